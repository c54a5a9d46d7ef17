import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, describeEngines, type TestApp } from './helpers';
import { multipart, type MultipartFile } from './multipart';
import { MINIMAL_ORDER } from './security/minimal-forms';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

const CONTACT = {
  company_name: 'Anadolu Filo A.Ş.',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 555 111 22 33',
  message: 'We need 40 air springs for our city buses.',
};

describeEngines('public forms (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine, demo: true });
  }, 60_000);
  afterAll(() => t.close());

  const postContact = (fields: Record<string, string>, extra: Record<string, string> = {}) => {
    const { payload, contentType } = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...t.headers(), 'content-type': contentType, ...extra },
      payload,
    });
  };

  test('POST /api/contact stores the message (multipart) and answers in the visitor’s language', async () => {
    const res = await postContact(CONTACT, { 'idempotency-key': 'contact-1', cookie: `${t.headers().cookie}; _lang=tr` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    expect(body.message).toContain('Teşekkür');
    const row = await t.app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...CONTACT, check: 0, section: 'mail' });
  });

  test('the same Idempotency-Key twice stores one message', async () => {
    const first = await postContact({ ...CONTACT, message: 'Twice?' }, { 'idempotency-key': 'contact-2' });
    const second = await postContact({ ...CONTACT, message: 'Twice?' }, { 'idempotency-key': 'contact-2' });
    expect(second.json().data.id).toBe(first.json().data.id);
    const rows = await t.app.db.selectFrom('contact_messages').select('id').where('message', '=', 'Twice?').execute();
    expect(rows).toHaveLength(1);
  });

  test('invalid contact fields: 422 with the language pack’s messages under the sent field names; nothing stored', async () => {
    const before = await t.app.db.selectFrom('contact_messages').select('id').execute();
    const res = await postContact({
      company_name: 'x'.repeat(51),
      name: '',
      email: 'not-an-email',
      phone: '',
      message: 'x'.repeat(601),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      company_name: 'The maximum length allowed is 50',
      name: 'Value is required',
      email: 'Value is not a valid email address',
      phone: 'Value is required',
      message: 'The maximum length allowed is 600',
    });
    expect(await t.app.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(before.length);
  });

  test('a public POST without the CSRF token is refused', async () => {
    const { payload, contentType } = multipart(CONTACT);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(403);
  });

  const ORDER = { ...MINIMAL_ORDER, address: '', note: 'Delivery before March, please.' };

  const postOrder = (payload: unknown, key?: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress,
      headers: { ...t.headers(), ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as Record<string, unknown>,
    });

  test('POST /api/orders stores the order and its lines with code and name as they were', async () => {
    const products = await t.app.db.selectFrom('products').select(['id', 'token', 'code']).orderBy('id').limit(3).execute();
    const lines = products.map((p, i) => ({ token: p.token, quantity: i + 2 }));
    const res = await postOrder({ ...ORDER, lines }, 'order-1');
    expect(res.statusCode).toBe(200);
    const orderNumber = res.json().data.order_number as number;
    expect(orderNumber).toEqual(expect.any(Number));

    const order = await t.app.db.selectFrom('orders').selectAll().where('id', '=', orderNumber).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      company_name: 'Trakya Lojistik',
      city: 'Edirne',
      address: null,
      status: 'new',
      kvkk_consent: 1,
    });
    const stored = await t.app.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', orderNumber)
      .orderBy('id')
      .execute();
    expect(stored.map((l) => [l.product_token, l.code, l.quantity])).toEqual(products.map((p, i) => [p.token, p.code, i + 2]));
    const name = await t.app.db
      .selectFrom('product_translations')
      .select('name')
      .where('product_id', '=', products[0]!.id)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(stored[0]!.name).toBe(name.name);

    // A later product edit does not change the sent order.
    await t.app.db.updateTable('products').set({ code: 'CHANGED-1' }).where('id', '=', products[0]!.id).execute();
    const again = await t.app.db
      .selectFrom('order_lines')
      .select('code')
      .where('order_id', '=', orderNumber)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(again.code).toBe(products[0]!.code);
    await t.app.db.updateTable('products').set({ code: products[0]!.code }).where('id', '=', products[0]!.id).execute();

    // A retry with the same key answers with the same number and stores nothing more.
    const retry = await postOrder({ ...ORDER, lines }, 'order-1');
    expect(retry.json().data.order_number).toBe(orderNumber);
    expect(await t.app.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
  });

  test('orders are refused without consent, without lines, with bad quantities or unknown products', async () => {
    const product = await t.app.db.selectFrom('products').select('token').limit(1).executeTakeFirstOrThrow();
    const noConsent = await postOrder({ ...ORDER, kvkk: false, lines: [{ token: product.token, quantity: 1 }] });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors.kvkk).toBe('Please give your consent to continue');

    const noLines = await postOrder({ ...ORDER, lines: [] });
    expect(noLines.statusCode).toBe(422);
    expect(noLines.json().errors.lines).toBe('Your quote cart is empty.');

    const badQuantity = await postOrder({ ...ORDER, lines: [{ token: product.token, quantity: 0 }] });
    expect(badQuantity.statusCode).toBe(422);
    expect(badQuantity.json().errors['lines[0].quantity']).toBe('The smallest value allowed is 1');
    // A quantity is a JSON number: not a boolean, a list or a string, however a parser could read them.
    for (const quantity of [true, [1], '1e3', '2']) {
      const odd = await postOrder({ ...ORDER, lines: [{ token: product.token, quantity }] }, undefined, '10.7.0.1');
      expect({ quantity, status: odd.statusCode, error: odd.json().errors?.['lines[0].quantity'] }).toEqual({
        quantity,
        status: 422,
        error: expect.stringMatching(/^Value must be (numeric|a number)$/),
      });
    }
    // Past 200 lines: the visitor's language, not the validator's English default.
    const tooMany = await postOrder({
      ...ORDER,
      lines: Array.from({ length: 201 }, () => ({ token: product.token, quantity: 1 })),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.lines).toBe('Your quote cart can hold at most 200 products.');

    // Every line whose product is gone is named (not only the first), and the message says what to do.
    const unknown = await postOrder({
      ...ORDER,
      lines: [
        { token: 'no-such-token', quantity: 1 },
        { token: product.token, quantity: 1 },
        { token: 'gone-too', quantity: 2 },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Some products in your cart are no longer available: remove them to send your request.');
    expect(unknown.json().errors).toEqual({
      'lines[0].token': 'A product in your cart is no longer available.',
      'lines[2].token': 'A product in your cart is no longer available.',
    });

    const missing = await postOrder({ lines: [{ token: product.token, quantity: 1 }] });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'city',
      'company_name',
      'country',
      'email',
      'kvkk',
      'name',
      'phone',
    ]);
  });

  const APPLICATION = {
    name: 'Zeynep Kaya',
    email: 'zeynep@example.com',
    phone: '+90 533 444 55 66',
    position: 'Quality engineer',
    message: 'Five years in rubber processing.',
    kvkk: 'true',
  };

  const postApplication = (fields: Record<string, string>, cv?: MultipartFile | MultipartFile[], key?: string) => {
    const { payload, contentType } = multipart(cv ? { ...fields, cv } : fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/human-resources',
      headers: { ...t.headers(), 'content-type': contentType, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  };

  test('a post with the honeypot filled is answered like a success and stored nowhere, on each public form', async () => {
    const count = async () =>
      Promise.all(
        (['contact_messages', 'human_resources_messages', 'orders', 'offers'] as const).map(async (table) =>
          Number(
            (
              await t.app.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await count();
    const product = await t.app.db.selectFrom('products').select('token').limit(1).executeTakeFirstOrThrow();
    const bot = { website: 'http://spam.example' };
    const cv = { filename: 'cv.pdf', contentType: 'application/pdf', data: PDF };
    const answers = [
      await postContact({ ...CONTACT, ...bot }, {}),
      await postApplication({ ...APPLICATION, ...bot }, cv),
      await postOrder({ ...ORDER, ...bot, lines: [{ token: product.token, quantity: 1 }] }, undefined, '10.7.0.3'),
      await t.app.inject({
        method: 'POST',
        url: '/api/offer',
        headers: t.headers(),
        payload: {
          ...bot,
          product: product.token,
          company_name: 'A',
          name: 'Bot',
          email: 'b@example.com',
          phone: '+90 555 000 00 00',
          quantity: 1,
        },
      }),
    ];
    expect(answers.map((res) => [res.statusCode, res.json().success])).toEqual(Array(4).fill([200, true]));
    expect(await count()).toEqual(before);
  });

  test('a second CV file is refused by name, not dropped unseen', async () => {
    const cv = { filename: 'a.pdf', contentType: 'application/pdf', data: PDF };
    const res = await postApplication(APPLICATION, [cv, { ...cv, filename: 'b.pdf' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ cv: 'Please attach one file only.' });
  });

  test('POST /api/human-resources stores the application with its CV, which is not served publicly', async () => {
    const cv = { filename: 'zeynep-cv.pdf', contentType: 'application/pdf', data: PDF };
    const res = await postApplication(APPLICATION, cv, 'hr-1');
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const row = await t.app.db.selectFrom('human_resources_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Zeynep Kaya', position: 'Quality engineer', kvkk_consent: 1, check: 0 });
    const file = await t.app.db.selectFrom('files').selectAll().where('id', '=', row.cv_file_id!).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ mime: 'application/pdf', original_name: 'zeynep-cv.pdf', size: PDF.length });
    expect(file.path.startsWith('cv/')).toBe(true);
    const download = await t.app.inject({ url: `/uploads/${file.path}` });
    expect(download.statusCode).toBe(404);

    const retry = await postApplication(APPLICATION, cv, 'hr-1');
    expect(retry.json().data.id).toBe(id);
    expect(await t.app.db.selectFrom('human_resources_messages').select('id').execute()).toHaveLength(1);
  });

  test('applications are refused without a CV, with a wrong file type, or without consent', async () => {
    const noCv = await postApplication(APPLICATION);
    expect(noCv.statusCode).toBe(422);
    expect(noCv.json().errors).toEqual({ cv: 'Please attach your CV' });

    const image = { filename: 'cv.pdf', contentType: 'application/pdf', data: Buffer.from('GIF89a not a pdf') };
    const wrongType = await postApplication(APPLICATION, image);
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['cv']);

    const cv = { filename: 'cv.pdf', contentType: 'application/pdf', data: PDF };
    const noConsent = await postApplication({ ...APPLICATION, kvkk: 'false', email: 'x' }, cv);
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors).toEqual({
      kvkk: 'Please give your consent to continue',
      email: 'Value is not a valid email address',
    });
    expect(await t.app.db.selectFrom('human_resources_messages').select('id').execute()).toHaveLength(1);
  });

  test('a file in a field the route does not take is refused naming it, and nothing is kept', async () => {
    const messages = async () => (await t.app.db.selectFrom('contact_messages').select('id').execute()).length;
    const before = await messages();
    const junk = { filename: 'junk.bin', data: Buffer.alloc(2 * 1024 * 1024, 1) };
    const cv = { filename: 'cv.pdf', contentType: 'application/pdf', data: PDF };
    const { payload, contentType } = multipart({ ...APPLICATION, cv, photo: junk });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/human-resources',
      headers: { ...t.headers(), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ photo: 'Bu alan dosya kabul etmez' });

    const contact = multipart({
      company_name: 'Acme',
      name: 'Ali Veli',
      email: 'ali@example.com',
      phone: '+90 533 444 55 66',
      message: 'Hello',
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, junk])),
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...t.headers(), 'content-type': contact.contentType },
      payload: contact.payload,
    });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors).toEqual({ f0: 'Bu alan dosya kabul etmez' });
    expect(await messages()).toBe(before);
    // The CV of the refused application was streamed to a temporary file, removed after the answer.
    expect(existsSync(path.join(t.config.dataDir, 'tmp')) ? readdirSync(path.join(t.config.dataDir, 'tmp')) : []).toEqual([]);
  });

  test('a CV past its limit is refused as too large, and its excess never reaches the disk', async () => {
    const big = { filename: 'cv.pdf', contentType: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]) };
    const res = await postApplication(APPLICATION, big);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ cv: 'Dosya çok büyük (en fazla 5 MB)' });
  });

  test('a CV is downloaded under its detected type, whatever name it was uploaded with', async () => {
    const html = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n', 'latin1');
    const res = await postApplication(APPLICATION, { filename: 'cv.html', contentType: 'text/html', data: html }, 'hr-html');
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const bearer = await t.login();
    const download = await t.app.inject({
      url: `/api/admin/human-resources/${id}/cv`,
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="cv-${id}.pdf"; filename*=UTF-8''cv.pdf`);
  });
});
