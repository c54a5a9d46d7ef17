import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_EMAIL, buildLoggedInApp, describeEngines, type RegisteredRoute, type TestApp } from './helpers';
import { BOUNDARY, multipart } from './multipart';
import { demoIds, MINIMAL_FORMS, MINIMAL_ORDER, NO_OPTIONAL_PARTS } from './security/minimal-forms';
import { apiRoutes, concreteUrl, routeKey, UNSAFE_METHODS } from './security/routes';
import { tableSnapshot } from './security/snapshot';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

/*
 * Property-based bad input for every route that takes a body, found in the app's OpenAPI document (new routes
 * are covered without touching this file; a route missing from the document fails the first test). At the end
 * the suite prints how many requests it sent to each route. Each route is first sent `{}`: the fields its 422 names are its
 * required fields. Then fast-check sends missing fields, wrong types, overlong strings, unknown fields, broken
 * JSON and broken multipart, as the signed-in Süper Yönetici with a valid CSRF token (a field allowed one value
 * only — a method override's `_method` — is sent right where a probe aims at another). Every answer must be a
 * 4xx envelope (a 422 naming the field), never a 5xx, and no table may change.
 * FUZZ_RUNS sets the runs per property and engine (default 10: each engine draws its own inputs, so a run sends 20
 * draws per property and route in all, as one engine at 20 did; docs/testing.md, "One thing, one place").
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** Overlong bodies are up to 1 MB each: fewer of them. */
const OVERLONG_RUNS = Math.max(3, Math.floor(RUNS / 4));

/** Keys that name Object.prototype members: code that looks a key up in a plain object finds a function there. */
const PROTOTYPE_KEYS = ['valueOf', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'isPrototypeOf', 'toLocaleString'];
const prototypeKeyed = fc.dictionary(
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null), fc.constant({}), fc.constant([])),
  { minKeys: 1, maxKeys: 3 },
);

/** Values that are not a scalar, whatever type a field expects. */
const wrongType = fc.oneof(
  prototypeKeyed,
  // Two or more non-numbers: the JSON-schema routes take a one-item list as its item (ajv's coerceTypes: 'array'),
  // and a list of numbers is a valid id list or queue.
  fc.array(fc.oneof(fc.constant(null), fc.constant({}), fc.constant([]), fc.boolean()), {
    minLength: 2,
    maxLength: 3,
  }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fc.integer(), fc.string(), fc.constant(null)), {
    minKeys: 1,
    maxKeys: 3,
  }),
  fc.array(fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.integer(), { minKeys: 1 }), {
    minLength: 1,
    maxLength: 3,
  }),
  fc.constant({ nested: { deeper: [1, 2, { x: 'y' }] } }),
);

/**
 * Strings no field should accept: 200,000–900,000 characters (rich text included), so a JSON body stays
 * under the 1 MB body limit at most just; a 413 for the whole body is a refusal too.
 */
const overlong = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 20 }).filter((seed) => seed.trim() !== ''),
    fc.integer({ min: 200_000, max: 900_000 }),
  )
  .map(([seed, length]) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length));

const unknownFields = fc.oneof(
  fc.dictionary(
    fc.string({ minLength: 1, maxLength: 30 }).map((key) => `zz_${key}`),
    fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.boolean(), fc.constant(null)),
    { minKeys: 1, maxKeys: 5 },
  ),
  prototypeKeyed,
);

