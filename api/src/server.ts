import { buildApp } from './app';
import { loadConfig } from './config';
import { drainAndClose } from './lib/shutdown';
import { mailOrigin } from './modules/mail/compose';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error('\nVitrin API: configuration error:', error instanceof Error ? error.message : error, '\n');
    process.exit(1);
  }
  const app = buildApp(config);

  try {
    await app.listen({ port: config.port, host: config.host });
    if (!config.publicUrl) {
      app.log.warn(
        { mailOrigin: mailOrigin(app) },
        'PUBLIC_URL is unset: links in mails point to the address the site listens on; set PUBLIC_URL to the public address',
      );
    }
  } catch (error) {
    // Migration failures and port clashes end here: say so plainly and exit non-zero.
    console.error('\nVitrin API failed to start:', error instanceof Error ? error.message : error, '\n');
    app.log.error({ err: error }, 'start-up failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: draining, then finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + config.shutdownDelayMs);
    timer.unref();
    // /readyz turns 503, requests are served SHUTDOWN_DELAY_SECONDS longer; then close() stops accepting
    // connections, answers new requests with 503, waits for in-flight ones, closes the DB.
    drainAndClose(app, config.shutdownDelayMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
