import type { SocialMediaItem } from '@vitrin/shared-libs/types/api';
import { buildLoggedInApp, describeEngines, signInAs, type TestApp } from './helpers';
import { adminCall } from './settings-helpers';

describeEngines('admin social media (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let call: ReturnType<typeof adminCall>;
  let editor: string;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    call = adminCall(t, t.bearer);
    editor = await signInAs(t, 'Editör');
  }, 60_000);
  afterAll(() => t.close());

  const list = async () => (await call('GET', '/api/admin/settings/social-media')).json().data as SocialMediaItem[];

  it('creates, updates, orders and deletes links; the public list follows', async () => {
    const created = await call('POST', '/api/admin/settings/social-media', {
      name: 'Facebook',
      uri: 'https://facebook.com/vitrin',
      icon_name: 'bi-facebook',
    });
    expect(created.statusCode).toBe(200);
    const facebook = created.json().data as SocialMediaItem;
    const second = (await call('POST', '/api/admin/settings/social-media', { name: 'Web', uri: 'https://vitrin.example' })).json()
      .data as SocialMediaItem;
    expect(second.icon_name).toBe('bi-globe');
    // A new link goes to the top.
    expect((await list()).map((i) => i.name)).toEqual(['Web', 'Facebook']);

    const updated = await call('PUT', '/api/admin/settings/social-media', {
      id: facebook.id,
      name: 'Facebook TR',
      uri: 'https://facebook.com/vitrin.tr',
      icon_name: 'bi-facebook',
    });
    expect(updated.json()).toMatchObject({ success: true, message: 'Güncellendi', data: { name: 'Facebook TR' } });

    const queued = await call('POST', '/api/admin/settings/social-media/queue', {
      queue: JSON.stringify([
        { id: facebook.id, queue: 2 },
        { id: second.id, queue: 1 },
      ]),
    });
    expect(queued.json().message).toBe('Sıra Düzeni Değiştirildi.');
    const publicList = (await t.app.inject({ url: '/api/pages/social-media' })).json().data as SocialMediaItem[];
    expect(publicList.map((i) => i.name)).toEqual(['Facebook TR', 'Web']);

    const deleted = await call('DELETE', '/api/admin/settings/social-media', { id: second.id });
    expect(deleted.json()).toMatchObject({ success: true, message: 'Silindi' });
    expect((await list()).map((i) => i.id)).toEqual([facebook.id]);
  });

  it('refuses bad input with field messages and keeps what is stored', async () => {
    const before = await list();
    const bad = await call('POST', '/api/admin/settings/social-media', { name: '', uri: 'javascript:alert(1)', icon_name: 'x"' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['icon_name', 'name', 'uri']);
    const unknownQueue = await call('POST', '/api/admin/settings/social-media/queue', { queue: [{ id: 99999, queue: 1 }] });
    expect(unknownQueue.statusCode).toBe(422);
    expect(unknownQueue.json().message).toBe('Sıra Düzeni Değiştirilmedi!');
    const brokenQueue = await call('POST', '/api/admin/settings/social-media/queue', { queue: '[{' });
    expect(brokenQueue.statusCode).toBe(422);
    expect((await call('PUT', '/api/admin/settings/social-media', { id: 99999, name: 'X', uri: 'https://x.y' })).statusCode).toBe(
      404,
    );
    expect(await list()).toEqual(before);
  });

  it('is for Süper Yönetici only', async () => {
    const asEditor = await t.app.inject({ url: '/api/admin/settings/social-media', headers: t.headers(editor) });
    expect(asEditor.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/admin/settings/social-media', headers: t.headers() });
    expect(anonymous.statusCode).toBe(401);
  });
});