/** Text that JSON.parse refuses. */
const brokenJson = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 200 }),
    fc.constantFrom('{', '{"a":', '{"email": "x",}', "{'a':1}", '[1,2', '{"a":1}}', 'nul', '{"a":"\\x"}', '\u0000'),
  )
  .filter((text) => {
    if (text.trim() === '') return false;
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** Multipart bodies a parser must refuse or find empty: random bytes, cut-off parts, wrong or missing boundaries. */
const brokenMultipart = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 500 }).map((bytes) => ({ boundary: BOUNDARY, body: Buffer.from(bytes) })),
  fc.string({ maxLength: 100 }).map((text) => ({
    boundary: BOUNDARY,
    body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${text}`),
  })),
  fc.string({ maxLength: 100 }).map((text) => ({
    boundary: BOUNDARY,
    body: Buffer.from(`--other\r\nContent-Disposition: form-data; name="x"\r\n\r\n${text}\r\n--other--\r\n`),
  })),
  fc.constant({ boundary: '', body: Buffer.from('--\r\n\r\n') }),
  fc.constant({
    boundary: BOUNDARY,
    body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
  }),
);

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: BodySchema }> } } | undefined>>;
}

interface BodySchema {
  properties?: Record<string, { enum?: unknown[] }>;
  required?: string[];
}

/**
 * The required fields of a route's body that allow one value only (the `_method` of a method override's POST, which
 * names the one route it stands for): a probe aimed at another field sends these right, so that it reaches the field.
 */
function fixedFields(document: OpenApiDocument, route: RegisteredRoute): Record<string, unknown> {
  const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  return Object.fromEntries(
    (schema?.required ?? []).flatMap((name) => {
      const allowed = schema?.properties?.[name]?.enum;
      return allowed?.length === 1 ? [[name, allowed[0]]] : [];
    }),
  );
}

/** The document's POST/PUT/PATCH/DELETE operations under /api, as routes (`{id}` written `:id`). */
function bodyRoutesOf(document: OpenApiDocument): RegisteredRoute[] {
  return Object.entries(document.paths)
    .filter(([url]) => url.startsWith('/api/'))
    .flatMap(([url, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method) => UNSAFE_METHODS.has(method))
        .map((method): RegisteredRoute => ({
          method,
          url: url.replace(/\{(\w+)\}/g, ':$1'),
          schema: undefined,
        })),
    );
}

interface Probe {
  route: RegisteredRoute;
  /** The fields a `{}` body is refused for; empty when the route took `{}` or refused it without naming fields. */
  required: string[];
  /** Required fields with one allowed value, and that value (fixedFields). */
  fixed: Record<string, unknown>;
}

describeEngines('bad input on every route with a body (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let probes: Probe[] = [];
  let before: Record<string, string>;
  let sent = 0;
  const perRoute = new Map<string, number>();
  let documented: RegisteredRoute[] = [];

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine, demo: true });
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    documented = bodyRoutesOf(document);
    probes = [];
    for (const route of documented) {
      const res = await send(route, { json: {} });
      const errors = res.statusCode === 422 ? ((res.json() as { errors?: Record<string, string> }).errors ?? {}) : {};
      probes.push({ route, required: Object.keys(errors).filter((field) => field !== '_'), fixed: fixedFields(document, route) });
    }
    // Taken after the `{}` probes: a route that accepts `{}` may legitimately have stored something.
    before = await tableSnapshot(t.app.db, ['sessions']);
  }, 120_000);
  afterAll(async () => {
    const lines = [...perRoute]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `  ${String(count).padStart(5)}  ${key}`);
    process.stdout.write(`bad input (${engine}): ${sent} requests to ${perRoute.size} routes\n${lines.join('\n')}\n`);
    await t.close();
  });

  function send(
    route: RegisteredRoute,
    body: { json: unknown } | { raw: string | Buffer; contentType: string },
  ): Promise<LightMyRequestResponse> {
    const json = 'json' in body;
    // Each request from an address of its own, so per-IP throttles (public forms, login) never answer first.
    sent += 1;
    perRoute.set(routeKey(route), (perRoute.get(routeKey(route)) ?? 0) + 1);
    return t.app.inject({
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      method: route.method as 'POST',
      url: concreteUrl(route.url),
      headers: { ...t.headers(t.bearer), 'content-type': json ? 'application/json' : body.contentType },
      payload: json ? JSON.stringify(body.json) : body.raw,
    });
  }

  /** A refusal as the client sees it: 4xx, the envelope, a message; a 422 names at least one field. */
  function expectRefusal(probe: Probe, what: string, res: LightMyRequestResponse, field?: string) {
    const body = res.json() as { success: boolean; message: string; data: unknown; errors?: Record<string, string> };
    const context = { route: routeKey(probe.route), what };
    const status = res.statusCode >= 400 && res.statusCode < 500 ? '4xx' : `${res.statusCode} ${res.body.slice(0, 300)}`;
    expect({ ...context, status }).toEqual({ ...context, status: '4xx' });
    expect({ ...context, success: body.success, data: body.data, message: typeof body.message }).toEqual({
      ...context,
      success: false,
      data: null,
      message: 'string',
    });
    if (res.statusCode === 422) {
      expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
      if (field) {
        // form_data is the JSON envelope of a whole form: its refusals name the form's own fields.
        const named =
          field === 'form_data' ||
          Object.keys(body.errors!).some((key) => key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`));
        expect({ ...context, field, named, errors: body.errors }).toEqual({
          ...context,
          field,
          named: true,
          errors: body.errors,
        });
      }
    }
  }

  const withRequired = () => probes.filter((p) => p.required.length > 0);

  test('the routes with a body are found, and those that need fields name them for an empty body', () => {
    expect(probes.map((p) => routeKey(p.route))).toEqual(expect.arrayContaining(['POST /api/auth/login']));
    // The document lists every unsafe /api route the app serves, so none escapes this suite.
    const served = apiRoutes(t.routes)
      .filter((r) => UNSAFE_METHODS.has(r.method))
      .map(routeKey)
      .sort();
    expect(documented.map(routeKey).sort()).toEqual(served);
    expect(withRequired().length).toBeGreaterThan(0);
  });

  test('missing required fields: 422 naming a missing field', async () => {
    for (const probe of withRequired()) {
      await fc.assert(
        fc.asyncProperty(
          fc.subarray(probe.required, { minLength: 1 }),
          fc.dictionary(fc.constantFrom(...probe.required), fc.string({ maxLength: 30 })),
          async (missing, values) => {
            const body = Object.fromEntries(Object.entries(values).filter(([key]) => !missing.includes(key)));
            const res = await send(probe.route, { json: body });
            expectRefusal(probe, `missing ${missing.join(', ')}`, res);
            if (res.statusCode === 422) {
              // It names a field that is missing, or one that was sent with a value it refuses.
              const errors = Object.keys((res.json() as { errors: Record<string, string> }).errors);
              const known = [...missing, ...probe.required, ...Object.keys(body)];
              const named = errors.some((key) =>
                known.some((f) => key === f || key.startsWith(`${f}.`) || key.startsWith(`${f}[`)),
              );
              expect({ route: routeKey(probe.route), missing, errors, named }).toEqual({
                route: routeKey(probe.route),
                missing,
                errors,
                named: true,
              });
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
  });

  test('a wrong type (object, array) in a field: 4xx naming that field', async () => {
    for (const probe of withRequired()) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...probe.required), wrongType, async (field, value) => {
          const res = await send(probe.route, { json: { ...probe.fixed, [field]: value } });
          expectRefusal(probe, `wrong type in ${field}`, res, field);
        }),
        { numRuns: RUNS },
      );
    }
  });

  test('an overlong string in a field: 4xx naming that field', async () => {
    for (const probe of withRequired()) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...probe.required), overlong, async (field, value) => {
          const body = Object.fromEntries(probe.required.map((key) => [key, key === field ? value : (probe.fixed[key] ?? 'a')]));
          const res = await send(probe.route, { json: body });
          // The other fields hold 'a', which a route may refuse first (a JSON schema checked before the yup
          // schema, say): then the answer names those instead.
          const others = Object.keys((res.json() as { errors?: Record<string, string> }).errors ?? {}).filter(
            (key) => key !== field && probe.required.includes(key),
          );
          expectRefusal(probe, `overlong ${field}`, res, others.length > 0 ? undefined : field);
        }),
        { numRuns: OVERLONG_RUNS },
      );
    }
  });

  test('a list field of 200,000 items (a body of commas) is refused with a 422 naming it, not a 500', async () => {
    const LIST_FIELDS = ['queue', 'delete_list', 'trash_list', 'file_list', 'category_ids'];
    const listProbes = withRequired().filter((p) => p.required.some((field) => LIST_FIELDS.includes(field)));
    expect(listProbes.length).toBeGreaterThan(0);
    for (const probe of listProbes) {
      for (const field of probe.required.filter((f) => LIST_FIELDS.includes(f))) {
        for (const value of [','.repeat(200_000), '1,'.repeat(100_000)]) {
          const body = Object.fromEntries(
            probe.required.map((key) => [key, key === field ? value : (probe.fixed[key] ?? 'air_springs')]),
          );
          const res = await send(probe.route, { json: body });
          expectRefusal(probe, `${field} of 200,000 items`, res);
          expect({ route: routeKey(probe.route), status: res.statusCode }).toEqual({ route: routeKey(probe.route), status: 422 });
        }
      }
    }
  });

  // Found by seed 1337937430: `form_data` = {"valueOf":""} made yup call Object.prototype.valueOf as a field
  // schema (a 500), and a keyword list of non-strings reached String methods. Kept as fixed cases.
  test('prototype-named keys and lists of non-strings: 4xx naming a field, never a 500', async () => {
    const route = (method: string, url: string) => probes.find((p) => p.route.method === method && p.route.url === url)!;
    const cases: [Probe, unknown][] = [
      [route('POST', '/api/admin/contracts'), { form_data: { valueOf: '' } }],
      [route('POST', '/api/admin/contracts'), { form_data: JSON.stringify({ toString: 'x', constructor: 1 }) }],
      [route('PUT', '/api/admin/settings/site'), { keywords: [null] }],
      [route('PUT', '/api/admin/settings/site'), { keywords: [{}] }],
      [route('PUT', '/api/admin/settings/site'), { keywords: [[]] }],
    ];
    for (const probe of withRequired()) {
      for (const key of PROTOTYPE_KEYS)
        cases.push([probe, Object.fromEntries([...probe.required.map((f) => [f, { [key]: '' }]), [key, '']])]);
    }
    for (const [probe, body] of cases) {
      const res = await send(probe.route, { json: body });
      expectRefusal(probe, `prototype-named keys ${JSON.stringify(body).slice(0, 80)}`, res);
    }
  });

  test('unknown fields do not get past validation: still 4xx naming the required fields', async () => {
    for (const probe of withRequired()) {
      await fc.assert(
        fc.asyncProperty(unknownFields, async (extra) => {
          const res = await send(probe.route, { json: extra });
          expectRefusal(probe, `unknown fields ${Object.keys(extra).join(', ')}`, res);
        }),
        { numRuns: RUNS },
      );
    }
  });

  test('broken JSON: 400 "The request body is not valid JSON."', async () => {
    for (const probe of probes) {
      await fc.assert(
        fc.asyncProperty(brokenJson, async (text) => {
          const res = await send(probe.route, { raw: text, contentType: 'application/json' });
          expectRefusal(probe, `broken JSON ${JSON.stringify(text).slice(0, 40)}`, res);
          expect({ route: routeKey(probe.route), status: res.statusCode, message: res.json().message }).toEqual({
            route: routeKey(probe.route),
            status: 400,
            message: 'The request body is not valid JSON.',
          });
        }),
        { numRuns: RUNS },
      );
    }
  });

  test('broken multipart: 4xx, never 5xx', async () => {
    for (const probe of probes) {
      await fc.assert(
        fc.asyncProperty(brokenMultipart, async ({ boundary, body }) => {
          const contentType = boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data';
          const res = await send(probe.route, { raw: body, contentType });
          expectRefusal(probe, 'broken multipart', res);
        }),
        { numRuns: RUNS },
      );
    }
  });

  test('after all of it, every table is as it was', async () => {
    expect(await tableSnapshot(t.app.db, ['sessions'])).toEqual(before);
  });
});

