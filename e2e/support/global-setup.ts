import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { MAX_WORKERS } from './ports';
import { REPO_ROOT, startWorkerServers } from './server';

/**
 * One API server per worker for the whole run (docs/testing.md, "One server per worker, reset per file"), each
 * with its mail sink, started together and warmed before the first test. Their addresses reach the workers in
 * E2E_SERVERS; a worker's tests use its own (fixtures.ts).
 */
export default async function globalSetup(config: FullConfig) {
  const count = Math.min(config.workers, MAX_WORKERS);
  const mailRoot = join(REPO_ROOT, 'e2e', '.tmp', 'mail');
  rmSync(mailRoot, { recursive: true, force: true });
  const { servers, stop } = await startWorkerServers(count, mailRoot);
  process.env.E2E_SERVERS = JSON.stringify(servers);
  return stop;
}
