import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { nowIso } from '../src/lib/time';
import { backoffMs } from '../src/modules/mail/outbox';
import { REFERENCE_PATTERN } from '../src/modules/mail/reference';
import {
  ADMIN_EMAIL,
  buildTestApp,
  createPostgresDatabase,
  describeEngines,
  resetWithToken,
  rowCount,
  type TestApp,
  describeWith,
  testWith,
  until,
} from './helpers';
import { multipart } from './multipart';
import { TestSmtp, type ReceivedMail } from './smtp-server';

/**
 * Mail through the outbox (docs/decisions.md, "Mail through an outbox"), against a real SMTP server started here:
 * what each form kind mails (recipients, subject, escaped values, the visitor's language, the admin link), and that
 * nothing is lost or sent twice while the server is down — also with two API processes on one PostgreSQL.
 */
jest.setTimeout(120_000);

const PUBLIC_URL = 'https://www.vitrin.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const EVIL = '<script>alert("x")</script> & <b>bold</b>';

const count = (t: TestApp, table: Parameters<typeof rowCount>[1]) => rowCount(t.app, table);

const contact = (t: TestApp, fields: Record<string, string>, extra: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
  const { payload, contentType } = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: { ...t.headers(), 'content-type': contentType, ...extra },
    payload,
  });
};

const CONTACT = {
  company_name: 'Anadolu Filo A.Ş.',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 555 111 22 33',
  message: `Fiyat? ${EVIL}`,
  // What a person's browser sends: the honeypot, empty.
  website: '',
};

/** The mail of `audience` among `mails` about the newest submission. */
const pick = (mails: ReceivedMail[], to: string) => {
  const found = mails.filter((mail) => mail.to.includes(to));
  expect(found).toHaveLength(1);
  return found[0]!;
};

