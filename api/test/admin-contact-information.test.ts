import type { ContactInfoGroups, ContactInfoItem } from '@vitrin/shared-libs/types/api';
import { buildLoggedInApp, describeEngines, signInAs, type TestApp } from './helpers';
import { adminCall } from './settings-helpers';

describeEngines('admin contact information (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let call: ReturnType<typeof adminCall>;
  let editor: string;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    call = adminCall(t, t.bearer);
    editor = await signInAs(t, 'Editör');
  }, 60_000);
  afterAll(() => t.close());

  const list = async () => (await call('GET', '/api/admin/settings/contact-information')).json().data as ContactInfoItem[];
  const create = async (payload: object) =>
    (await call('POST', '/api/admin/settings/contact-information', payload)).json().data as ContactInfoItem;

  it('creates per language, sanitizes addresses, orders, updates and deletes; the public groups follow', async () => {
    const head = await create({ section: 'telefon', name: 'Merkez', content_data: '+90 212 555 01 23', lang: 'en' });
    const sales = await create({ section: 'telefon', name: 'Satış', content_data: '+90 212 555 01 24', lang: 'en' });
    const address = await create({
      section: 'adres',
      name: 'Fabrika',
      content_data: '<p>İkitelli<br>İstanbul<img src=x onerror=alert(1)></p><script>alert(1)</script>',
      lang: 'en',
    });
    expect(address.content).toContain('İkitelli<br');
    expect(address.content).not.toMatch(/onerror|<script/);
    await create({ section: 'telefon', name: 'Merkez', content_data: '+90 212 000 00 00', lang: 'tr' });

    // Newest first, until the order is saved.
    const ordered = await call('POST', '/api/admin/settings/contact-information/queue', { queue: [head.id, sales.id] });
    expect(ordered.json().message).toBe('Sıra Düzeni Değiştirildi.');
    const groups = (await t.app.inject({ url: '/api/pages/contact-information?lang=en' })).json().data as ContactInfoGroups;
    expect(groups.telefon?.map((i) => i.name)).toEqual(['Merkez', 'Satış']);
    expect(groups.adres).toHaveLength(1);

    const updated = await call('PUT', '/api/admin/settings/contact-information', {
      id: head.id,
      section: 'telefon',
      name: 'Merkez',
      content_data: '+90 212 999 99 99',
      lang: 'en',
    });
    expect(updated.json()).toMatchObject({ success: true, message: 'Güncellendi', data: { content: '+90 212 999 99 99' } });

    const deleted = await call('DELETE', '/api/admin/settings/contact-information', { id: sales.id });
    expect(deleted.json().message).toBe('Silindi');
    expect((await list()).map((i) => i.id)).not.toContain(sales.id);
    expect((await call('GET', '/api/admin/settings/contact-information?lang=tr')).json().data).toHaveLength(1);
  });

  it('refuses a wrong section, a bad e-mail, an unknown language and an Editör, changing nothing', async () => {
    const before = await list();
    const wrong = await call('POST', '/api/admin/settings/contact-information', {
      section: 'fax',
      name: 'X',
      content_data: '1',
      lang: 'en',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('section');
    const email = await call('POST', '/api/admin/settings/contact-information', {
      section: 'email',
      name: 'X',
      content_data: 'not-an-email',
      lang: 'en',
    });
    expect(email.json().errors).toEqual({ content_data: 'Geçerli E-Mail Adresi Giriniz' });
    const lang = await call('POST', '/api/admin/settings/contact-information', {
      section: 'shift',
      name: 'X',
      content_data: '9-5',
      lang: 'xx',
    });
    expect(lang.json().errors).toHaveProperty('lang');
    const missing = await call('POST', '/api/admin/settings/contact-information', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['content_data', 'lang', 'name', 'section']);
    const asEditor = await t.app.inject({ url: '/api/admin/settings/contact-information', headers: t.headers(editor) });
    expect(asEditor.statusCode).toBe(403);
    expect(await list()).toEqual(before);
  });
});
