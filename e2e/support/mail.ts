/**
 * A mail sink per worker (docs/testing.md): a real SMTP server (the `smtp-server` package), started by the global
 * setup beside the worker's API server, which sends through it. Each message is written as a file, so the tests —
 * in another process — read what arrived, as a recipient would, and wait for it as for any other state.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  /** RCPT TO addresses. */
  to: string[];
  parsed: ParsedMail;
}

export interface MailSink {
  url: string;
  stop: () => Promise<void>;
}

export async function startMailSink(port: number, folder: string): Promise<MailSink> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address);
        const name = `${String(count).padStart(5, '0')}.json`;
        writeFileSync(join(folder, name), JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Empties the mailbox (with the server's data reset: a test file reads only the mails it caused). */
export function clearMails(folder: string): void {
  for (const name of readdirSync(folder)) rmSync(join(folder, name), { force: true });
}

/** Every mail the sink in `folder` has received so far, oldest first. */
export async function receivedMails(folder: string): Promise<Mail[]> {
  let names: string[];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const { to, raw } = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { to: string[]; raw: string };
      return { to, parsed: await simpleParser(raw) };
    }),
  );
}

/** Waits until a mail to `address` matching `subject` has arrived in `folder`, and returns the newest such mail. */
export async function waitForMail(folder: string, address: string, subject: RegExp | string): Promise<Mail> {
  const matching = async () =>
    (await receivedMails(folder)).filter(
      (mail) =>
        mail.to.includes(address) &&
        (typeof subject === 'string' ? mail.parsed.subject === subject : subject.test(mail.parsed.subject ?? '')),
    );
  await expect.poll(async () => (await matching()).length, { message: `a mail to ${address}: ${subject}` }).toBeGreaterThan(0);
  return (await matching()).at(-1)!;
}
