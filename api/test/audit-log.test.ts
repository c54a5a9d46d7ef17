/**
 * The audit log (docs/architecture.md "The audit log"): every admin write, sign-in and failed sign-in leaves one
 * record with the fields it changed, before → after, in the write's own transaction; secrets never appear; only
 * Süper Yönetici reads it.
 */
import { sql } from 'kysely';
import type { AuditRecord } from '@vitrin/shared-libs/types/audit';
import { nowIso } from '../src/lib/time';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  buildLoggedInApp,
  describeEngines,
  resetWithToken,
  signInAs,
  type TestApp,
} from './helpers';
import { client, type Client, createCategory, createProduct } from './catalogue-fixtures';

describeEngines('audit log (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;
  let editor: string;
  let adminId: number;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    editor = await signInAs(t, 'Editör');
    adminId = (await t.app.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(() => t.close());

  const records = async () => (await t.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).length;
  /** The records written by `write`, newest last, as GET /api/admin/audit-log gives them. */
  const recordsOf = async (write: () => Promise<unknown>): Promise<AuditRecord[]> => {
    const before = await records();
    await write();
    const added = (await records()) - before;
    if (added === 0) return [];
    const res = await api.get(`/api/admin/audit-log?per_page=${added}`);
    expect(res.statusCode).toBe(200);
    return (res.body.data.data as AuditRecord[]).reverse();
  };
  const oneRecordOf = async (write: () => Promise<unknown>): Promise<AuditRecord> => {
    const added = await recordsOf(write);
    expect(added).toHaveLength(1);
    return added[0]!;
  };

  it('records a product create, update and delete with who, where and the changed fields', async () => {
    const category = await createCategory(api, 'air_springs', 'Bellows', 'Körükler');
    let id = 0;
    const created = await oneRecordOf(async () => {
      id = (await createProduct(api, { category_id: category.id, code: 'AU-1', name_en: 'Bellow', name_tr: 'Körük' })).id;
    });
    expect(created).toMatchObject({
      user: { id: adminId, email: ADMIN_EMAIL },
      action: 'create',
      entity: 'product',
      entity_id: String(id),
      ip: '127.0.0.1',
    });
    expect(created.changes).toMatchObject({ name_en: { before: null, after: 'Bellow' }, code: { before: null, after: 'AU-1' } });

    const updated = await oneRecordOf(() =>
      api.put(`/api/admin/products/${id}`, {
        section: 'air_springs',
        category_id: category.id,
        code: 'AU-1',
        name_en: 'Air bellow',
        name_tr: 'Körük',
      }),
    );
    expect(updated).toMatchObject({ action: 'update', entity: 'product', entity_id: String(id) });
    expect(updated.changes).toEqual({ name_en: { before: 'Bellow', after: 'Air bellow' } });

    const deleted = await oneRecordOf(() => api.del(`/api/admin/products/${id}`));
    expect(deleted).toMatchObject({ action: 'delete', entity: 'product', entity_id: String(id) });
    expect(deleted.changes).toMatchObject({ name_en: { before: 'Air bellow', after: null } });
  });

  it('records a reorder as the weights that changed', async () => {
    const category = await createCategory(api, 'spare_parts', 'Pistons', 'Pistonlar');
    const a = await createProduct(api, { section: 'spare_parts', category_id: category.id, code: 'Q-1', name_en: 'A' });
    const b = await createProduct(api, { section: 'spare_parts', category_id: category.id, code: 'Q-2', name_en: 'B' });
    const record = await oneRecordOf(() =>
      api.put('/api/admin/products/queue', {
        section: 'spare_parts',
        queue: [
          { id: a.id, queue: 9 },
          { id: b.id, queue: 8 },
        ],
      }),
    );
    expect(record).toMatchObject({ action: 'reorder', entity: 'product', entity_id: 'spare_parts' });
    expect(Object.keys(record.changes!).sort()).toEqual([`#${a.id}`, `#${b.id}`].sort());
    expect(record.changes![`#${a.id}`]!.after).toBe(9);
  });

  it('records settings, languages, an inbox move and an order status', async () => {
    const settings = await oneRecordOf(() => api.put('/api/admin/settings/site', { keywords: 'körük,piston' }));
    expect(settings).toMatchObject({ action: 'update', entity: 'site_settings', entity_id: null });
    expect(settings.changes!.keywords!.after).toBe('körük,piston');

    const language = await oneRecordOf(() => api.post('/api/admin/languages', { abbr: 'de' }));
    expect(language).toMatchObject({ action: 'create', entity: 'language', entity_id: 'de' });
    expect(language.changes!.lang).toEqual({ before: null, after: 'Deutsch' });
    const active = await oneRecordOf(() => api.put('/api/admin/languages/active', { abbr: 'de' }));
    expect(active).toMatchObject({ action: 'activate', changes: { is_active: { before: 0, after: 1 } } });

    const message = await t.app.db
      .insertInto('contact_messages')
      .values({
        company_name: 'A.Ş.',
        name: 'Ayşe',
        email: 'ayse@example.com',
        phone: '1',
        message: 'Merhaba',
        ip: null,
        dedupe_key: null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = await oneRecordOf(() => api.put('/api/admin/contact/check', { id: message.id }));
    expect(read).toMatchObject({ action: 'read', entity: 'contact_message', entity_id: String(message.id) });
    expect(read.changes).toEqual({ check: { before: 0, after: 1 } });
    const trashed = await oneRecordOf(() => api.put('/api/admin/contact/trash', { trash_list: [message.id] }));
    expect(trashed).toMatchObject({ action: 'trash', changes: { section: { before: 'mail', after: 'trash' } } });

    const order = await t.app.db
      .insertInto('orders')
      .values({
        company_name: 'Otobüs A.Ş.',
        name: 'Canan',
        email: 'canan@example.com',
        phone: '3',
        country: 'Türkiye',
        city: 'Bursa',
        address: null,
        note: null,
        kvkk_consent: 1,
        internal_note: null,
        ip: null,
        dedupe_key: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const status = await oneRecordOf(() => api.put(`/api/admin/orders/${order.id}`, { status: 'answered' }));
    expect(status).toMatchObject({ action: 'status', entity: 'order', entity_id: String(order.id) });
    expect(status.changes!.status!.after).toBe('answered');
  });

  it('records users: a create with a password, a role change and a password change, never the password', async () => {
    let id = 0;
    const created = await oneRecordOf(async () => {
      id = (
        await api.post('/api/admin/users', {
          name: 'Deniz',
          email: 'deniz@vitrin.test',
          role_group: 'Editör',
          password: 'Deniz-Pass-123',
        })
      ).body.data.id;
    });
    expect(created).toMatchObject({ action: 'create', entity: 'user', entity_id: String(id) });
    expect(created.changes!.password_hash).toEqual({ before: '[gizli]', after: '[gizli]' });
    expect(created.changes!.role_group).toEqual({ before: null, after: 'Editör' });

    const role = await oneRecordOf(() =>
      api.put(`/api/admin/users/${id}`, { name: 'Deniz', email: 'deniz@vitrin.test', role_group: 'Operatör' }),
    );
    expect(role).toMatchObject({ action: 'update', changes: { role_group: { before: 'Editör', after: 'Operatör' } } });

    const password = await oneRecordOf(() =>
      api.put(`/api/admin/users/${id}/password`, { password: 'Other-Pass-456', password_confirmation: 'Other-Pass-456' }),
    );
    expect(password).toMatchObject({ action: 'password', changes: { password_hash: { before: '[gizli]', after: '[gizli]' } } });
  });

  it('records a sign-in with the account and a failed one with the e-mail tried', async () => {
    const signIn = await oneRecordOf(() => t.login());
    expect(signIn).toMatchObject({
      action: 'sign_in',
      entity: 'user',
      entity_id: String(adminId),
      user: { id: adminId, email: ADMIN_EMAIL },
    });
    const failed = await oneRecordOf(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: t.headers(),
        payload: { email: 'nobody@vitrin.test', password: 'Wrong-Pass-1' },
      }),
    );
    expect(failed).toMatchObject({
      action: 'sign_in_failed',
      user: { id: null, name: null, email: 'nobody@vitrin.test' },
      changes: null,
    });
  });

  it('records content writes through the shared helpers: a page by its key, a link and an order of links', async () => {
    const page = await oneRecordOf(() =>
      api.put('/api/admin/contents/about-us', { title_en: 'About us', title_tr: 'Hakkımızda' }),
    );
    expect(page).toMatchObject({ action: 'update', entity: 'page', entity_id: 'about_us' });
    expect(page.changes!.title_tr).toEqual({ before: null, after: 'Hakkımızda' });

    let first = 0;
    const created = await oneRecordOf(async () => {
      first = (
        await api.post('/api/admin/settings/social-media', { name: 'Web', uri: 'https://vitrin.example', icon_name: 'bi-globe' })
      ).body.data.id;
    });
    expect(created).toMatchObject({
      action: 'create',
      entity: 'social_media',
      changes: { uri: { before: null, after: 'https://vitrin.example' } },
    });
    const second = (
      await api.post('/api/admin/settings/social-media', { name: 'Blog', uri: 'https://blog.example', icon_name: 'bi-globe' })
    ).body.data.id;
    const order = await oneRecordOf(() => api.post('/api/admin/settings/social-media/queue', { queue: [first, second] }));
    expect(order).toMatchObject({ action: 'reorder', entity: 'social_media' });
    expect(order.changes![`#${first}`]!.after).toBe(2);

    const lift = await oneRecordOf(() => api.post('/api/admin/login-locks/lift', { key: 'ip:203.0.113.9' }));
    expect(lift).toMatchObject({
      action: 'delete',
      entity: 'login_lock',
      changes: { key: { before: 'ip:203.0.113.9', after: null } },
    });
  });

  it('leaves no record for a write the rules refuse or one that fails inside its transaction', async () => {
    expect(await recordsOf(() => api.post('/api/admin/products', { section: 'air_springs', code: '' }))).toEqual([]);
    // A product of a category that does not exist is refused inside the transaction.
    const refused = await recordsOf(async () => {
      const res = await api.post('/api/admin/products', {
        section: 'air_springs',
        category_id: 99999,
        code: 'NO-1',
        name_en: 'None',
      });
      expect(res.statusCode).toBe(422);
    });
    expect(refused).toEqual([]);
    expect(await recordsOf(() => api.del('/api/admin/products/99999'))).toEqual([]);
  });

  it('undoes the write when its record cannot be written', async () => {
    const category = await createCategory(api, 'air_springs', 'Kept', 'Saklı');
    const product = await createProduct(api, { category_id: category.id, code: 'RB-1', name_en: 'Kept name' });
    const before = await records();
    await sql`ALTER TABLE audit_log RENAME TO audit_log_away`.execute(t.app.db);
    try {
      const res = await api.put(`/api/admin/products/${product.id}`, {
        section: 'air_springs',
        category_id: category.id,
        code: 'RB-1',
        name_en: 'Lost name',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE audit_log_away RENAME TO audit_log`.execute(t.app.db);
    }
    expect(await records()).toBe(before);
    expect((await api.get(`/api/admin/products/${product.id}`)).body.data.name_en).toBe('Kept name');
  });

  it('keeps every password, hash and token out of the log', async () => {
    await api.put('/api/admin/users/1/password', { password: 'Admin-Pass-456', password_confirmation: 'Admin-Pass-456' });
    const hashes = await t.app.db.selectFrom('users').select('password_hash').execute();
    const sessions = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    // A password reset by link: its token is in the mail only.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: t.headers(),
      payload: { email: ADMIN_EMAIL },
    });
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('kind', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    const token = /sifre-yenile#([\w-]+)/.exec(mail.text)![1]!;
    const reset = await resetWithToken(t, token);
    expect(reset.statusCode).toBe(200);
    const all = JSON.stringify(await t.app.db.selectFrom('audit_log').selectAll().execute());
    expect(all).toContain('password_reset');
    for (const secret of [
      ADMIN_PASSWORD,
      'Admin-Pass-456',
      'Deniz-Pass-123',
      'Other-Pass-456',
      token,
      t.bearer,
      ...hashes.map((h) => h.password_hash),
      ...sessions.map((s) => s.token_hash),
    ]) {
      expect(all).not.toContain(secret);
    }
    t.bearer = await t.login();
    api = client(t, t.bearer);
  });

  it('is for Süper Yönetici only, and filters by user, entity, id, action and dates', async () => {
    const refused = await t.app.inject({ url: '/api/admin/audit-log', headers: t.headers(editor) });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit-log', headers: t.headers() })).statusCode).toBe(401);

    const list = async (query: string) => {
      const res = await api.get(`/api/admin/audit-log?per_page=100&${query}`);
      expect(res.statusCode).toBe(200);
      return res.body.data as { total: number; data: AuditRecord[] };
    };
    const users = await list('entity=user');
    expect(users.total).toBeGreaterThan(0);
    expect(users.data.every((r) => r.entity === 'user')).toBe(true);
    const failed = await list('action=sign_in_failed');
    expect(failed.data.map((r) => r.user.email)).toEqual(['nobody@vitrin.test']);
    const mine = await list(`user=${adminId}&action=create&entity=language`);
    expect(mine.data.map((r) => r.entity_id)).toEqual(['de']);
    const byId = await list(`entity=language&entity_id=de`);
    expect(byId.data.map((r) => r.action)).toEqual(['activate', 'create']);
    const today = nowIso().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe((await list('')).total);
    expect((await list('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const oldest = await list('sort=created_at');
    expect(oldest.data[0]!.id).toBeLessThan(oldest.data[1]!.id);
    expect((await api.get('/api/admin/audit-log?from=yesterday')).statusCode).toBe(422);
  });
});
