import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  parsed: ParsedMail;
  /** The outbox row id the API puts in X-Vitrin-Mail. */
  outboxId: number;
}

/**
 * A real SMTP server inside the test (the `smtp-server` package): plain SMTP on 127.0.0.1, no AUTH, no STARTTLS;
 * every message is parsed (mailparser) and kept. `stop()` and `start()` again on the same port play an outage.
 */
export class TestSmtp {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              parsed,
              outboxId: Number(parsed.headers.get('x-vitrin-mail')),
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits until `count` mails have arrived (or fails after `ms`). */
  async waitFor(count: number, ms = 30_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + ms;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.received.length} of ${count} mails arrived in ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.received;
  }
}
