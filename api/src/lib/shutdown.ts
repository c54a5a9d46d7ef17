import type { FastifyInstance } from 'fastify';

/**
 * The drain on SIGTERM/SIGINT (docs/deployment.md, "Zero-downtime upgrade"): /readyz answers 503 at once so the
 * load balancer stops sending new visitors, requests are still served for SHUTDOWN_DELAY_SECONDS while it
 * notices, then close() stops accepting connections, lets every in-flight request finish and closes the database.
 */
export async function drainAndClose(app: FastifyInstance, delayMs: number): Promise<void> {
  app.operations.draining = true;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}
