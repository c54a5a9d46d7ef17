/**
 * The port of the API the tests share; tests that start a server of their own use the next few ports.
 * Avoid the ports browsers and fetch refuse (4190 is one: the fetch standard's "bad ports").
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
