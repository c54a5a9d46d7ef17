/**
 * The ports of a browser-test run (docs/testing.md). Each Playwright worker has an API server of its own, started
 * once by the global setup: worker i's is E2E_PORT + i, its mail sink's E2E_PORT + 4 + i. A spec that serves
 * files of its own (a team's release on another origin) takes `ownPort(i, n)`, n from 0 to 3. Avoided: the ports
 * browsers and fetch refuse (4190, E2E_PORT + 10 by default, is one of the fetch standard's "bad ports").
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
/** The most workers a run may have (the ports below are laid out for that many). */
export const MAX_WORKERS = 4;

export const serverPort = (worker: number) => E2E_PORT + worker;
export const mailPort = (worker: number) => E2E_PORT + MAX_WORKERS + worker;
export const ownPort = (worker: number, n: number) => E2E_PORT + 11 + worker * 4 + n;