/*
 * Input a database cannot hold, in the address as well as the body (docs/validation.md, "What the database cannot
 * hold"): a NUL character, ids past the integer column, non-finite and huge numbers, `page=1e999`. PostgreSQL
 * refuses each with an error of its own, SQLite some: found by an outside probe (71 × 500 on PostgreSQL). Every
 * answer is a 4xx, on both engines, on every route of the app's own route list.
 */
describeEngines('input a database cannot hold, on every route (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let sent = 0;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine, demo: true });
  }, 120_000);
  afterAll(() => t.close());

  function send(method: string, url: string, body?: unknown): Promise<LightMyRequestResponse> {
    sent += 1;
    return t.app.inject({
      remoteAddress: `10.200.${(sent >> 8) & 255}.${sent & 255}`,
      method: method as 'POST',
      url,
      headers: { ...t.headers(t.bearer), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }

  /** Every 5xx a test met, listed whole at its end (one failure does not hide the others). */
  let serverErrors: string[] = [];
  beforeEach(() => {
    serverErrors = [];
  });
  afterEach(() => expect(serverErrors).toEqual([]));
  const notServerError = (what: string, res: LightMyRequestResponse) => {
    if (res.statusCode >= 500) serverErrors.push(`${what} → ${res.statusCode}`);
  };

  test('a huge or NUL path parameter, on every route that takes one: never a 5xx', async () => {
    const withParams = apiRoutes(t.routes).filter((route) => /:\w+/.test(route.url));
    expect(withParams.length).toBeGreaterThan(20);
    for (const route of withParams) {
      for (const value of ['99999999999999999999', '-99999999999999999999', '1e308', '%00', 'a%00b']) {
        const url = route.url.replace(/:[A-Za-z_]\w*/g, value);
        const res = await send(route.method, url, UNSAFE_METHODS.has(route.method) ? {} : undefined);
        notServerError(`${route.method} ${url}`, res);
      }
    }
  });

  test('a NUL character, a huge id, 1e308 and a non-finite number in each field of every body: 4xx naming it', async () => {
    const routes = apiRoutes(t.routes).filter((route) => UNSAFE_METHODS.has(route.method));
    for (const route of routes) {
      const url = concreteUrl(route.url);
      const probe = await send(route.method, url, {});
      const fields = Object.keys((probe.json() as { errors?: Record<string, string> }).errors ?? {}).filter((f) => f !== '_');
      for (const field of [...fields, 'id']) {
        for (const value of ['a\u0000b', 1e20, 1e308, -1e308]) {
          const body = Object.fromEntries(fields.map((key) => [key, key === field ? value : 'a']));
          if (!fields.includes(field)) body[field] = value;
          notServerError(`${route.method} ${url} ${field}=${JSON.stringify(value)}`, await send(route.method, url, body));
        }
      }
      // JSON itself can say 1e999 (Infinity once parsed).
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...t.headers(t.bearer), 'content-type': 'application/json' },
        payload: `{"id":1e999${fields.map((f) => `,"${f}":1e999`).join('')}}`,
      });
      notServerError(`${route.method} ${url} 1e999`, res);
    }
  });

  test('a NUL character in a public form sent as multipart: 422 naming the field, nothing stored', async () => {
    const { multipart } = await import('./multipart');
    for (const url of ['/api/contact', '/api/human-resources', '/api/offers', '/api/orders']) {
      const form = multipart({
        name: 'Ayşe\u0000',
        company_name: 'A',
        email: 'a@example.com',
        phone: '+90 555 111 22 33',
        message: 'x\u0000y',
      });
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...t.headers(), 'content-type': form.contentType },
        payload: form.payload,
      });
      notServerError(`POST ${url} multipart with NUL`, res);
      expect({ url, status: res.statusCode }).toEqual({ url, status: res.statusCode === 404 ? 404 : 422 });
    }
  });

  test('page=1e999 and other numbers a list cannot take, on every GET route: never a 5xx', async () => {
    const gets = apiRoutes(t.routes).filter((route) => route.method === 'GET');
    for (const route of gets) {
      for (const query of [
        'page=1e999',
        'page=99999999999999999999',
        'per_page=1e999',
        'page=-1e999',
        'search=%00',
        'lang=%00',
      ]) {
        const url = `${concreteUrl(route.url)}?${query}`;
        notServerError(`GET ${url}`, await send('GET', url));
      }
    }
  });

  test('pages whose address holds a NUL or a huge number answer 404, not 500', async () => {
    for (const url of [
      '/product/%00',
      '/news/%00',
      '/products/%00',
      '/categories/%00',
      '/api/pages/product/%00',
      '/api/pages/contract/99999999999999999999',
      '/?lang=%00',
      '/news?page=1e999',
    ]) {
      const res = await t.app.inject({ url });
      notServerError(`GET ${url}`, res);
      if (url.split('?')[0]!.includes('%00')) expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });
});

