/** The port of the API the tests share; tests that start a server of their own use the ports above it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