/** A visitor's value in HTML is escaped, never markup; in the text part it is as typed. */
const expectEscaped = (mail: ReceivedMail) => {
  expect(mail.parsed.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
  expect(mail.parsed.html).not.toContain('<script>');
  expect(mail.parsed.html).not.toContain('<b>bold');
  expect(mail.parsed.text).toContain(EVIL);
};

describeEngines('mail for each form kind (%s)', (engine) => {
  let t: TestApp;
  const smtp = new TestSmtp();

  beforeAll(async () => {
    await smtp.start(0);
    t = await buildTestApp({
      engine,
      demo: true,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vitrin <site@vitrin.test>', PUBLIC_URL, FORM_RATE_LIMIT: '1000' },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  test('contact: staff (the first Süper Yönetici) in Turkish with a link to the record; the visitor an acknowledgement in Turkish', async () => {
    const res = await contact(t, CONTACT, { cookie: `${t.headers().cookie}; _lang=tr` });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const mails = await smtp.waitFor(2);
    const staff = pick(mails, ADMIN_EMAIL);
    expect(staff.parsed.subject).toBe('Yeni iletişim mesajı: Ayşe Yılmaz');
    expect(staff.parsed.from?.text).toContain('site@vitrin.test');
    // "Reply" in the staff member's mail program answers the visitor.
    expect(staff.parsed.replyTo?.value.map((address) => address.address)).toEqual(['ayse@example.com']);
    expect(staff.parsed.html).toContain(`href="${PUBLIC_URL}/admin/contact?id=${id}"`);
    expect(staff.parsed.text).toContain(`${PUBLIC_URL}/admin/contact?id=${id}`);
    expect(staff.parsed.text).toContain('Firma: Anadolu Filo A.Ş.');
    expectEscaped(staff);
    const visitor = pick(mails, 'ayse@example.com');
    expect(visitor.parsed.subject).toBe('Mesajınızı aldık');
    expect(visitor.parsed.text).toContain('Sayın Ayşe Yılmaz');
    expect(visitor.parsed.html).toContain('lang="tr"');
    // Marked sent once the server took it (the worker's round ends after that).
    await t.app.mail.drain();
    const rows = await t.app.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('record_id', '=', id).execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  test('offer: a reference, the product, the contact details, in English; staff mail names the reference', async () => {
    const product = await t.app.db
      .selectFrom('products')
      .select(['token', 'code'])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offer?lang=en',
      headers: t.headers(),
      payload: {
        product: product.token,
        company_name: 'Trakya <Lojistik>',
        name: 'John Smith',
        email: 'john@example.com',
        phone: '+44 20 7946 0000',
        quantity: 12,
        message: EVIL,
      },
    });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json().data as { id: number; reference: string };
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference.startsWith('P-')).toBe(true);
    expect(
      (await t.app.db.selectFrom('offers').select('reference').where('id', '=', id).executeTakeFirstOrThrow()).reference,
    ).toBe(reference);
    const mails = await smtp.waitFor(2);
    const visitor = pick(mails, 'john@example.com');
    expect(visitor.parsed.subject).toBe(`We received your quote request ${reference}`);
    expect(visitor.parsed.text).toContain('Dear John Smith');
    expect(visitor.parsed.text).toContain(`Reference: ${reference}`);
    expect(visitor.parsed.text).toContain(`${product.code} | `);
    expect(visitor.parsed.text).toContain(' | 12');
    expect(visitor.parsed.text).toContain('Our contact details');
    // The address, stored as rich text, reads as its lines — no markup in the text, none escaped in the HTML.
    const address =
      'Head office and plant: İkitelli Organised Industrial Zone, 4th Street No: 12, 34490 Başakşehir, Istanbul, Türkiye';
    expect(visitor.parsed.text).toContain(address);
    expect(visitor.parsed.html).toContain(address);
    expect(`${visitor.parsed.text}${visitor.parsed.html}`).not.toMatch(/<p>|&lt;p&gt;|&lt;br/);
    const staff = pick(mails, ADMIN_EMAIL);
    expect(staff.parsed.subject).toBe(`Yeni teklif talebi ${reference}: ${product.code}`);
    expect(staff.parsed.html).toContain(`${PUBLIC_URL}/admin/offers?id=${id}`);
    expect(staff.parsed.html).toContain('Trakya &lt;Lojistik&gt;');
    expectEscaped(staff);
  });

  test('order: reference Q-…, every line, in the visitor’s language; staff link opens the order', async () => {
    const products = await t.app.db
      .selectFrom('products')
      .select(['token', 'code'])
      .where('is_active', '=', 1)
      .limit(2)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...t.headers(), cookie: `${t.headers().cookie}; _lang=tr` },
      payload: {
        company_name: 'Ege Otobüs',
        name: 'Mehmet Demir',
        email: 'mehmet@example.com',
        phone: '+90 532 000 00 00',
        country: 'Türkiye',
        city: 'İzmir',
        address: '',
        note: EVIL,
        kvkk: true,
        website: '',
        lines: products.map((p, i) => ({ token: p.token, quantity: i + 3 })),
      },
    });
    expect(res.statusCode).toBe(200);
    const { order_number: id, reference } = res.json().data as { order_number: number; reference: string };
    expect(reference).toMatch(/^Q-\d{4}-[2-9A-HJ-NP-Z]{5}$/);
    const mails = await smtp.waitFor(2);
    const visitor = pick(mails, 'mehmet@example.com');
    expect(visitor.parsed.subject).toBe(`${reference} numaralı teklif talebinizi aldık`);
    for (const [i, p] of products.entries())
      expect(visitor.parsed.text).toMatch(new RegExp(`${p.code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| .* \\| ${i + 3}`));
    const staff = pick(mails, ADMIN_EMAIL);
    expect(staff.parsed.subject).toBe(`Yeni sipariş ${reference}: Ege Otobüs`);
    expect(staff.parsed.html).toContain(`${PUBLIC_URL}/admin/order-show/${id}`);
    expect(staff.parsed.text).toContain(`#${id} (${reference})`);
    expectEscaped(staff);
    // Staff find the order by the reference a customer quotes, and see it beside the row id.
    const found = await t.app.inject({ url: `/api/admin/orders?search=${reference}`, headers: t.headers(await t.login()) });
    expect(found.json().data.data).toEqual([expect.objectContaining({ id, reference })]);
  });

  test('human resources: the chosen recipients get the application; the applicant an acknowledgement in English', async () => {
    const bearer = await t.login();
    const settings = {
      recipients: {
        contact: [ADMIN_EMAIL],
        offer: [ADMIN_EMAIL],
        order: [ADMIN_EMAIL],
        human_resources: ['ik@vitrin.test', 'Mudur@Vitrin.test'],
        support: ['destek@vitrin.test'],
      },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail/settings',
      headers: t.headers(bearer),
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ enabled: true, chosen: { human_resources: true } });
    const { payload, contentType } = multipart({
      name: 'Zeynep Kaya',
      email: 'zeynep@example.com',
      phone: '+90 533 444 55 66',
      position: 'Quality <engineer>',
      message: EVIL,
      kvkk: 'true',
      cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: PDF },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/human-resources?lang=en',
      headers: { ...t.headers(), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const mails = await smtp.waitFor(2);
    const staff = pick(mails, 'ik@vitrin.test');
    expect(staff.to.sort()).toEqual(['ik@vitrin.test', 'mudur@vitrin.test']);
    expect(staff.parsed.subject).toBe('Yeni iş başvurusu: Zeynep Kaya (Quality <engineer>)');
    expect(staff.parsed.html).toContain(`${PUBLIC_URL}/admin/human-resources?id=${id}`);
    expectEscaped(staff);
    const visitor = pick(mails, 'zeynep@example.com');
    expect(visitor.parsed.subject).toBe('We received your application');
    expect(visitor.parsed.html).toContain('“Quality &lt;engineer&gt;”');
  });

  test('support: the support recipients, with the sender and a link; a kind with no address is refused', async () => {
    const bearer = await t.login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/support',
      headers: t.headers(bearer),
      payload: { subject: 'Menü <bozuk>', category: 'bug', message: EVIL },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['destek@vitrin.test']);
    expect(mail!.parsed.subject).toBe('Yeni destek talebi: Menü <bozuk>');
    expect(mail!.parsed.html).toContain(`${PUBLIC_URL}/admin/support?id=${id}`);
    expect(mail!.parsed.text).toContain(ADMIN_EMAIL);
    expectEscaped(mail!);

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail/settings',
      headers: t.headers(bearer),
      payload: { recipients: { contact: [], offer: ['a@b.co'], order: ['a@b.co'], human_resources: ['a@b.co'], support: ['x'] } },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors as object).sort()).toEqual(['recipients.contact', 'recipients.support[0]']);
  });

  test('a honeypot post is answered like a success: nothing stored, nothing mailed', async () => {
    const [messages, outbox] = [await count(t, 'contact_messages'), await count(t, 'mail_outbox')];
    const res = await contact(t, { ...CONTACT, website: 'http://spam.example' });
    expect(res.json()).toMatchObject({ success: true });
    await t.app.mail.drain();
    expect([await count(t, 'contact_messages'), await count(t, 'mail_outbox')]).toEqual([messages, outbox]);
    expect(smtp.received).toEqual([]);
  });

  test('the mail log lists every mail with its status; resend sends one again', async () => {
    const bearer = await t.login();
    const log = await t.app.inject({ url: '/api/admin/mail/log?per_page=100', headers: t.headers(bearer) });
    expect(log.statusCode).toBe(200);
    const entries = log.json().data.data as { id: number; status: string; attempts: number; kind: string }[];
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(['contact', 'offer', 'order', 'human_resources', 'support']));
    expect(entries.every((e) => e.status === 'sent')).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/log/${entries[0]!.id}/resend`,
      headers: t.headers(bearer),
    });
    expect(again.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.outboxId).toBe(entries[0]!.id);
  });

  // Last: the reset sets the admin's password again and ends the sessions of the tests above.
  test('a reset link is mailed whole; once sent, the outbox keeps the mail with the token replaced, and it cannot be resent', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: t.headers(),
      payload: { email: ADMIN_EMAIL },
    });
    expect(asked.statusCode).toBe(200);
    await t.app.mail.drain();
    const [mail] = await smtp.waitFor(1);
    const token = /sifre-yenile#([\w-]+)/.exec(mail!.parsed.text ?? '')![1]!;
    expect(mail!.parsed.html).toContain(`${PUBLIC_URL}/giris-yap/sifre-yenile#${token}`);

    const row = await t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', mail!.outboxId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'password_reset', status: 'sent' });
    expect(row.text).toContain(`${PUBLIC_URL}/giris-yap/sifre-yenile#[gizli]`);
    expect(row.html).toContain(`${PUBLIC_URL}/giris-yap/sifre-yenile#[gizli]`);
    expect(JSON.stringify(await t.app.db.selectFrom('mail_outbox').selectAll().execute())).not.toContain(token);

    const bearer = await t.login();
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/mail/log/${row.id}/resend`, headers: t.headers(bearer) });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/^Şifre yenileme bağlantısı yeniden gönderilemez/);
    // The mailed link still works: the token was taken out of the outbox, not out of the mail.
    const reset = await resetWithToken(t, token);
    expect(reset.statusCode).toBe(200);
  });
});

describe('past FORM_RATE_LIMIT: 429 in the visitor’s language, nothing stored or mailed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { FORM_RATE_LIMIT: '2', FORM_RATE_WINDOW_SECONDS: '600' } });
  });
  afterAll(() => t.close());

  test('the third contact post from one address', async () => {
    for (let i = 0; i < 2; i++) expect((await contact(t, CONTACT, {}, '10.7.0.1')).statusCode).toBe(200);
    const [messages, outbox] = [await count(t, 'contact_messages'), await count(t, 'mail_outbox')];
    const refused = await contact(t, CONTACT, { cookie: `${t.headers().cookie}; _lang=tr` }, '10.7.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/\d/);
    expect([await count(t, 'contact_messages'), await count(t, 'mail_outbox')]).toEqual([messages, outbox]);
    // Another address is not refused.
    expect((await contact(t, CONTACT, {}, '10.7.0.2')).statusCode).toBe(200);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
describeWith(['redis'], 'past FORM_RATE_LIMIT with two processes sharing Redis', () => {
  const prefix = `vitrin-test-mail-${randomBytes(6).toString('hex')}:`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, FORM_RATE_LIMIT: '3' };
    [a, b] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  test('posts to either add up; the refused one is stored by neither', async () => {
    for (const t of [a, b, a]) expect((await contact(t, CONTACT, {}, '10.8.0.1')).statusCode).toBe(200);
    for (const t of [b, a]) {
      const before = [await count(t, 'contact_messages'), await count(t, 'mail_outbox')];
      expect((await contact(t, CONTACT, {}, '10.8.0.1')).statusCode).toBe(429);
      expect([await count(t, 'contact_messages'), await count(t, 'mail_outbox')]).toEqual(before);
    }
  });
});

/** 50 contact posts while the SMTP server is down; then it comes back. */
async function outage(apps: TestApp[], smtp: TestSmtp) {
  for (let i = 0; i < 50; i++) {
    const t = apps[i % apps.length]!;
    const res = await contact(t, { ...CONTACT, message: `Message ${i}`, email: `visitor${i}@example.com` }, {}, `10.6.0.${i}`);
    expect(res.statusCode).toBe(200);
  }
  const t = apps[0]!;
  expect(await count(t, 'contact_messages')).toBe(50);
  // Every process has tried and failed at least once: the mails wait, none is lost.
  await Promise.all(apps.map((app) => app.app.mail.drain()));
  const waiting = await t.app.db
    .selectFrom('mail_outbox')
    .select(['status', 'attempts', 'last_error', 'next_attempt_at'])
    .execute();
  expect(waiting).toHaveLength(100);
  expect(waiting.every((row) => row.status === 'pending' || row.status === 'sending')).toBe(true);
  expect(waiting.some((row) => row.attempts > 0 && row.last_error)).toBe(true);
  // A mail that failed waits for its retry (backoffMs, below), not sent again at once.
  const now = nowIso();
  expect(waiting.filter((row) => row.attempts > 0).every((row) => row.next_attempt_at > now)).toBe(true);
  expect(smtp.received).toEqual([]);

  await smtp.start();
  // The retries' time comes (seconds a run would wait): every waiting mail is due, and the workers go round.
  await t.app.db.updateTable('mail_outbox').set({ next_attempt_at: nowIso() }).where('status', '=', 'pending').execute();
  for (const app of apps) app.app.mail.wake();
  const received = await smtp.waitFor(100, 60_000);
  // Every row marked sent: no send is in flight any more, so a mail sent twice would be here by now.
  const allSent = async () =>
    (await t.app.db.selectFrom('mail_outbox').select('status').execute()).every((row) => row.status === 'sent');
  await until(allSent, 'every outbox row marked sent');
  expect(received).toHaveLength(100);
  expect(new Set(received.map((mail) => mail.outboxId)).size).toBe(100);
  const visitors = received.flatMap((mail) => mail.to).filter((to) => to.startsWith('visitor'));
  expect(new Set(visitors).size).toBe(50);
  const rows = await t.app.db.selectFrom('mail_outbox').select(['status']).execute();
  expect(rows.every((row) => row.status === 'sent')).toBe(true);
}

/** A port nothing listens on (yet): the SMTP server starts there when it "comes back". */
async function downServer(): Promise<TestSmtp> {
  const smtp = new TestSmtp();
  await smtp.start(0);
  await smtp.stop();
  return smtp;
}

/**
 * A failed mail's retry an hour away: the test brings that time itself (it makes the waiting rows due), so "the
 * mail waits for its retry" does not depend on how quickly a loaded machine reads the rows after the failures.
 */
const mailEnv = (smtp: TestSmtp) => ({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '3600', FORM_RATE_LIMIT: '1000' });

test('a failed mail is tried again after the retry time, twice as long after each failure, at most an hour later', () => {
  expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(backoffMs(20, 30_000)).toBe(60 * 60_000);
});

describe('SMTP down: 50 submissions stored, their mails wait; back up: each delivered exactly once', () => {
  test('one process (SQLite)', async () => {
    const smtp = await downServer();
    const t = await buildTestApp({ env: mailEnv(smtp) });
    try {
      await outage([t], smtp);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });

  testWith(['postgres'], 'two processes sharing PostgreSQL', async () => {
    const smtp = await downServer();
    const databaseUrl = await createPostgresDatabase();
    const a = await buildTestApp({ engine: 'postgres', databaseUrl, env: mailEnv(smtp) });
    const b = await buildTestApp({ engine: 'postgres', databaseUrl, env: mailEnv(smtp) });
    try {
      await outage([a, b], smtp);
      // Both processes sent some: the claims shared the work.
      const senders = await a.app.db.selectFrom('mail_outbox').select('id').execute();
      expect(senders).toHaveLength(100);
    } finally {
      await a.app.close();
      await b.close();
      await smtp.stop();
    }
  });
});

describe('without SMTP_URL', () => {
  test('mail is off: submissions work, their mails wait in the outbox, the settings screen says so', async () => {
    const t = await buildTestApp({});
    try {
      expect((await contact(t, CONTACT)).statusCode).toBe(200);
      const rows = await t.app.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
      expect(rows).toEqual([
        { status: 'pending', attempts: 0 },
        { status: 'pending', attempts: 0 },
      ]);
      const bearer = await t.login();
      const settings = await t.app.inject({ url: '/api/admin/mail/settings', headers: t.headers(bearer) });
      expect(settings.json().data).toMatchObject({
        enabled: false,
        recipients: { contact: [ADMIN_EMAIL] },
        chosen: { contact: false },
      });
    } finally {
      await t.close();
    }
  });
});
