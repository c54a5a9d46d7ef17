/**
 * History and restore (docs/architecture.md "The audit log", docs/api.md "History"): a record's versions are its
 * audit entries, two can be compared, one can be brought back (itself a new version and an audit entry) and a
 * deleted record comes back from its delete entry at its old address, unless the address is taken since.
 */
import type { HistoryAnswer } from '@vitrin/shared-libs/registry/historyEntities';
import type { AuditRecord } from '@vitrin/shared-libs/types/audit';
import { buildLoggedInApp, describeEngines, signInAs, type TestApp } from './helpers';
import { client, type Client, createCategory, createProduct, createSubCategory, png } from './catalogue-fixtures';
import { pdf, png as picture } from './content-support';

describeEngines('history and restore (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;
  let editor: Client;
  let operator: Client;
  let category: { id: number; seo_name: string };

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    editor = client(t, await signInAs(t, 'Editör'));
    operator = client(t, await signInAs(t, 'Operatör'));
    category = await createCategory(api, 'air_springs', 'Bellows', 'Körükler');
  }, 60_000);
  afterAll(() => t.close());

  const history = async (as: Client, entity: string, id: number | string, query = '') => {
    const res = await as.get(`/api/admin/history/${entity}/${id}${query}`);
    expect(res.statusCode).toBe(200);
    return res.body.data as HistoryAnswer;
  };
  const productFields = (code: string, name: string, extra: Record<string, unknown> = {}) => ({
    section: 'air_springs' as const,
    category_id: category.id,
    code,
    name_en: name,
    name_tr: `${name} TR`,
    ...extra,
  });
  /** The public product page's <title>, as a visitor's browser gets it. */
  const publicTitle = async (seo: string) => {
    const page = await t.app.inject({ url: `/product/${seo}?lang=en` });
    return { status: page.statusCode, title: /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? null };
  };

  it('lists a product’s versions newest first, compares two field by field, and brings an old name back to the public page at once', async () => {
    const product = await createProduct(
      editor,
      productFields('HI-1', 'Old bellow', {
        oem_numbers: [{ manufacturer: 'Firestone', number: 'W01 358' }],
        specs: [{ key: null, value: '390', unit: 'mm', label_en: 'Height', label_tr: 'Yükseklik' }],
      }),
    );
    expect((await publicTitle(product.seo_name)).title).toContain('Old bellow');
    const updated = await editor.put(
      `/api/admin/products/${product.id}`,
      productFields('HI-1', 'New bellow', {
        seo_name: product.seo_name,
        oem_numbers: [{ manufacturer: 'MAN', number: '81.436' }],
        specs: [],
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect((await publicTitle(product.seo_name)).title).toContain('New bellow');

    const listed = await history(editor, 'product', product.id);
    expect(listed.deleted).toBe(false);
    expect(listed.versions.map((v) => v.action)).toEqual(['update', 'create']);
    const [update, create] = listed.versions;
    expect(update!.user.name).toBeTruthy();
    expect(update!.changes.name_en).toEqual({ before: 'Old bellow', after: 'New bellow' });

    const compared = await history(editor, 'product', product.id, `?from=${create!.id}&to=${update!.id}`);
    expect(compared.comparison).toMatchObject({
      from: create!.id,
      to: update!.id,
      changes: {
        name_en: { before: 'Old bellow', after: 'New bellow' },
        name_tr: { before: 'Old bellow TR', after: 'New bellow TR' },
        oem_numbers: {
          before: [{ manufacturer: 'Firestone', number: 'W01 358' }],
          after: [{ manufacturer: 'MAN', number: '81.436' }],
        },
      },
    });

    const restored = await editor.post(`/api/admin/history/product/${product.id}/restore`, { version: create!.id });
    expect(restored.statusCode).toBe(200);
    expect(restored.body.message).toBe('Sürüm geri yüklendi');
    const after = restored.body.data as HistoryAnswer;
    expect(after.versions.map((v) => v.action)).toEqual(['restore', 'update', 'create']);
    expect(after.versions[0]!.changes.name_en).toEqual({ before: 'New bellow', after: 'Old bellow' });

    // The public page and the public API show the restored texts and lists at once.
    expect((await publicTitle(product.seo_name)).title).toContain('Old bellow');
    const detail = (await t.app.inject({ url: `/api/pages/product/${product.seo_name}` })).json().data;
    expect(detail).toMatchObject({
      name_en: 'Old bellow',
      name_tr: 'Old bellow TR',
      oem_numbers: [{ manufacturer: 'Firestone', number: 'W01 358' }],
      specs: [{ value: '390', unit: 'mm', label_en: 'Height', label_tr: 'Yükseklik' }],
    });
    // The search finds it by its restored name (its search text is recomputed).
    const found = (await t.app.inject({ url: '/api/pages/search-products?search=old%20bellow' })).json().data;
    expect(JSON.stringify(found)).toContain('HI-1');

    // The same version again changes nothing: refused with a clear message.
    const again = await editor.post(`/api/admin/history/product/${product.id}/restore`, { version: create!.id });
    expect(again.statusCode).toBe(422);
    expect(again.body.message).toBe('Kayıt zaten bu sürümde: geri yüklenecek bir değişiklik yok');
  });

  it('lists a product’s picture uploads, removals and reordering under the product, and restores the pictures’ order', async () => {
    const product = await createProduct(api, productFields('HI-PIC', 'Pictured'));
    const upload = async (color: string) => {
      const res = await api.multipart(
        `/api/admin/products/${product.id}/files`,
        { gallery_type: 'image', alt_en: color },
        {
          file: { data: await png(color), filename: `${color}.png`, type: 'image/png' },
        },
      );
      expect(res.statusCode).toBe(201);
      return res.body.data.id as number;
    };
    const red = await upload('red');
    const blue = await upload('blue');
    const green = await upload('green');
    const order = async () =>
      (
        await t.app.db
          .selectFrom('product_files')
          .select('id')
          .where('product_id', '=', product.id)
          .orderBy('queue', 'desc')
          .execute()
      ).map((f) => f.id);
    const before = await order();
    const reordered = [...before].reverse();
    expect(
      (await api.put(`/api/admin/products/files-queue/${product.id}`, { gallery_type: 'image', file_list: reordered.join(',') }))
        .statusCode,
    ).toBe(200);
    expect(await order()).toEqual(reordered);
    expect((await api.del(`/api/admin/products/${product.id}/files/${green}`)).statusCode).toBe(200);

    const listed = await history(api, 'product', product.id);
    expect(listed.versions.map((v) => v.action)).toEqual(['remove_file', 'reorder', 'upload', 'upload', 'upload', 'create']);
    const reorder = listed.versions[1]!;
    const lastUpload = listed.versions[2]!;
    expect(reorder.changes.files).toBeDefined();

    const res = await api.post(`/api/admin/history/product/${product.id}/restore`, { version: lastUpload.id });
    expect(res.statusCode).toBe(200);
    // The removed picture's file is gone from storage: the two left come back in their old order.
    expect(await order()).toEqual(before.filter((id) => id !== green));
    expect([red, blue].every((id) => before.includes(id))).toBe(true);
  });

  it('brings a deleted product back from its delete entry at its old address; once back, a second time is refused', async () => {
    const product = await createProduct(
      api,
      productFields('HI-DEL', 'Deleted bellow', { oem_numbers: [{ manufacturer: 'Contitech', number: '4881 N' }] }),
    );
    expect((await api.del(`/api/admin/products/${product.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/pages/product/${product.seo_name}` })).statusCode).toBe(404);
    const entries = await api.get(`/api/admin/audit-log?entity=product&entity_id=${product.id}&action=delete`);
    const deletion = (entries.body.data.data as AuditRecord[])[0]!;

    // Only Süper Yönetici works in the audit log.
    expect((await editor.post(`/api/admin/audit-log/${deletion.id}/restore`, {})).statusCode).toBe(403);
    const restored = await api.post(`/api/admin/audit-log/${deletion.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.body).toMatchObject({
      message: 'Kayıt geri yüklendi',
      data: { entity: 'product', entity_id: String(product.id) },
    });

    const page = await publicTitle(product.seo_name);
    expect(page.status).toBe(200);
    expect(page.title).toContain('Deleted bellow');
    const detail = (await t.app.inject({ url: `/api/pages/product/${product.seo_name}` })).json().data;
    expect(detail).toMatchObject({ id: product.id, name_tr: 'Deleted bellow TR' });
    // The audit log keeps no token: the product comes back with a new cart token, never the redacted text.
    expect(detail.token).toMatch(/^[\w-]{16}$/);
    expect(detail.oem_numbers).toMatchObject([{ manufacturer: 'Contitech', number: '4881 N' }]);
    const listed = await history(api, 'product', product.id);
    expect(listed.versions.map((v) => v.action)).toEqual(['restore', 'delete', 'create']);

    const twice = await api.post(`/api/admin/audit-log/${deletion.id}/restore`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('Kayıt zaten var: silinmiş değil');
  });

  it('a bulk delete leaves one delete entry per product, and each comes back on its own', async () => {
    const one = await createProduct(api, productFields('HI-BULK-1', 'Bulk one'));
    const two = await createProduct(api, productFields('HI-BULK-2', 'Bulk two'));
    const bulk = await api.del('/api/admin/products', { delete_list: JSON.stringify([one.id, two.id]) });
    expect(bulk.body).toMatchObject({ success: true, data: { deleted: 2 } });
    const deletionsOf = async (id: number) =>
      (await api.get(`/api/admin/audit-log?entity=product&entity_id=${id}&action=delete`)).body.data.data as AuditRecord[];
    const [ofOne] = await deletionsOf(one.id);
    expect(await deletionsOf(two.id)).toHaveLength(1);

    expect((await api.post(`/api/admin/audit-log/${ofOne!.id}/restore`, {})).statusCode).toBe(200);
    expect((await publicTitle(one.seo_name)).title).toContain('Bulk one');
    expect((await t.app.inject({ url: `/api/pages/product/${two.seo_name}` })).statusCode).toBe(404);
    expect((await history(api, 'product', one.id)).versions.map((v) => v.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('refuses to bring a deleted product back when its address has been taken since, naming the address', async () => {
    const product = await createProduct(api, productFields('HI-TAKEN', 'Taken', { seo_name: 'taken-address' }));
    await api.del(`/api/admin/products/${product.id}`);
    await createProduct(api, productFields('HI-OTHER', 'Other', { seo_name: 'taken-address' }));
    const entries = await api.get(`/api/admin/audit-log?entity=product&entity_id=${product.id}&action=delete`);
    const deletion = (entries.body.data.data as AuditRecord[])[0]!;
    const refused = await api.post(`/api/admin/audit-log/${deletion.id}/restore`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(
      '“taken-address” adresi artık başka bir kayıtta kullanılıyor: kayıt bu adresle geri yüklenemedi',
    );
    expect((await publicTitle('taken-address')).title).toContain('Other');
  });

  it('restores a category’s names and a contract deleted from the site, with its texts', async () => {
    const created = await createCategory(api, 'air_springs', 'Cabin', 'Kabin');
    const create = (await history(api, 'category', created.id)).versions[0]!;
    const renamed = await api.put(`/api/admin/categories/${created.id}`, {
      form_data: JSON.stringify({ section: 'air_springs', name_en: 'Cab', name_tr: 'Kabin', seo_name: created.seo_name }),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await api.post(`/api/admin/history/category/${created.id}/restore`, { version: create.id })).statusCode).toBe(200);
    const names = await t.app.db
      .selectFrom('category_translations')
      .select(['lang', 'name'])
      .where('category_id', '=', created.id)
      .orderBy('lang')
      .execute();
    expect(names).toEqual([
      { lang: 'en', name: 'Cabin' },
      { lang: 'tr', name: 'Kabin' },
    ]);

    const contract = (
      await api.post('/api/admin/contracts', {
        form_data: { name: 'KVKK', name_en: 'Privacy', content_en: '<p>Privacy text</p>' },
      })
    ).body.data as { id: number; seo_name: string };
    await api.post('/api/admin/contracts', { _method: 'DELETE', id: contract.id });
    expect((await t.app.inject({ url: `/api/pages/contract/${contract.seo_name}?lang=en` })).statusCode).toBe(404);
    const deleted = await history(api, 'contract', contract.id);
    expect(deleted.deleted).toBe(true);
    // From the history too: the version before the delete.
    const beforeDelete = deleted.versions[1]!;
    expect((await api.post(`/api/admin/history/contract/${contract.id}/restore`, { version: beforeDelete.id })).statusCode).toBe(
      200,
    );
    const shown = await t.app.inject({ url: `/api/pages/contract/${contract.seo_name}?lang=en` });
    expect(shown.json().data).toMatchObject({ name: 'Privacy', content_en: '<p>Privacy text</p>' });
  });

  it('restores a sub-category’s names, and brings a deleted one back with its own product list', async () => {
    const sub = await createSubCategory(api, category.id, 'Level valves', 'Seviye valfleri');
    const named = async () => {
      const parent = (await api.get(`/api/admin/categories/${category.id}`)).body.data as {
        sub_categories: { id: number; name_en: string; name_tr: string; seo_name: string }[];
      };
      return parent.sub_categories.find((s) => s.id === sub.id);
    };
    const { seo_name } = (await named())!;
    const create = (await history(api, 'sub_category', sub.id)).versions[0]!;
    const renamed = await api.put(`/api/admin/categories/${sub.id}`, {
      form_data: JSON.stringify({ sub_category: true, name_en: 'Valves', name_tr: 'Valfler' }),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await api.post(`/api/admin/history/sub_category/${sub.id}/restore`, { version: create.id })).statusCode).toBe(200);
    expect(await named()).toMatchObject({ name_en: 'Level valves', name_tr: 'Seviye valfleri', seo_name });

    // Its list, /products/<address>, goes with it and comes back with it.
    const list = () => t.app.inject({ url: `/api/pages/products/${seo_name}?page=1&lang=en` });
    expect((await list()).statusCode).toBe(200);
    expect((await api.del(`/api/admin/categories/${sub.id}?sub_category=1`)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(404);
    const gone = await history(api, 'sub_category', sub.id);
    expect(gone.deleted).toBe(true);
    const back = await api.post(`/api/admin/history/sub_category/${sub.id}/restore`, { version: gone.versions[1]!.id });
    expect(back.statusCode).toBe(200);
    expect(await named()).toMatchObject({ name_en: 'Level valves', seo_name });
    expect((await list()).statusCode).toBe(200);
  });

  it('restores a page’s texts and a page’s meta by their keys; the public page shows them at once', async () => {
    await editor.put('/api/admin/contents/about-us', { title_en: 'About us', body_en: '<p>First</p>' });
    await editor.put('/api/admin/contents/about-us', { title_en: 'About the company', body_en: '<p>Second</p>' });
    const pageHistory = await history(editor, 'page', 'about_us');
    expect(pageHistory.versions[0]!.changes.title_en).toEqual({ before: 'About us', after: 'About the company' });
    const restoredPage = await editor.post('/api/admin/history/page/about_us/restore', { version: pageHistory.versions[1]!.id });
    expect(restoredPage.statusCode).toBe(200);
    const shown = await t.app.inject({ url: '/api/pages/content?page=about_us&lang=en' });
    expect(shown.json().data).toMatchObject({ title_en: 'About us', body_en: '<p>First</p>' });

    await editor.put('/api/admin/page-meta', { key: 'contact', title_en: 'Contact the makers' });
    await editor.put('/api/admin/page-meta', { key: 'contact', title_en: 'Contact us' });
    expect((await t.app.inject({ url: '/contact' })).body).toContain('<title>Contact us</title>');
    const metaHistory = await history(editor, 'page_meta', 'contact');
    expect(
      (await editor.post('/api/admin/history/page_meta/contact/restore', { version: metaHistory.versions[1]!.id })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/contact' })).body).toContain('<title>Contact the makers</title>');
  });

  it('restores a banner by its key, a contact line, a social link and a deleted one, each by its area', async () => {
    await editor.put('/api/admin/breadcrumbs/news', { title_en: 'Newsroom' });
    await editor.put('/api/admin/breadcrumbs/news', { title_en: 'Latest news' });
    const banner = await history(editor, 'breadcrumb', 'news');
    expect(banner.versions[0]!.changes.title_en).toEqual({ before: 'Newsroom', after: 'Latest news' });
    expect(
      (await editor.post('/api/admin/history/breadcrumb/news/restore', { version: banner.versions[1]!.id })).statusCode,
    ).toBe(200);
    const banners = (await editor.get('/api/admin/breadcrumbs')).body.data as { key: string; title_en: string | null }[];
    expect(banners.find((b) => b.key === 'news')?.title_en).toBe('Newsroom');

    const line = (
      await api.post('/api/admin/settings/contact-information', {
        section: 'telefon',
        name: 'Satış',
        content_data: '+90 212 555 01 24',
        lang: 'en',
      })
    ).body.data as { id: number };
    await api.put('/api/admin/settings/contact-information', {
      id: line.id,
      section: 'telefon',
      name: 'Satış',
      content_data: '+90 212 555 09 99',
      lang: 'en',
    });
    const lineHistory = await history(api, 'contact_information', line.id);
    expect(
      (await api.post(`/api/admin/history/contact_information/${line.id}/restore`, { version: lineHistory.versions[1]!.id }))
        .statusCode,
    ).toBe(200);
    const lines = (await api.get('/api/admin/settings/contact-information')).body.data as { id: number; content: string }[];
    expect(lines.find((l) => l.id === line.id)?.content).toBe('+90 212 555 01 24');
    // The contact details are the Süper Yönetici's: an Editör may not read or restore their past.
    expect((await editor.get(`/api/admin/history/contact_information/${line.id}`)).statusCode).toBe(403);

    const link = (await api.post('/api/admin/settings/social-media', { name: 'Web', uri: 'https://vitrin.example' })).body
      .data as { id: number };
    expect((await api.del('/api/admin/settings/social-media', { id: link.id })).statusCode).toBe(200);
    const deleted = (await api.get(`/api/admin/audit-log?entity=social_media&entity_id=${link.id}&action=delete`)).body.data
      .data as { id: number }[];
    expect((await api.post(`/api/admin/audit-log/${deleted[0]!.id}/restore`, {})).statusCode).toBe(200);
    const links = (await api.get('/api/admin/settings/social-media')).body.data as { id: number; uri: string }[];
    expect(links.find((l) => l.id === link.id)?.uri).toBe('https://vitrin.example');
  });

  it('brings a deleted news item back at its address, with its texts', async () => {
    const created = await editor.multipart('/api/admin/media/news', { title_en: 'Fair in Izmir', body_en: '<p>Stand 4</p>' }, {});
    expect(created.statusCode).toBe(200);
    const item = created.body.data as { id: number; seo_name: string };
    expect((await editor.del(`/api/admin/media/news/${item.id}`)).statusCode).toBe(200);
    const detail = () => t.app.inject({ url: `/api/pages/blog/news/${item.seo_name}?lang=en` });
    expect((await detail()).statusCode).toBe(404);
    const gone = await history(editor, 'media_item', item.id);
    expect(gone.deleted).toBe(true);
    const back = await editor.post(`/api/admin/history/media_item/${item.id}/restore`, { version: gone.versions[1]!.id });
    expect(back.statusCode).toBe(200);
    expect((await detail()).json().data).toMatchObject({ title_en: 'Fair in Izmir', body_en: '<p>Stand 4</p>' });
  });

  it('restores a user’s role and active state, never a password', async () => {
    const user = (
      await api.post('/api/admin/users', {
        name: 'Ece',
        email: 'ece@vitrin.test',
        role_group: 'Editör',
        password: 'Ece-Pass-1234',
      })
    ).body.data as { id: number };
    const create = (await history(api, 'user', user.id)).versions[0]!;
    await api.put(`/api/admin/users/${user.id}`, { name: 'Ece', email: 'ece@vitrin.test', role_group: 'Operatör' });
    await api.put(`/api/admin/users/${user.id}/password`, {
      password: 'Other-Pass-456',
      password_confirmation: 'Other-Pass-456',
    });
    const hash = async () =>
      await t.app.db
        .selectFrom('users')
        .select(['password_hash', 'role_group'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
    const before = await hash();
    expect((await api.post(`/api/admin/history/user/${user.id}/restore`, { version: create.id })).statusCode).toBe(200);
    expect(await hash()).toEqual({ password_hash: before.password_hash, role_group: 'Editör' });
    // Users are Süper Yönetici's: an Editör may not read their history.
    expect((await editor.get(`/api/admin/history/user/${user.id}`)).statusCode).toBe(403);
  });

  it('restores the site settings, and keeps an Editör off the scripts', async () => {
    const read = async () => (await api.get('/api/admin/settings/site')).body.data as Record<string, unknown>;
    const start = await read();
    const { can_edit_scripts: _, ...fields } = start;
    await api.put('/api/admin/settings/site', { ...fields, keywords: ['körük'], google_script: '<script>a()</script>' });
    const changed = (await history(api, 'site_settings', 'all')).versions[0]!;
    await api.put('/api/admin/settings/site', { ...fields, keywords: ['yay'], google_script: '<script>b()</script>' });
    // The Editör's restore would change a script: refused, nothing written.
    const refused = await editor.post('/api/admin/history/site_settings/all/restore', { version: changed.id });
    expect(refused.statusCode).toBe(403);
    expect((await read()).keywords).toEqual(['yay']);
    expect((await api.post('/api/admin/history/site_settings/all/restore', { version: changed.id })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ keywords: ['körük'], google_script: '<script>a()</script>' });
  });

  it('undoes an edit of a home slide, a contact icon, a certificate and a catalogue from its history, its file kept', async () => {
    const image = { data: await picture(), filename: 'item.png', type: 'image/png' };
    const document = { data: pdf(), filename: 'catalogue.pdf', type: 'application/pdf' };
    type Row = Record<string, unknown> & { id: number };
    const home = async (part: string) => ((await editor.get('/api/admin/home')).body.data as Record<string, Row[]>)[part]!;
    const listed = async (path: string) => (await editor.get(path)).body.data as Row[];
    const items = [
      { entity: 'home_slide', path: '/api/admin/home/slides', files: { image }, file: 'image', list: () => home('slider') },
      {
        entity: 'home_icon',
        path: '/api/admin/home/icons',
        files: { file_img: image },
        file: 'file_img',
        list: () => home('contact_form_social_icons'),
      },
      {
        entity: 'certificate',
        path: '/api/admin/certificates',
        files: { file: image },
        file: 'file',
        list: () => listed('/api/admin/certificates'),
      },
      {
        entity: 'catalogue',
        path: '/api/admin/catalogues',
        files: { cover: image, file: document },
        file: 'file',
        list: () => listed('/api/admin/catalogues'),
      },
    ] as const;
    for (const { entity, path, files, file, list } of items) {
      const created = await editor.multipart(path, { title_en: 'First title', title_tr: 'İlk başlık' }, files);
      expect([entity, created.statusCode]).toEqual([entity, 200]);
      const item = created.body.data as Row;
      expect([entity, JSON.stringify(item[file]).includes('/uploads/')]).toEqual([entity, true]);
      expect((await editor.put(`${path}/${item.id}`, { title_en: 'Second title' })).statusCode).toBe(200);

      const past = await history(editor, entity, item.id);
      expect([entity, past.versions.map((version) => version.action)]).toEqual([entity, ['update', 'create']]);
      expect(past.versions[0]!.changes.title_en).toEqual({ before: 'First title', after: 'Second title' });
      const back = await editor.post(`/api/admin/history/${entity}/${item.id}/restore`, { version: past.versions[1]!.id });
      expect([entity, back.statusCode]).toEqual([entity, 200]);

      const restored = (await list()).find((row) => row.id === item.id)!;
      expect([entity, restored.title_en, restored.title_tr]).toEqual([entity, 'First title', 'İlk başlık']);
      // The same stored file as before the edit: restoring texts never loses or swaps it.
      expect([entity, restored[file]]).toEqual([entity, item[file]]);
      // The restore is a version of its own.
      expect((await history(editor, entity, item.id)).versions[0]!.action).toBe('restore');
    }
  });

  it('brings a deleted certificate back with its titles; its file, removed with it, is to be uploaded again', async () => {
    const created = await editor.multipart(
      '/api/admin/certificates',
      { title_en: 'ISO 14001', title_tr: 'ISO 14001 Belgesi' },
      { file: { data: pdf('ISO 14001'), filename: 'iso.pdf', type: 'application/pdf' } },
    );
    const item = created.body.data as { id: number };
    expect((await editor.del(`/api/admin/certificates/${item.id}`)).statusCode).toBe(200);
    const deleted = (await api.get(`/api/admin/audit-log?entity=certificate&entity_id=${item.id}&action=delete`)).body.data
      .data as { id: number }[];
    expect((await api.post(`/api/admin/audit-log/${deleted[0]!.id}/restore`, {})).statusCode).toBe(200);
    const list = (await editor.get('/api/admin/certificates')).body.data as { id: number; title_en: string; file: unknown }[];
    expect(list.find((row) => row.id === item.id)).toMatchObject({
      title_en: 'ISO 14001',
      title_tr: 'ISO 14001 Belgesi',
      file: null,
    });
  });

  it('restores the home page’s featured categories in their order, leaving out a category deleted since', async () => {
    const other = await createCategory(api, 'air_springs', 'Pistons', 'Pistonlar');
    const gone = await createCategory(api, 'air_springs', 'Valves', 'Valfler');
    const featured = async () => (await api.get('/api/admin/home')).body.data.featured_categories as number[];
    const publicFeatured = async () =>
      ((await t.app.inject({ url: '/api/pages/content?page=home' })).json().data.featured_categories as { id: number }[]).map(
        (c) => c.id,
      );
    const set = (ids: number[]) => editor.put('/api/admin/home/featured-categories', { category_ids: ids });
    expect((await set([other.id, category.id, gone.id])).statusCode).toBe(200);
    const chosen = (await history(editor, 'home', 'all')).versions[0]!;
    expect(chosen.changes.featured_categories?.after).toEqual([other.id, category.id, gone.id]);
    await set([category.id]);
    expect((await api.del(`/api/admin/categories/${gone.id}`)).statusCode).toBe(200);

    expect((await editor.post('/api/admin/history/home/all/restore', { version: chosen.id })).statusCode).toBe(200);
    expect(await featured()).toEqual([other.id, category.id]);
    expect(await publicFeatured()).toEqual([other.id, category.id]);
    expect((await history(editor, 'home', 'all')).versions[0]!.action).toBe('restore');
    // The home page is the content editors': an Operatör may not read its past.
    expect((await operator.get('/api/admin/history/home/all')).statusCode).toBe(403);
  });

  it('answers bad input with field messages, unknown records and versions with 404, and the wrong role with 403', async () => {
    const product = await createProduct(api, productFields('HI-BAD', 'Bad input'));
    const missing = await api.post(`/api/admin/history/product/${product.id}/restore`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toEqual({ version: '* Bu Alan Zorunlu' });
    const text = await api.post(`/api/admin/history/product/${product.id}/restore`, { version: 'x' });
    expect(text.statusCode).toBe(422);
    expect(text.body.errors).toEqual({ version: 'Değer sayısal olmalı' });
    const unknownVersion = await api.post(`/api/admin/history/product/${product.id}/restore`, { version: 999999 });
    expect(unknownVersion.statusCode).toBe(404);
    expect(unknownVersion.body.message).toBe('Sürüm bulunamadı');
    expect((await api.get('/api/admin/history/product/999999')).statusCode).toBe(404);
    expect((await api.get('/api/admin/history/product/abc')).statusCode).toBe(404);
    expect((await operator.get(`/api/admin/history/product/${product.id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/history/product/${product.id}` })).statusCode).toBe(401);
    const entries = await api.get(`/api/admin/audit-log?entity=product&entity_id=${product.id}`);
    const create = (entries.body.data.data as AuditRecord[])[0]!;
    const notDelete = await api.post(`/api/admin/audit-log/${create.id}/restore`, {});
    expect(notDelete.statusCode).toBe(422);
  });
});
