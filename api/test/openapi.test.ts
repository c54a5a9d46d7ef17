import { compileErrors, validate } from '@readme/openapi-parser';
import { buildTestApp, type TestApp } from './helpers';
import { apiRoutes, routeKey } from './security/routes';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };

  beforeAll(async () => {
    t = await buildTestApp({ distRoot: null });
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
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) missing.push(routeKey(route));
      else if (!operation.tags?.length || !operation.summary) undocumented.push(routeKey(route));
    }
    expect({ missing, undocumented }).toEqual({ missing: [], undocumented: [] });
    // Only the document itself (registered on the root before the test's route hook) may be left out of it.
    expect(hidden.filter((key) => key !== 'GET /api/docs/json')).toEqual([]);
    expect(apiRoutes(t.routes).length).toBeGreaterThan(10);
  });
});
