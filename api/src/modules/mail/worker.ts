import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { MailOutboxRow } from '../../db/tables/mail';
import { claimDue, markFailed, markSent } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** False while SMTP_URL is unset: mails wait in the outbox. */
      enabled: boolean;
      /** Looks for due mails now instead of at the next poll (after a submission commits). */
      wake(): void;
      /** Sends what is due, until nothing is; resolves when done (tests, and the poll). */
      drain(): Promise<void>;
    };
  }
}

/** How often the worker looks for due mails (a mail whose retry has come, one another process left). */
const POLL_MS = 2000;
const BATCH = 10;

/**
 * The outbox worker (docs/decisions.md, "Mail through an outbox"): inside every API process, it claims due mails
 * (outbox.ts), sends each through SMTP_URL and marks it sent, or failed with its error and a later retry. With
 * SMTP_URL unset it does not run and says so once in the log. It stops on close: no new claim, and the sending
 * under way finishes before the database closes (lib/shutdown.ts).
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, from, retryBaseMs, maxAttempts } = app.config.mail;
    const worker = `${process.pid}-${randomBytes(4).toString('hex')}`;
    let stopping = false;
    let running: Promise<void> | null = null;
    let again = false;
    let timer: NodeJS.Timeout | undefined;

    // nodemailer loads only where mail goes out (docs/decisions.md, "Heavy libraries load when used").
    const transport = smtpUrl
      ? (await import('nodemailer')).default.createTransport({
          url: smtpUrl,
          // One connection carries a round's mails, one after the other (a server greets each new connection
          // after a pause: 100 ms a mail), and is opened again when the server has closed it.
          pool: true,
          maxConnections: 1,
          // A server that does not answer must not hold a claimed row for long.
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
        })
      : null;

    const sendOne = async (row: MailOutboxRow) => {
      try {
        await transport!.sendMail({
          from,
          to: row.to_address,
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          subject: row.subject,
          text: row.text,
          html: row.html,
          headers: { 'X-Vitrin-Mail': String(row.id) },
        });
        await markSent(app.db, row, worker);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        app.log.warn({ mail: row.id, attempts: row.attempts, err: message }, 'mail not sent');
        await markFailed(app.db, row, worker, message, { retryBaseMs, maxAttempts });
      }
    };

    const loop = async () => {
      do {
        again = false;
        for (;;) {
          if (stopping) return;
          const rows = await claimDue(app.db, worker, BATCH);
          if (rows.length === 0) break;
          for (const row of rows) {
            // Claimed rows not reached before a stop wait out their claim, then another process sends them.
            if (stopping) return;
            await sendOne(row);
          }
        }
      } while (again && !stopping);
    };

    const drain = (): Promise<void> => {
      if (!transport || stopping) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = loop()
        .catch((err: unknown) => app.log.warn({ err }, 'mail worker'))
        .finally(() => {
          running = null;
        });
      return running;
    };

    app.decorate('mail', {
      enabled: transport !== null,
      wake: () => void drain(),
      drain,
    });

    app.addHook('onReady', async () => {
      if (!transport) {
        app.log.info('mail is off (SMTP_URL is not set): mails wait in the outbox until it is');
        return;
      }
      timer = setInterval(() => void drain(), POLL_MS);
      timer.unref();
      void drain();
    });
    // preClose: before the database closes.
    app.addHook('preClose', async () => {
      stopping = true;
      clearInterval(timer);
      await running;
      transport?.close();
    });
  },
  { name: 'mail', dependencies: [] },
);
