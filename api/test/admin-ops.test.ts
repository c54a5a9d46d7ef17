/** The admin's operations: inboxes, orders, users and role groups, support requests, dashboard statistics. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { INBOX_KINDS, inboxOf } from '@vitrin/shared-libs/registry/inboxes';
import { hashPassword } from '../src/modules/auth/tokens';
import { createUser } from '../src/modules/users/repo';
import { CV_FOLDER, cvFileQuery } from '../src/modules/inbox/admin-repo';
import { SUPPORT_FOLDER } from '../src/modules/support/repo';
import { pdf, png } from './content-support';
import { multipart, type MultipartValue } from './multipart';
import { nowIso } from '../src/lib/time';
import { buildLoggedInApp, describeEngines, insertApplicationWithCv, insertOffer, rowCount, type TestApp } from './helpers';

describeEngines('admin operations (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let editor: string;
  let operator: string;
  let operatorId: number;

  const call = (bearer: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...t.headers(bearer), ...(options.headers ?? {}) } });
  const admin = (options: InjectOptions) => call(t.bearer, options);

  const contact = (name: string, extra: Partial<{ check: number; section: string; created_at: string }> = {}) =>
    t.app.db
      .insertInto('contact_messages')
      .values({
        company_name: 'Yolcu Taşıma A.Ş.',
        name,
        email: `${name.toLowerCase()}@example.com`,
        phone: '+90 212 000 00 00',
        message: `Merhaba, ${name} yazıyor`,
        ip: null,
        dedupe_key: null,
        created_at: nowIso(),
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    const password_hash = await hashPassword('Staff-Pass-1');
    await createUser(t.app.db, { name: 'Ece Editör', email: 'editor@vitrin.test', password_hash, role_group: 'Editör' });
    operatorId = await createUser(t.app.db, {
      name: 'Onur Operatör',
      email: 'operator@vitrin.test',
      password_hash,
      role_group: 'Operatör',
    });
    editor = await t.login('editor@vitrin.test', 'Staff-Pass-1');
    operator = await t.login('operator@vitrin.test', 'Staff-Pass-1');
  }, 60_000);
  afterAll(() => t.close());

  describe('inboxes', () => {
    test('list, search, unread count, check, trash and delete from the trash', async () => {
      const ayse = await contact('Ayse');
      const mehmet = await contact('Mehmet', { check: 1 });

      const list = await admin({ url: '/api/admin/contact?page=1&section=mail&search=' });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
      expect(
        list
          .json()
          .data.data.map((m: { name: string }) => m.name)
          .sort(),
      ).toEqual(['Ayse', 'Mehmet']);

      const found = await admin({ url: '/api/admin/contact?section=mail&search=MEHM' });
      expect(found.json().data.data.map((m: { id: number }) => m.id)).toEqual([mehmet]);

      expect((await admin({ url: '/api/admin/contact/not-check-count' })).json().data).toBe(1);

      const checked = await admin({ method: 'PUT', url: '/api/admin/contact/check', payload: { id: ayse } });
      expect(checked.statusCode).toBe(200);
      expect(checked.json().data.unread).toBe(0);
      expect((await admin({ url: '/api/admin/contact/not-check-count' })).json().data).toBe(0);

      // Marked unread again: the count comes back; an unknown id is a 404, an editor a 403.
      const unchecked = await admin({ method: 'PUT', url: '/api/admin/contact/uncheck', payload: { id: ayse } });
      expect(unchecked.json()).toMatchObject({ success: true, data: { id: ayse, check: 0, unread: 1 } });
      expect((await admin({ url: '/api/admin/contact/not-check-count' })).json().data).toBe(1);
      expect((await admin({ method: 'PUT', url: '/api/admin/contact/uncheck', payload: { id: 999999 } })).statusCode).toBe(404);
      expect((await call(editor, { method: 'PUT', url: '/api/admin/contact/uncheck', payload: { id: ayse } })).statusCode).toBe(
        403,
      );
      await admin({ method: 'PUT', url: '/api/admin/contact/check', payload: { id: ayse } });
      expect((await admin({ url: '/api/admin/contact/not-check-count' })).json().data).toBe(0);

      // Deleting straight from the mail section does nothing: only the trash is emptied.
      const early = await admin({
        method: 'DELETE',
        url: '/api/admin/contact',
        payload: { delete_list: JSON.stringify([ayse]) },
      });
      expect(early.json().data.deleted).toBe(0);

      const trashed = await admin({
        method: 'PUT',
        url: '/api/admin/contact/trash',
        payload: { trash_list: JSON.stringify([ayse]) },
      });
      expect(trashed.json()).toMatchObject({ success: true, message: 'Çöpe Taşındı', data: { moved: 1 } });
      const trash = await admin({ url: '/api/admin/contact?section=trash' });
      expect(trash.json().data.data.map((m: { id: number }) => m.id)).toEqual([ayse]);

      const deleted = await admin({
        method: 'DELETE',
        url: '/api/admin/contact',
        payload: { delete_list: [ayse] },
      });
      expect(deleted.json()).toMatchObject({ success: true, message: 'Silindi', data: { deleted: 1 } });
      const left = await t.app.db.selectFrom('contact_messages').select('id').execute();
      expect(left.map((row) => row.id)).toEqual([mehmet]);
    });

    test('a message in the trash is restored to mail, unread again in the counter; one in mail is left as it is', async () => {
      const can = await contact('Can');
      await admin({ method: 'PUT', url: '/api/admin/contact/trash', payload: { trash_list: JSON.stringify([can]) } });
      const before = (await admin({ url: '/api/admin/contact/not-check-count' })).json().data as number;
      const restored = await admin({
        method: 'PUT',
        url: '/api/admin/contact/restore',
        payload: { restore_list: JSON.stringify([can]) },
      });
      expect(restored.json()).toMatchObject({
        success: true,
        message: 'Geri Yüklendi',
        data: { restored: 1, unread: before + 1 },
      });
      const mail = await admin({ url: '/api/admin/contact?section=mail&search=Can' });
      expect(mail.json().data.data.map((m: { id: number }) => m.id)).toEqual([can]);
      // Already in mail: nothing moves.
      const again = await admin({ method: 'PUT', url: '/api/admin/contact/restore', payload: { restore_list: [can] } });
      expect(again.json().data.restored).toBe(0);
      const bad = await admin({ method: 'PUT', url: '/api/admin/contact/restore', payload: { restore_list: 'x' } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('restore_list');
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/contact/restore',
        headers: t.headers(),
        payload: { restore_list: [can] },
      });
      expect(refused.statusCode).toBe(401);
    });

    test('bad id lists are a 422 naming the field, and nothing changes', async () => {
      const id = await contact('Zeynep');
      for (const trash_list of ['', '[]', 'not json', '["x"]', '[-1]']) {
        const res = await admin({ method: 'PUT', url: '/api/admin/contact/trash', payload: { trash_list } });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty('trash_list');
      }
      const row = await t.app.db.selectFrom('contact_messages').select('section').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.section).toBe('mail');
      expect((await admin({ method: 'PUT', url: '/api/admin/contact/check', payload: { id: 999999 } })).statusCode).toBe(404);
    });

    test('offers and human-resources answer the same calls; a CV downloads only with a staff token', async () => {
      await insertOffer(t.app);
      const offers = await admin({ url: '/api/admin/offer?section=mail' });
      expect(offers.json().data.data[0]).toMatchObject({ product_code: 'AS-1001', quantity: 4, check: 0 });
      expect((await admin({ url: '/api/admin/offer/not-check-count' })).json().data).toBe(1);

      const folder = path.join(t.config.uploadsDir, CV_FOLDER, '2026', '11');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'cv-abc.pdf'), '%PDF-1.4 test cv');
      const application = await insertApplicationWithCv(t.app, `${CV_FOLDER}/2026/11/cv-abc.pdf`, 16);
      const list = await admin({ url: '/api/admin/human-resources' });
      expect(list.json().data.data[0]).toMatchObject({ name: 'Deniz', position: 'Satış', cv_name: 'Özgeçmiş.pdf' });

      const cv = await call(operator, { url: `/api/admin/human-resources/${application.id}/cv` });
      expect(cv.statusCode).toBe(200);
      expect(cv.headers['content-type']).toContain('application/pdf');
      expect(cv.headers['content-disposition']).toContain('attachment');
      expect(cv.body).toBe('%PDF-1.4 test cv');
      expect((await t.app.inject({ url: `/api/admin/human-resources/${application.id}/cv` })).statusCode).toBe(401);
      // Never under the public /uploads/ path, however the path is written.
      for (const url of [
        `/uploads/${CV_FOLDER}/2026/11/cv-abc.pdf`,
        '/uploads/%63v/2026/11/cv-abc.pdf',
        '/uploads/x/../cv/2026/11/cv-abc.pdf',
      ]) {
        expect((await t.app.inject({ url })).statusCode).toBe(404);
      }
      expect((await call(editor, { url: `/api/admin/human-resources/${application.id}/cv` })).statusCode).toBe(403);

      // Deleting the application from the trash removes its CV too.
      await admin({ method: 'PUT', url: '/api/admin/human-resources/trash', payload: { trash_list: `[${application.id}]` } });
      await admin({ method: 'DELETE', url: '/api/admin/human-resources', payload: { delete_list: `[${application.id}]` } });
      expect(
        await t.app.db.selectFrom('files').select('id').where('id', '=', application.fileId).executeTakeFirst(),
      ).toBeUndefined();
    });

    test('one message opens by its id in either section (the staff mail links to it); an unknown id is a 404', async () => {
      const berk = await contact('Berk');
      const opened = await admin({ url: `/api/admin/contact/${berk}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data).toMatchObject({
        id: berk,
        name: 'Berk',
        message: 'Merhaba, Berk yazıyor',
        section: 'mail',
        check: 0,
      });
      await admin({ method: 'PUT', url: '/api/admin/contact/trash', payload: { trash_list: [berk] } });
      expect((await admin({ url: `/api/admin/contact/${berk}` })).json().data.section).toBe('trash');
      const missing = await admin({ url: '/api/admin/contact/999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Mesaj bulunamadı');
      expect((await admin({ url: '/api/admin/offer/abc' })).statusCode).toBe(422);
      expect((await call(editor, { url: `/api/admin/contact/${berk}` })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/admin/contact/${berk}` })).statusCode).toBe(401);
    });

    test("a CV is read from its own inbox's table, whichever inbox holds CVs", () => {
      for (const kind of INBOX_KINDS) {
        const { sql } = cvFileQuery(t.app.db, kind, 1).compile();
        expect(sql).toContain(`from "${inboxOf(kind).table}" as "m"`);
        expect(sql).toContain('"m"."cv_file_id"');
        if (kind !== 'human-resources') expect(sql).not.toContain('human_resources_messages');
      }
    });

    test('an operator may read the inboxes, an editor may not; no token is a 401', async () => {
      expect((await call(operator, { url: '/api/admin/contact' })).statusCode).toBe(200);
      expect((await call(editor, { url: '/api/admin/contact' })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/admin/offer/not-check-count' })).statusCode).toBe(401);
    });
  });

  describe('orders', () => {
    let orderId: number;
    beforeAll(async () => {
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
          note: 'Acil',
          kvkk_consent: 1,
          internal_note: null,
          ip: null,
          dedupe_key: null,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orderId = order.id;
      await t.app.db
        .insertInto('order_lines')
        .values([
          { order_id: orderId, product_id: null, product_token: 'tok-1', code: '1K8-001', name: 'Körük', quantity: 2 },
          { order_id: orderId, product_id: null, product_token: 'tok-2', code: '1K8-002', name: 'Piston', quantity: 1 },
        ])
        .execute();
    });

    test('list with search and status filter, show with lines, change status and note', async () => {
      const list = await admin({ url: '/api/admin/orders?page=1&status=new&search=bursa' });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toMatchObject({ total: 1, data: [{ id: orderId, line_count: 2, status: 'new' }] });
      expect((await admin({ url: '/api/admin/orders?search=1K8-002' })).json().data.total).toBe(1);
      expect((await admin({ url: '/api/admin/orders?status=closed' })).json().data.total).toBe(0);
      // The customer's reference, typed any way they wrote it down.
      await t.app.db.updateTable('orders').set({ reference: 'Q-2026-KG223' }).where('id', '=', orderId).execute();
      for (const typed of ['Q-2026-KG223', 'q2026kg223', 'Q 2026 KG223', 'kg223'])
        expect([
          typed,
          (await admin({ url: `/api/admin/orders?search=${encodeURIComponent(typed)}` })).json().data.total,
        ]).toEqual([typed, 1]);

      const show = await admin({ url: `/api/admin/orders/${orderId}` });
      expect(show.json().data).toMatchObject({
        note: 'Acil',
        check: 1,
        lines: [{ code: '1K8-001', quantity: 2 }, { code: '1K8-002' }],
      });

      const changed = await call(operator, {
        method: 'PUT',
        url: `/api/admin/orders/${orderId}`,
        payload: { status: 'in_review', internal_note: 'Fiyat hazırlanıyor' },
      });
      expect(changed.json()).toMatchObject({ success: true, data: { status: 'in_review', internal_note: 'Fiyat hazırlanıyor' } });
    });

    test("a line keeps the code and name it was ordered under; staff also see the product's Turkish name now", async () => {
      const at = nowIso();
      const category = await t.app.db
        .insertInto('categories')
        .values({ section: 'air_springs', seo_name: 'order-line-names', image_id: null, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const product = await t.app.db
        .insertInto('products')
        .values({
          token: 'tok-names',
          code: 'HK-777',
          code_folded: 'hk777',
          section: 'air_springs',
          category_id: category.id,
          sub_category_id: null,
          seo_name: 'hk-777',
          created_at: at,
          updated_at: at,
        })
        .returning(['id', 'token', 'code'])
        .executeTakeFirstOrThrow();
      const texts = { name_folded: null, short_description: null, description: null, seo_title: null, seo_description: null };
      await t.app.db
        .insertInto('product_translations')
        .values([
          { product_id: product.id, lang: 'en', name: 'Air spring', ...texts },
          { product_id: product.id, lang: 'tr', name: 'Hava körüğü', ...texts },
        ])
        .execute();
      const turkish = { name: 'Hava körüğü' };
      await t.app.db
        .insertInto('order_lines')
        .values({
          order_id: orderId,
          product_id: product.id,
          product_token: product.token,
          code: product.code,
          name: 'Air spring ordered in English',
          quantity: 1,
        })
        .execute();
      type Line = { code: string; name: string; current_name: string | null };
      const lines = (await admin({ url: `/api/admin/orders/${orderId}` })).json().data.lines as Line[];
      expect(lines.find((line) => line.code === product.code)).toMatchObject({
        name: 'Air spring ordered in English',
        current_name: turkish.name,
      });

      // A Turkish name left empty: only the name the visitor ordered under.
      await t.app.db
        .updateTable('product_translations')
        .set({ name: '' })
        .where('product_id', '=', product.id)
        .where('lang', '=', 'tr')
        .execute();
      const again = (await admin({ url: `/api/admin/orders/${orderId}` })).json().data.lines as Line[];
      expect(again.find((line) => line.code === product.code)).toMatchObject({
        name: 'Air spring ordered in English',
        current_name: null,
      });
      // A line whose product is gone keeps its own name.
      expect(again.find((line) => line.code === '1K8-001')).toMatchObject({ name: 'Körük', current_name: null });
    });

    test('a wrong status is a 422, an unknown order a 404, an editor a 403', async () => {
      const bad = await admin({ method: 'PUT', url: `/api/admin/orders/${orderId}`, payload: { status: 'shipped' } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('status');
      expect((await admin({ url: '/api/admin/orders/999999' })).statusCode).toBe(404);
      expect((await call(editor, { url: '/api/admin/orders' })).statusCode).toBe(403);
    });
  });

  describe('users and role groups', () => {
    test('role groups in data.data; create, read, update, reset password, deactivate', async () => {
      expect((await admin({ url: '/api/admin/role/groups' })).json().data.data).toEqual(['Süper Yönetici', 'Editör', 'Operatör']);

      const created = await admin({
        method: 'POST',
        url: '/api/admin/users',
        payload: { name: 'Yeni Kişi', email: 'New@Vitrin.test', role_group: 'Editör', password: 'First-Pass-1' },
      });
      expect(created.statusCode).toBe(200);
      const user = created.json().data;
      expect(user).toMatchObject({ name: 'Yeni Kişi', email: 'new@vitrin.test', role_group: 'Editör', is_active: true });
      expect(user).not.toHaveProperty('password_hash');

      const dup = await admin({
        method: 'POST',
        url: '/api/admin/users',
        payload: { name: 'X', email: 'new@vitrin.test', role_group: 'Editör', password: 'First-Pass-1' },
      });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toHaveProperty('email');

      const updated = await admin({
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        payload: { name: 'Yeni Ad', email: 'new@vitrin.test', role_group: 'Operatör' },
      });
      expect(updated.json().data).toMatchObject({ name: 'Yeni Ad', role_group: 'Operatör' });
      expect((await admin({ url: `/api/admin/users/${user.id}` })).json().data.name).toBe('Yeni Ad');

      const reset = await admin({
        method: 'PUT',
        url: `/api/admin/users/${user.id}/password`,
        payload: { password: 'Second-Pass-2' },
      });
      expect(reset.statusCode).toBe(200);
      const token = await t.login('new@vitrin.test', 'Second-Pass-2');
      expect((await call(token, { url: '/api/admin/orders' })).statusCode).toBe(200);

      const off = await admin({ method: 'PUT', url: `/api/admin/users/${user.id}/deactivate` });
      expect(off.json().data.is_active).toBe(false);
      // Deactivation ends the user's sessions at once.
      expect((await call(token, { url: '/api/admin/status' })).statusCode).toBe(401);

      const list = await admin({ url: '/api/admin/users?search=yeni' });
      expect(list.json().data.data.map((u: { email: string }) => u.email)).toEqual(['new@vitrin.test']);
    });

    test('the last active Süper Yönetici can be neither deactivated nor demoted; others cannot manage users', async () => {
      const me = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('role_group', '=', 'Süper Yönetici')
        .executeTakeFirstOrThrow();
      const off = await admin({ method: 'PUT', url: `/api/admin/users/${me.id}/deactivate` });
      expect(off.statusCode).toBe(422);
      // Not even with a second Süper Yönetici: nobody deactivates their own account.
      const second = await createUser(t.app.db, {
        name: 'İkinci Yönetici',
        email: 'second-admin@vitrin.test',
        password_hash: await hashPassword('Staff-Pass-1'),
        role_group: 'Süper Yönetici',
      });
      const self = await admin({ method: 'PUT', url: `/api/admin/users/${me.id}/deactivate` });
      expect(self.json()).toMatchObject({ success: false, message: 'Kendi hesabınızı pasif yapamazsınız!' });
      const other = await admin({ method: 'PUT', url: `/api/admin/users/${second}/deactivate` });
      expect(other.statusCode).toBe(200);
      const demote = await admin({
        method: 'PUT',
        url: `/api/admin/users/${me.id}`,
        payload: { name: 'Site Yöneticisi', email: 'admin@vitrin.test', role_group: 'Editör' },
      });
      expect(demote.statusCode).toBe(422);
      expect(demote.json().errors).toHaveProperty('role_group');
      expect((await admin({ url: '/api/admin/status' })).statusCode).toBe(200);

      const bad = await admin({
        method: 'POST',
        url: '/api/admin/users',
        payload: { name: '', email: 'nope', role_group: 'Kral', password: '1' },
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'password', 'role_group']);

      expect((await call(editor, { url: '/api/admin/users' })).statusCode).toBe(403);
      expect((await call(operator, { url: `/api/admin/users/${operatorId}` })).statusCode).toBe(403);
      expect((await call(operator, { url: '/api/admin/role/groups' })).statusCode).toBe(403);
    });
  });

  describe('support requests', () => {
    test('an operator creates one and sees it in the history with its status', async () => {
      const created = await call(operator, {
        method: 'POST',
        url: '/api/admin/support',
        payload: { subject: 'Ürün görseli yüklenmiyor', category: 'bug', message: 'Yükleme sırasında hata veriyor.' },
      });
      expect(created.statusCode).toBe(200);
      const list = await call(operator, { url: '/api/admin/support' });
      expect(list.json().data.data[0]).toMatchObject({
        subject: 'Ürün görseli yüklenmiyor',
        category: 'bug',
        status: 'open',
        user_name: 'Onur Operatör',
      });
      // The staff mail links to the one request, which reads the same with its message.
      const one = await call(operator, { url: `/api/admin/support/${created.json().data.id}` });
      expect(one.json().data).toEqual(list.json().data.data[0]);
      expect(one.json().data.message).toBe('Yükleme sırasında hata veriyor.');
      expect((await call(operator, { url: '/api/admin/support/999999' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/admin/support/${created.json().data.id}` })).statusCode).toBe(401);
    });

    const sendForm = (bearer: string, fields: Record<string, MultipartValue>) => {
      const form = multipart(fields);
      return call(bearer, {
        method: 'POST',
        url: '/api/admin/support',
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      });
    };
    const fields = { subject: 'Fiyat listesi', category: 'content_help', message: 'Ekteki listeyi yükler misiniz?' };

    test('a PDF attachment is stored, listed, downloaded by staff and never served publicly', async () => {
      const created = await sendForm(editor, {
        ...fields,
        attachment: { filename: 'Fiyat Listesi.pdf', data: pdf('fiyat'), contentType: 'application/pdf' },
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().data.id as number;
      const row = await t.app.db
        .selectFrom('support_requests')
        .innerJoin('files', 'files.id', 'support_requests.file_id')
        .select(['files.path', 'files.mime', 'files.original_name', 'support_requests.subject'])
        .where('support_requests.id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ subject: 'Fiyat listesi', mime: 'application/pdf', original_name: 'Fiyat Listesi.pdf' });
      expect(row.path.startsWith(`${SUPPORT_FOLDER}/`)).toBe(true);

      const listed = (await call(operator, { url: '/api/admin/support' })).json().data.data as { id: number }[];
      expect(listed.find((r) => r.id === id)).toMatchObject({
        attachment: { name: 'Fiyat Listesi.pdf', mime: 'application/pdf', url: `/api/admin/support/${id}/attachment` },
      });

      const download = await call(operator, { url: `/api/admin/support/${id}/attachment` });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toContain('application/pdf');
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Fiyat%20Listesi.pdf");
      expect(download.rawPayload.equals(pdf('fiyat'))).toBe(true);
      expect((await t.app.inject({ url: `/api/admin/support/${id}/attachment` })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `/uploads/${row.path}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/uploads/x/../${row.path}` })).statusCode).toBe(404);
    });

    test('an image attachment is accepted; a request without one has none to download', async () => {
      const withImage = await sendForm(operator, {
        ...fields,
        attachment: { filename: 'ekran.png', data: await png(), contentType: 'image/png' },
      });
      expect(withImage.statusCode).toBe(200);
      const imageId = withImage.json().data.id as number;
      const image = await call(operator, { url: `/api/admin/support/${imageId}/attachment` });
      expect(image.headers['content-type']).toContain('image/png');

      // A browser's empty file input (no file chosen) is no attachment.
      const plain = await sendForm(operator, { ...fields, attachment: { filename: '', data: Buffer.alloc(0) } });
      expect(plain.statusCode).toBe(200);
      const plainId = plain.json().data.id as number;
      const listed = (await call(operator, { url: '/api/admin/support' })).json().data.data as { id: number }[];
      expect(listed.find((r) => r.id === plainId)).toMatchObject({ attachment: null });
      expect((await call(operator, { url: `/api/admin/support/${plainId}/attachment` })).statusCode).toBe(404);
      expect((await call(operator, { url: '/api/admin/support/999999/attachment' })).statusCode).toBe(404);
    });

    test('a disguised, oversized or doubled attachment is a 422 and nothing is stored', async () => {
      const before = [await rowCount(t.app, 'support_requests'), await rowCount(t.app, 'files')];
      const refusals: [Record<string, MultipartValue | MultipartValue[]>, string][] = [
        // An executable named .pdf and sent as application/pdf: typed by its bytes, refused.
        [
          { attachment: { filename: 'rapor.pdf', data: Buffer.from('MZ\x90\x00 not a pdf'), contentType: 'application/pdf' } },
          'Dosya türü desteklenmiyor',
        ],
        // A Word document is fine for a CV, not for a support request (image or PDF only).
        [
          { attachment: { filename: 'a.doc', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) } },
          'Dosya türü desteklenmiyor',
        ],
        [
          { attachment: { filename: 'buyuk.pdf', data: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]) } },
          'Dosya çok büyük (en fazla 10 MB)',
        ],
        [
          {
            attachment: [
              { filename: 'a.pdf', data: pdf() },
              { filename: 'b.pdf', data: pdf() },
            ],
          },
          'En fazla bir dosya eklenebilir',
        ],
        [{ attachment: 'metin' }, 'Dosya olarak gönderiniz'],
      ];
      for (const [extra, message] of refusals) {
        const form = multipart({ ...fields, ...extra });
        const res = await call(editor, {
          method: 'POST',
          url: '/api/admin/support',
          payload: form.payload,
          headers: { 'content-type': form.contentType },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ message: 'İşlem Başarısız!', errors: { attachment: message } });
        expect(Object.keys(res.json().errors)).toEqual(['attachment']);
      }
      // Missing text fields are refused before any file is written.
      const noText = await sendForm(editor, { attachment: { filename: 'a.pdf', data: pdf() } });
      expect(noText.statusCode).toBe(422);
      expect(Object.keys(noText.json().errors).sort()).toEqual(['category', 'message', 'subject']);
      expect([await rowCount(t.app, 'support_requests'), await rowCount(t.app, 'files')]).toEqual(before);
    });

    test('missing fields are a 422; no token a 401', async () => {
      const bad = await call(editor, { method: 'POST', url: '/api/admin/support', payload: { category: 'other' } });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'message', 'subject']);
      expect((await t.app.inject({ url: '/api/admin/support' })).statusCode).toBe(401);
    });
  });

  describe('dashboard', () => {
    test('counts, 30 days of messages and orders, and the latest five of each inbox', async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString();
      await contact('Dün', { created_at: yesterday });
      const res = await call(operator, { url: '/api/admin/dashboard' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.daily).toHaveLength(30);
      expect(data.daily[29].day).toBe(new Date().toISOString().slice(0, 10));
      expect(data.daily[28].messages).toBeGreaterThanOrEqual(1);
      expect(data.daily[29].orders).toBe(1);
      expect(data.latest.contact.length).toBeLessThanOrEqual(5);
      expect(data.latest.contact.map((m: { name: string }) => m.name)).toContain('Dün');
      expect(data.unread.contact).toBe(data.latest.contact.filter((m: { check: number }) => m.check === 0).length);
    });

    test('every inbox of the registry is served: list and search over its columns, unread count, dashboard entries', async () => {
      const dashboard = (await call(operator, { url: '/api/admin/dashboard' })).json().data;
      for (const kind of INBOX_KINDS) {
        const { unreadKey, searched } = inboxOf(kind);
        const list = await admin({ url: `/api/admin/${kind}?section=mail&search=${encodeURIComponent('zz')}` });
        expect([kind, list.statusCode, list.json().data.current_page]).toEqual([kind, 200, 1]);
        expect(searched.length).toBeGreaterThan(0);
        const count = (await admin({ url: `/api/admin/${kind}/not-check-count` })).json().data;
        expect([kind, dashboard.unread[unreadKey]]).toEqual([kind, count]);
        expect([kind, Array.isArray(dashboard.latest[kind])]).toEqual([kind, true]);
        // The CV route exists only for an inbox whose messages carry one.
        const cv = await admin({ url: `/api/admin/${kind}/999999/cv` });
        expect([kind, cv.statusCode, cv.json().message === 'CV bulunamadı']).toEqual([kind, 404, Boolean(inboxOf(kind).cv)]);
      }
      expect(Object.keys(dashboard.unread)).toHaveLength(INBOX_KINDS.length);
    });

    test('an editor sees the counts but not the messages of inboxes they cannot open', async () => {
      const data = (await call(editor, { url: '/api/admin/dashboard' })).json().data;
      expect(data.latest).toEqual({ contact: [], 'human-resources': [], offer: [] });
      expect(data.unread.contact).toBeGreaterThan(0);
    });
  });
});
