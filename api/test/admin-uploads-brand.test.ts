import sharp from 'sharp';
import type { Brand } from '@vitrin/shared-libs/types/api';
import { buildLoggedInApp, describeEngines, signInAs, type TestApp } from './helpers';
import { multipart } from './multipart';

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b3d6b' } })
    .png()
    .toBuffer();

describeEngines('editor image uploads and the brand (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let editor: string;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    editor = await signInAs(t, 'Editör');
  }, 60_000);
  afterAll(() => t.close());

  const send = (url: string, bearer: string, fields: Parameters<typeof multipart>[0], method: 'POST' | 'PUT' = 'POST') => {
    const body = multipart(fields);
    return t.app.inject({
      method,
      url,
      headers: { ...t.headers(bearer), 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('stores an editor image and answers a URL that serves it', async () => {
    const res = await send('/api/admin/uploads/image', editor, {
      file: { filename: 'a.png', data: await png(), contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(/^\/uploads\/editor\/.+\.(webp|png)$/);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('refuses a PHP file named .jpg and a missing file', async () => {
    const php = await send('/api/admin/uploads/image', editor, {
      file: { filename: 'x.jpg', data: Buffer.from('<?php echo 1; ?>'), contentType: 'image/jpeg' },
    });
    expect(php.statusCode).toBe(422);
    expect(php.json().errors).toHaveProperty('file');
    const none = await send('/api/admin/uploads/image', editor, { other: 'x' });
    expect(none.statusCode).toBe(422);
  });

  it('saves the brand with a new logo; every page then carries it in its runtime config', async () => {
    const res = await send(
      '/api/admin/settings/brand',
      t.bearer,
      {
        company_name: 'Körük A.Ş.',
        company_name_en: 'Bellows Inc.',
        company_url: 'https://bellows.example',
        main_color: '#112233',
        second_color: '#aabbcc',
        logo: { filename: 'logo.png', data: await png(), contentType: 'image/png' },
      },
      'PUT',
    );
    expect(res.statusCode).toBe(200);
    const brand = res.json().data as Brand;
    expect(brand).toMatchObject({ companyName: 'Körük A.Ş.', companyNameEn: 'Bellows Inc.', mainColor: '#112233' });
    expect(brand.logo).toMatch(/^\/uploads\/brand\//);
    const page = await t.app.inject({ url: '/about-us' });
    const config = JSON.parse(/<script id="vitrin-config" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]!);
    expect(config.brand).toMatchObject({ companyNameEn: 'Bellows Inc.', logo: brand.logo, secondColor: '#aabbcc' });
    expect(page.body).toContain('<title>Bellows Inc.</title>');
  });

  it('refuses a bad colour and an Editör, keeping the brand', async () => {
    const before = (await t.app.inject({ url: '/api/admin/settings/brand', headers: t.headers(t.bearer) })).json().data;
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/brand',
      headers: t.headers(t.bearer),
      payload: {
        ...before,
        company_name: 'X',
        company_name_en: 'X',
        company_url: 'https://x.example',
        main_color: 'red',
        second_color: '#000000',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('main_color');
    const asEditor = await t.app.inject({ url: '/api/admin/settings/brand', headers: t.headers(editor) });
    expect(asEditor.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/settings/brand', headers: t.headers(t.bearer) })).json().data).toEqual(before);
  });
});
