import { nowIso } from '../src/lib/time';
import { buildLoggedInApp, describeEngines, insertOffer, type TestApp } from './helpers';
import { multipart } from './multipart';
import { tableSnapshot } from './security/snapshot';

/**
 * The method override (docs/api.md, "Method override"): the writes the specification sends as POST with `_method`
 * — a contract's update and delete, an offer's trash, delete and check — are POST routes of their own, with the
 * handlers of their PUT and DELETE routes; `_method` is read from the parsed body (JSON or a multipart field).
 * Every other write is a plain PUT or DELETE: a POST with `_method` there finds no route.
 */
describeEngines('method override (%s)', (engine) => {
  let t: TestApp & { bearer: string };

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = t.headers(t.bearer)) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as string });
  const postForm = (url: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.headers(t.bearer), 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  const offer = (check = 0, section = 'mail') => insertOffer(t.app, { check, section });
  const offerRow = (id: number) =>
    t.app.db.selectFrom('offers').select(['check', 'section']).where('id', '=', id).executeTakeFirst();

  test('the OpenAPI document lists exactly the writes the specification sends with `_method`, each as a POST', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>>;
    };
    const overridden = Object.entries(doc.paths)
      .filter(([, operations]) => {
        const body = operations.post?.requestBody?.content['application/json']?.schema;
        return body?.properties !== undefined && '_method' in body.properties;
      })
      .map(([path]) => path)
      .sort();
    expect(overridden).toEqual(['/api/admin/contracts', '/api/admin/offer', '/api/admin/offer/check', '/api/admin/offer/trash']);
  });

  test('POST with `_method` PUT in a JSON body does what the PUT does', async () => {
    const id = await offer();
    const res = await post('/api/admin/offer/check', { _method: 'PUT', id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Güncellendi', data: { id, check: 1, unread: 0 } });
    expect(await offerRow(id)).toMatchObject({ check: 1 });
  });

  test('`_method` in a multipart field, in any case and with spaces around it, works the same', async () => {
    const id = await offer();
    const res = await postForm('/api/admin/offer/check', { _method: ' put ', id: String(id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, check: 1 });
    expect(await offerRow(id)).toMatchObject({ check: 1 });

    const trashed = await postForm('/api/admin/offer/trash', { _method: 'Put', trash_list: JSON.stringify([id]) });
    expect(trashed.json()).toMatchObject({ success: true, data: { moved: 1 } });
    expect(await offerRow(id)).toMatchObject({ section: 'trash' });
  });

  test('POST with `_method` DELETE empties the trash as the DELETE does', async () => {
    const id = await offer(1, 'trash');
    const res = await post('/api/admin/offer', { _method: 'DELETE', delete_list: JSON.stringify([id]) });
    expect(res.json()).toEqual({ success: true, message: 'Silindi', data: { deleted: 1 } });
    expect(await offerRow(id)).toBeUndefined();
  });

  test('a wrong or missing `_method` is a 422 naming it, in JSON and in multipart, and changes nothing', async () => {
    const id = await offer();
    const before = await tableSnapshot(t.app.db);
    const cases: [string, Record<string, unknown>][] = [
      ['/api/admin/offer/check', { _method: 'PATCH', id }],
      ['/api/admin/offer/check', { _method: 'DELETE', id }],
      ['/api/admin/offer/check', { _method: 'GET', id }],
      ['/api/admin/offer/check', { _method: 42, id }],
      ['/api/admin/offer/check', { _method: ['PUT', 'PUT'], id }],
      ['/api/admin/offer/check', { id }],
      ['/api/admin/offer/trash', { _method: 'DELETE', trash_list: JSON.stringify([id]) }],
      ['/api/admin/offer', { _method: 'PUT', delete_list: JSON.stringify([id]) }],
      ['/api/admin/contracts', { _method: 'PATCH', id: 1 }],
    ];
    for (const [url, body] of cases) {
      const res = await post(url, body);
      expect({ url, body, status: res.statusCode, errors: Object.keys(res.json().errors ?? {}) }).toEqual({
        url,
        body,
        status: 422,
        errors: ['_method'],
      });
    }
    const form = await postForm('/api/admin/offer/check', { _method: 'FOO', id: String(id) });
    expect(form.statusCode).toBe(422);
    expect(form.json()).toEqual({
      success: false,
      message: 'The given data was invalid.',
      data: null,
      errors: { _method: 'Value must be one of: PUT' },
    });
    expect(await tableSnapshot(t.app.db)).toEqual(before);
  });

  test("the body rules of the route `_method` names still hold: the PUT's required list is required", async () => {
    const res = await post('/api/admin/offer/trash', { _method: 'PUT' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ trash_list: 'Value is required' });
  });

  test('every other write is a plain PUT or DELETE: a POST with `_method` finds no route, and its body is not read', async () => {
    const id = await t.app.db
      .insertInto('contact_messages')
      .values({
        company_name: 'A',
        name: 'Ayşe',
        email: 'a@example.com',
        phone: '1',
        message: 'x',
        ip: null,
        dedupe_key: null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
    const before = await tableSnapshot(t.app.db);
    for (const [url, payload] of [
      ['/api/admin/languages/active', { _method: 'PUT', abbr: 'tr' }],
      ['/api/admin/contact/check', { _method: 'PUT', id }],
      ['/api/admin/offer/uncheck', { _method: 'PUT', id }],
    ] as const) {
      const res = await post(url, payload);
      // Answered before the body is read: the connection closes with the answer.
      expect({ url, status: res.statusCode, body: res.json(), connection: res.headers.connection }).toEqual({
        url,
        status: 404,
        body: { success: false, message: 'Not Found', data: null },
        connection: 'close',
      });
    }
    expect(await tableSnapshot(t.app.db)).toEqual(before);
    // The same writes as PUT.
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/contact/check', headers: t.headers(t.bearer), payload: { id } }))
        .statusCode,
    ).toBe(200);
  });

  test('an overridden request still needs the CSRF token, and a broken body is still a 400', async () => {
    const id = await offer();
    const refused = await post('/api/admin/offer/check', { _method: 'PUT', id }, { authorization: `Bearer ${t.bearer}` });
    expect(refused.statusCode).toBe(403);
    expect(await offerRow(id)).toMatchObject({ check: 0 });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/offer/check',
      headers: { ...t.headers(t.bearer), 'content-type': 'application/json' },
      payload: '{"_method": "PUT", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: 'The request body is not valid JSON.', data: null });
  });
});
