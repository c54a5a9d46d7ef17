import type { AdminContract } from '@vitrin/shared-libs/types/settings';
import type { ContractSummary } from '@vitrin/shared-libs/types/api';
import { buildLoggedInApp, describeEngines, signInAs, type TestApp } from './helpers';
import { adminCall } from './settings-helpers';

describeEngines('admin contracts (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let asEditor: ReturnType<typeof adminCall>;
  let operator: string;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    asEditor = adminCall(t, await signInAs(t, 'Editör'));
    operator = await signInAs(t, 'Operatör');
  }, 60_000);
  afterAll(() => t.close());

  const list = async () => (await asEditor('GET', '/api/admin/contracts')).json().data as AdminContract[];

  it('a name per language: the public list and page show the visitor’s, a language without one the contract’s own', async () => {
    const created = await asEditor('POST', '/api/admin/contracts', {
      form_data: { name: 'Çerez Politikası', name_en: 'Cookie Policy', name_tr: 'Çerez Politikası', content_en: '<p>x</p>' },
    });
    const contract = created.json().data as AdminContract;
    expect(contract).toMatchObject({ name: 'Çerez Politikası', name_en: 'Cookie Policy', name_tr: 'Çerez Politikası' });
    const shown = async (lang: string) =>
      ((await t.app.inject({ url: `/api/pages/contracts?lang=${lang}` })).json().data as ContractSummary[]).find(
        (c) => c.id === contract.id,
      )?.name;
    expect(await shown('en')).toBe('Cookie Policy');
    expect(await shown('tr')).toBe('Çerez Politikası');
    const detail = await t.app.inject({ url: `/api/pages/contract/${contract.seo_name}?lang=en` });
    expect(detail.json().data.name).toBe('Cookie Policy');
    expect((await t.app.inject({ url: `/contract/${contract.seo_name}?lang=en` })).body).toContain(
      '<title>Cookie Policy</title>',
    );

    // The English name cleared: English shows the contract's own name; the Turkish one and the content stay.
    await asEditor('PUT', '/api/admin/contracts', { id: contract.id, form_data: { name: 'Çerez Politikası', name_en: '' } });
    expect(await shown('en')).toBe('Çerez Politikası');
    const after = (await list()).find((c) => c.id === contract.id)!;
    expect(after).toMatchObject({ name_en: null, name_tr: 'Çerez Politikası', content_en: '<p>x</p>' });

    const tooLong = await asEditor('PUT', '/api/admin/contracts', {
      id: contract.id,
      form_data: { name: 'X', name_tr: 'x'.repeat(256) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ name_tr: 'Bu Alan 255 Karakteri Geçemez' });
    await asEditor('POST', '/api/admin/contracts', { _method: 'DELETE', id: contract.id });
  });

  it('creates from form_data, sanitizes the HTML, updates with _method PUT and deletes with _method DELETE', async () => {
    const created = await asEditor('POST', '/api/admin/contracts', {
      form_data: JSON.stringify({
        name: 'KVKK Aydınlatma Metni',
        content_en: '<h2>Privacy</h2><p onclick="alert(1)">Text <a href="javascript:alert(1)">x</a></p><script>alert(2)</script>',
        content_tr: '<p>Metin</p>',
      }),
    });
    expect(created.statusCode).toBe(200);
    const contract = created.json().data as AdminContract;
    expect(contract).toMatchObject({ name: 'KVKK Aydınlatma Metni', seo_name: 'kvkk-aydinlatma-metni', seo_name_tr: null });
    expect(contract.content_en).toContain('<h2>Privacy</h2>');
    expect(contract.content_en).not.toMatch(/onclick|javascript:|<script/i);
    expect(contract.content_tr).toBe('<p>Metin</p>');

    const updated = await asEditor('POST', '/api/admin/contracts', {
      _method: 'PUT',
      id: contract.id,
      form_data: { name: 'KVKK', seo_name: 'privacy-notice', seo_name_tr: 'kvkk-metni', content_en: '<p>New</p>' },
    });
    expect(updated.json()).toMatchObject({ success: true, message: 'Güncellendi' });
    const after = (await list()).find((c) => c.id === contract.id)!;
    expect(after).toMatchObject({
      seo_name: 'privacy-notice',
      seo_name_tr: 'kvkk-metni',
      content_en: '<p>New</p>',
      content_tr: '<p>Metin</p>',
    });
    const publicList = (await t.app.inject({ url: '/api/pages/contracts' })).json().data as ContractSummary[];
    expect(publicList.map((c) => c.seo_name)).toContain('privacy-notice');
    expect((await t.app.inject({ url: '/contract/kvkk-metni' })).body).toContain('<title>KVKK</title>');

    const deleted = await asEditor('POST', '/api/admin/contracts', { _method: 'DELETE', id: contract.id });
    expect(deleted.json()).toMatchObject({ success: true, message: 'Silindi' });
    expect((await list()).some((c) => c.id === contract.id)).toBe(false);
    const orphan = await t.app.db
      .selectFrom('contract_translations')
      .select('lang')
      .where('contract_id', '=', contract.id)
      .execute();
    expect(orphan).toEqual([]);
  });

  it('refuses a missing name, broken JSON, a taken seo name and bad slugs; nothing stored changes', async () => {
    await asEditor('POST', '/api/admin/contracts', { form_data: { name: 'Çerez Politikası' } });
    const before = await list();
    const noName = await asEditor('POST', '/api/admin/contracts', { form_data: { content_en: '<p>x</p>' } });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toHaveProperty('name');
    const broken = await asEditor('POST', '/api/admin/contracts', { form_data: '{"name":' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toHaveProperty('form_data');
    const taken = await asEditor('POST', '/api/admin/contracts', { form_data: { name: 'Başka', seo_name: 'cerez-politikasi' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('seo_name');
    const badSlug = await asEditor('POST', '/api/admin/contracts', { form_data: { name: 'X', seo_name: 'Bad Slug!' } });
    expect(badSlug.json().errors).toHaveProperty('seo_name');
    expect((await asEditor('PUT', '/api/admin/contracts', { id: 99999, form_data: { name: 'X' } })).statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('refuses an Operatör', async () => {
    const res = await t.app.inject({ url: '/api/admin/contracts', headers: t.headers(operator) });
    expect(res.statusCode).toBe(403);
  });
});
