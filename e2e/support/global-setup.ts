import { startServer } from './server';
import { E2E_PORT } from './ports';

/** One API for the whole run, on E2E_PORT (playwright.config.ts points baseURL there). */
export default async function globalSetup() {
  const server = await startServer(E2E_PORT);
  // Tests that check what a form stored read the server's SQLite file (support/database.ts).
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => server.stop();
}