/*
 * Every admin form sent with only what it requires (docs/security.md, "Request bodies, limits and timeouts"): no
 * optional field, list or file. A brand saved without a logo answered 500 on PostgreSQL (an empty key list became
 * `in ()`), while the probes above, which never send a valid form, could not reach it.
 */
describeEngines('every admin form with its optional parts left out (%s)', (engine) => {
  let t: TestApp & { bearer: string };

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine, demo: true });
    // The demo has no order: one from the cart, itself sent without its optional parts (address, note).
    const product = await t.app.db.selectFrom('products').select('token').orderBy('id').executeTakeFirstOrThrow();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: t.headers(),
      payload: { ...MINIMAL_ORDER, lines: [{ token: product.token, quantity: 1 }] },
    });
    expect(order.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  test('every admin route with a body is listed as a form or as having no optional part', () => {
    const adminBodyRoutes = apiRoutes(t.routes)
      .filter((route) => UNSAFE_METHODS.has(route.method) && route.url.startsWith('/api/admin/'))
      .map(routeKey)
      .sort();
    const listed = [...Object.keys(MINIMAL_FORMS), ...NO_OPTIONAL_PARTS].sort();
    expect(listed).toEqual(adminBodyRoutes);
  });

  test('each form, sent with only its required parts, is saved (2xx)', async () => {
    const admin = await t.app.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
    const ids = await demoIds(t.app.db, admin.id);
    const answers: string[] = [];
    for (const [key, form] of Object.entries(MINIMAL_FORMS)) {
      const { url, body, files } = await form(ids);
      const sent = files
        ? multipart({ ...(body as Record<string, string>), ...files })
        : { payload: JSON.stringify(body), contentType: 'application/json' };
      const res = await t.app.inject({
        method: key.split(' ')[0] as 'POST',
        url,
        headers: { ...t.headers(t.bearer), 'content-type': sent.contentType },
        payload: sent.payload,
      });
      answers.push(`${key} → ${res.statusCode}${res.statusCode < 300 ? '' : ` ${res.body.slice(0, 300)}`}`);
    }
    expect(answers).toEqual(
      Object.keys(MINIMAL_FORMS).map((key) => expect.stringMatching(new RegExp(`^${escape(key)} → 2\\d\\d$`))),
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
