import { nowIso } from '../src/lib/time';
import { pageQuery, paginate } from '../src/lib/paging';
import { buildTestApp, describeEngines, type TestApp } from './helpers';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

describeEngines('paginate (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    const created_at = nowIso();
    await t.app.db
      .insertInto('contact_messages')
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          name: `Kişi ${i + 1}`,
          email: `k${i + 1}@example.com`,
          phone: '5550000000',
          company_name: i % 3 === 0 ? 'Teklif A.Ş.' : 'Soru Ltd.',
          message: 'Merhaba',
          created_at,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  const query = (company?: string) => {
    let q = t.app.db.selectFrom('contact_messages').select(['id', 'name']).orderBy('id', 'desc');
    if (company) q = q.where('company_name', '=', company);
    return q;
  };

  test('a page of rows with the total under the same filters', async () => {
    const first = await paginate(query(), 1, 20);
    expect(first).toMatchObject({ current_page: 1, last_page: 3, per_page: 20, total: 45 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]!.name).toBe('Kişi 45');

    const last = await paginate(query(), 3, 20);
    expect(last.data.map((r) => r.name)).toEqual(['Kişi 5', 'Kişi 4', 'Kişi 3', 'Kişi 2', 'Kişi 1']);

    const filtered = await paginate(query('Teklif A.Ş.'), 1, 10);
    expect(filtered).toMatchObject({ total: 15, last_page: 2, per_page: 10 });
    expect(filtered.data).toHaveLength(10);
  });

  test('past the end is empty, nothing found still has last_page 1, sizes are clamped', async () => {
    expect(await paginate(query(), 9, 20)).toMatchObject({ data: [], current_page: 9, last_page: 3, total: 45 });
    expect(await paginate(query('Yok'), 1, 20)).toMatchObject({ data: [], current_page: 1, last_page: 1, total: 0 });
    expect(await paginate(query(), 1, 1000)).toMatchObject({ per_page: 100, last_page: 1, total: 45 });
  });
});

describe('pageQuery', () => {
  test('pageQuery validates a route querystring: defaults, bounds and the search length', async () => {
    const app = await buildTestApp({
      engine: 'sqlite',
      distRoot: null,
      beforeReady: (a) => {
        a.get(
          '/api/test-paging',
          { schema: { querystring: { type: 'object', properties: pageQuery } } },
          async (request) => request.query,
        );
      },
    });
    try {
      expect((await app.app.inject({ url: '/api/test-paging' })).json()).toEqual({ page: 1, per_page: 20, search: '' });
      expect((await app.app.inject({ url: '/api/test-paging?page=2&per_page=100&search=abc' })).json()).toEqual({
        page: 2,
        per_page: 100,
        search: 'abc',
      });
      for (const bad of ['page=0', 'per_page=101', 'per_page=0', 'page=x', `search=${'a'.repeat(101)}`]) {
        const res = await app.app.inject({ url: `/api/test-paging?${bad}` });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual([bad.split('=')[0]]);
      }
    } finally {
      await app.close();
    }
  });
});
