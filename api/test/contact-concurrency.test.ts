import type { AddressInfo } from 'node:net';
import { buildTestApp, describeEngines, type TestApp } from './helpers';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(120_000);

/**
 * Issue 3, must-be-true 8, over real HTTP (the app listens on a loopback port; no inject): parallel contact
 * submissions each store exactly one row, and parallel repeats with one Idempotency-Key store one. The
 * public-form limit is raised for this app only (FORM_RATE_LIMIT), so the limiter — whose default of 10
 * per IP public-forms.test.ts checks — does not refuse the 200 posts that all come from 127.0.0.1.
 */
describeEngines('contact submissions under concurrency, over HTTP (%s)', (engine) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp({ engine, env: { FORM_RATE_LIMIT: '1000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const submit = async (message: string, key?: string) => {
    const response = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: {
        ...t.headers(),
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify({
        company_name: 'Anadolu Filo A.Ş.',
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        phone: '+90 555 111 22 33',
        message,
      }),
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; data: { id: number } } };
  };
  const stored = async (message: string) =>
    (await t.app.db.selectFrom('contact_messages').select('id').where('message', '=', message).execute()).map((r) => r.id);

  test('200 parallel submissions store exactly 200 rows, one per answer', async () => {
    const message = 'Parallel request for 40 air springs';
    const answers = await Promise.all(Array.from({ length: 200 }, () => submit(message)));
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(200));
    const ids = await stored(message);
    expect(ids).toHaveLength(200);
    expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set(ids));
  });

  test('20 parallel repeats with one Idempotency-Key store one row, and every answer is the first', async () => {
    const message = 'Double click on send';
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(message, 'double-click-20')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = await stored(message);
    expect(ids).toHaveLength(1);
    expect(answers.map((a) => a.body)).toEqual(Array(20).fill(answers[0]!.body));
    expect(answers[0]!.body).toMatchObject({ success: true, data: { id: ids[0] } });
  });
});
