import { buildTestApp, describeEngines, type TestApp } from './helpers';

describeEngines('response envelope (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      beforeReady: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  });
  afterAll(() => t.close());

  test('a successful call is { success: true, message, data }', async () => {
    const res = await t.app.inject({ url: '/api/pages/all-languages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toEqual({ success: true, message: 'OK', data: expect.any(Array) });
  });

  test('an unknown /api path is a 404 envelope, for GET and for POST', async () => {
    const get = await t.app.inject({ url: '/api/no-such-thing' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ success: false, message: 'Not Found', data: null });

    const post = await t.app.inject({ method: 'POST', url: '/api/pages/no-such-thing', headers: t.headers(), payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ success: false, message: 'Not Found', data: null });
  });

  test('invalid input is a 422 with a message per field', async () => {
    const query = await t.app.inject({ url: '/api/pages/content' });
    expect(query.statusCode).toBe(422);
    expect(query.json()).toEqual({
      success: false,
      message: 'The given data was invalid.',
      data: null,
      errors: { page: 'Value is required' },
    });

    const body = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: t.headers(), payload: {} });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toMatchObject({
      success: false,
      data: null,
      errors: { email: '* Bu Alan Zorunlu', password: '* Bu Alan Zorunlu' },
    });
  });

  test('malformed JSON is a 400 that says so, without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...t.headers(), 'content-type': 'application/json' },
      payload: '{"email": "admin@vitrin.test", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.', data: null });
    expect(res.body).not.toMatch(/stack|at .*\.js|node_modules/);
  });

  test('an unsupported content type is a 400 that names it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...t.headers(), 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.data).toBeNull();
    expect(body.message).toMatch(/application\/xml/);
  });

  test('a server error hides its message and stack', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Internal Server Error', data: null });
    expect(res.body).not.toContain('hunter2');
  });

  test('the OpenAPI document lists the routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/pages/categories', '/api/admin/status']),
    );
  });
});
