import { compileErrors, validate } from '@readme/openapi-parser';
import { envelope, int, object } from '@vitrin/shared-libs/schemas/wire';
import { ok } from '../src/lib/http';
import { responseAjv } from '../src/plugins/response-check';
import { buildTestApp, type TestApp } from './helpers';
import { apiRoutes, routeKey } from './security/routes';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

interface Answer {
  content?: Record<string, { schema?: object }>;
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: Record<string, Answer> }>>;
  };

  beforeAll(async () => {
    t = await buildTestApp({
      distRoot: null,
      // Two routes that promise `{ count: integer }`: one keeps the promise, one answers a string.
      beforeReady: (app) => {
        const response = envelope(object({ count: int }));
        app.get('/test/kept', { schema: { hide: true, response } }, async () => ok({ count: 3 }));
        app.get('/test/broken', { schema: { hide: true, response } }, async () => ok({ count: 'three' }));
      },
    });
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  test('is served at /api/docs/json and validates as OpenAPI 3', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
  });

  test('lists every registered /api route, each with tags and a summary', () => {
    const hidden: string[] = [];
    const missing: string[] = [];
    const undocumented: string[] = [];
    for (const route of apiRoutes(t.routes)) {
      if ((route.schema as { hide?: boolean } | undefined)?.hide) {
        hidden.push(routeKey(route));
        continue;
      }
      // A prefix's '/' route answers with and without the trailing slash; the document names it with one.
      const path = openApiPath(route.url);
      const operation = (doc.paths[path] ?? doc.paths[`${path}/`])?.[route.method.toLowerCase()];
      if (!operation) missing.push(routeKey(route));
      else if (!operation.tags?.length || !operation.summary) undocumented.push(routeKey(route));
    }
    expect({ missing, undocumented }).toEqual({ missing: [], undocumented: [] });
    // Only the document itself (registered on the root before the test's route hook) may be left out of it.
    expect(hidden.filter((key) => key !== 'GET /api/docs/json')).toEqual([]);
    expect(apiRoutes(t.routes).length).toBeGreaterThan(10);
  });

  test('gives every route a success answer with a schema, and the error envelope for 4xx and 5xx', () => {
    const incomplete: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const answers = operation.responses ?? {};
        const success = Object.entries(answers).filter(([status]) => /^2\d\d$/.test(status));
        const described = (answer: Answer) => Object.values(answer.content ?? {}).some((media) => media.schema);
        if (success.length === 0 || !success.every(([, answer]) => described(answer)))
          incomplete.push(`${method} ${path} (success)`);
        for (const status of ['4XX', '5XX']) {
          if (!answers[status] || !described(answers[status])) incomplete.push(`${method} ${path} (${status})`);
        }
      }
    }
    expect(incomplete).toEqual([]);
  });

  test("every route's response schemas compile (the check compiles each on its route's first answer)", () => {
    const ajv = responseAjv();
    const failing: string[] = [];
    let compiled = 0;
    for (const route of t.routes) {
      const responses = (route.schema as { response?: Record<string, object> } | undefined)?.response ?? {};
      for (const [status, schema] of Object.entries(responses)) {
        try {
          ajv.compile(schema);
          compiled += 1;
        } catch (error) {
          failing.push(`${routeKey(route)} (${status}): ${(error as Error).message}`);
        }
      }
    }
    expect(failing).toEqual([]);
    expect(compiled).toBeGreaterThan(200);
  });

  test('an answer that breaks its response schema is a 500 in the tests, naming the field', async () => {
    const kept = await t.app.inject({ url: '/test/kept' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ success: true, message: 'OK', data: { count: 3 } });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const broken = await t.app.inject({ url: '/test/broken' });
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toEqual({ success: false, message: 'Internal Server Error', data: null });
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/GET \/test\/broken \(200\).*\/data\/count must be integer/));
    } finally {
      error.mockRestore();
    }
  });
});
