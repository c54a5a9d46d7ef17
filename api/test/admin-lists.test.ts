/**
 * The admin lists sort on the server by the keys of the sort registry (docs/architecture.md, "Lists") and filter by
 * what their rows carry; an order or a filter the list does not know is refused.
 */
import { hashPassword } from '../src/modules/auth/tokens';
import { createUser } from '../src/modules/users/repo';
import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct, type Client } from './catalogue-fixtures';

jest.setTimeout(60_000);

describeEngines('admin lists: sort and filter (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;

  const names = (sent: { body: { data: { data: { name?: string; code?: string }[] } } }) =>
    sent.body.data.data.map((row) => row.name ?? row.code);

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    await t.app.db
      .insertInto('contact_messages')
      .values([
        {
          company_name: 'Firma',
          name: 'Cem',
          email: 'c@example.com',
          phone: '1',
          message: 'a',
          check: 1,
          created_at: '2026-11-02T09:00:00.000Z',
        },
        {
          company_name: 'Firma',
          name: 'Ayla',
          email: 'b@example.com',
          phone: '1',
          message: 'b',
          check: 0,
          created_at: '2026-11-03T23:30:00.000Z',
        },
        {
          company_name: 'Firma',
          name: 'Bora',
          email: 'a@example.com',
          phone: '1',
          message: 'c',
          check: 0,
          created_at: '2026-11-01T08:00:00.000Z',
        },
      ])
      .execute();
    const password_hash = await hashPassword('Staff-Pass-1');
    await createUser(t.app.db, { name: 'Zeki Editör', email: 'zeki@vitrin.test', password_hash, role_group: 'Editör' });
    await createUser(t.app.db, { name: 'Deniz Operatör', email: 'deniz@vitrin.test', password_hash, role_group: 'Operatör' });
  }, 60_000);
  afterAll(() => t.close());

  test('an inbox: newest first, then by sender either way, by read state and by days', async () => {
    expect(names(await api.get('/api/admin/contact'))).toEqual(['Ayla', 'Cem', 'Bora']);
    expect(names(await api.get('/api/admin/contact?sort=name'))).toEqual(['Ayla', 'Bora', 'Cem']);
    expect(names(await api.get('/api/admin/contact?sort=-name'))).toEqual(['Cem', 'Bora', 'Ayla']);
    expect(names(await api.get('/api/admin/contact?sort=email'))).toEqual(['Bora', 'Ayla', 'Cem']);
    expect(names(await api.get('/api/admin/contact?check=0&sort=name'))).toEqual(['Ayla', 'Bora']);
    // Both days included: the 3rd's late message is in, the 1st's is out.
    const days = await api.get('/api/admin/contact?from=2026-11-02&to=2026-11-03&sort=created_at');
    expect(names(days)).toEqual(['Cem', 'Ayla']);
    expect(days.body.data.total).toBe(2);
  });

  test('an order or a filter the list does not know is refused, and nothing else changes', async () => {
    expect((await api.get('/api/admin/contact?sort=password')).statusCode).toBe(422);
    expect((await api.get('/api/admin/contact?check=2')).statusCode).toBe(422);
    expect((await api.get('/api/admin/contact?from=yesterday')).statusCode).toBe(422);
    expect((await api.get('/api/admin/users?sort=password_hash')).statusCode).toBe(422);
  });

  test('users: by name, by role either way, of one role, of one state', async () => {
    expect(names(await api.get('/api/admin/users'))[0]).toBe('Deniz Operatör');
    const byRole = names(await api.get('/api/admin/users?sort=-role_group'));
    expect(byRole.indexOf('Deniz Operatör')).toBeLessThan(byRole.indexOf('Zeki Editör'));
    expect(names(await api.get('/api/admin/users?role_group=Editör'))).toEqual(['Zeki Editör']);
    expect(names(await api.get('/api/admin/users?is_active=0'))).toEqual([]);
  });

  test('products: by code either way, by the Turkish name, active or passive only; each order pages the same', async () => {
    const category = await createCategory(api, 'air_springs', 'Lists Truck', 'Liste Kamyon');
    await createProduct(api, { category_id: category.id, code: 'LS-200', name_en: 'Beta', name_tr: 'Çelik', is_active: 1 });
    await createProduct(api, { category_id: category.id, code: 'LS-100', name_en: 'Alpha', name_tr: 'Zemin', is_active: 0 });
    await createProduct(api, { category_id: category.id, code: 'LS-300', name_en: 'Gamma', name_tr: 'Ana', is_active: 1 });
    const list = (query: string) =>
      api.get(`/api/admin/products?section=air_springs&category_id=${category.id}&${query}`).then((sent) => {
        expect(sent.statusCode).toBe(200);
        return sent.body.data.data.map((row: { code: string }) => row.code);
      });
    expect(await list('sort=code')).toEqual(['LS-100', 'LS-200', 'LS-300']);
    expect(await list('sort=-code')).toEqual(['LS-300', 'LS-200', 'LS-100']);
    // Turkish alphabetical: Ana, Çelik, Zemin.
    expect(await list('sort=name')).toEqual(['LS-300', 'LS-200', 'LS-100']);
    expect(await list('sort=code&is_active=1')).toEqual(['LS-200', 'LS-300']);
    expect(await list('sort=code&is_active=0')).toEqual(['LS-100']);
    expect(await list('sort=code&per_page=2&page=2')).toEqual(['LS-300']);
  });
});
