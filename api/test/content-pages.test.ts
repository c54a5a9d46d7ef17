import { CONTENT_PAGES } from '@vitrin/shared-libs/registry/publicRoutes';
import type { AdminBreadcrumb, AdminContents, AdminPage } from '@vitrin/shared-libs/types/content';
import type { FileAsset } from '@vitrin/shared-libs/types/files';
import { describeEngines } from './helpers';
import { assetUrls, contentSuite, png, uploadExists } from './content-support';

describeEngines('page contents and breadcrumbs admin (%s)', (engine) => {
  const s = contentSuite(engine);

  test('GET /api/admin/contents lists every content page, every banner key and the home blocks', async () => {
    const res = await s.send.json('GET', '/api/admin/contents', undefined, s.editor);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: AdminContents }>().data;
    expect(data.pages.map((p) => p.page)).toEqual(
      expect.arrayContaining(['home', 'about_us', 'vision_mission', 'quality_policy', 'certificates']),
    );
    expect(data.pages[0]).toHaveProperty('title_en');
    expect(data.pages[0]).toHaveProperty('body_tr');
    expect(data.breadcrumbs.map((b) => b.key)).toContain('news');
    expect(data).toMatchObject({ slider: [], featured_categories: [], contact_form_social_icons: [] });
  });

  test('every content page of the route registry is a stored page with a banner slot, page meta and a sitemap entry', async () => {
    const data = (await s.send.json('GET', '/api/admin/contents', undefined, s.editor)).json<{ data: AdminContents }>().data;
    const meta = (await s.send.json('GET', '/api/admin/page-meta', undefined, s.editor)).json<{
      data: { key: string }[];
    }>().data;
    const sitemap = (await s.t.app.inject({ url: '/sitemap.xml' })).body;
    for (const page of CONTENT_PAGES) {
      expect([page.key, data.pages.some((p) => p.page === page.key)]).toEqual([page.key, true]);
      expect([page.key, data.breadcrumbs.some((b) => b.key === page.key)]).toEqual([page.key, true]);
      expect([page.key, meta.some((m) => m.key === page.key)]).toEqual([page.key, true]);
      expect(sitemap).toContain(`${page.path}</loc>`);
      expect(sitemap).toContain(`${page.path}?lang=tr</loc>`);
      const served = await s.t.app.inject({ url: `/api/pages/content?page=${page.key}` });
      expect([page.key, served.statusCode]).toEqual([page.key, 200]);
    }
  });

  test('an Operatör may not read or change contents', async () => {
    expect((await s.send.json('GET', '/api/admin/contents', undefined, s.operator)).statusCode).toBe(403);
    const res = await s.send.json('PUT', '/api/admin/contents/about_us', { title_en: 'Hacked' }, s.operator);
    expect(res.statusCode).toBe(403);
    const page = await s.t.app.inject({ url: '/api/pages/content?page=about_us&lang=en' });
    expect(page.json<{ data: { title_en: string | null } }>().data.title_en).not.toBe('Hacked');
  });

  test('PUT saves per-language title and sanitized HTML; the public page shows it', async () => {
    const res = await s.send.json('PUT', '/api/admin/contents/about-us', {
      title_en: 'About us',
      title_tr: 'Hakkımızda',
      body_en:
        '<h2>Who we are</h2><p><a href="https://example.com">Site</a></p><img src=x onerror=alert(1)><script>alert(2)</script>',
      body_tr: '<p onclick="alert(3)">Biz <a href="javascript:alert(4)">kimiz</a></p>',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; data: AdminPage }>();
    expect(body.message).toBe('Güncellendi');
    expect(body.data.title_tr).toBe('Hakkımızda');
    expect(body.data.body_en).toContain('<h2>Who we are</h2>');
    expect(body.data.body_en).toContain('href="https://example.com"');
    for (const html of [body.data.body_en, body.data.body_tr]) {
      expect(html).not.toMatch(/onerror|onclick|<script|javascript:/i);
    }

    const tr = await s.t.app.inject({ url: '/api/pages/content?page=about_us&lang=tr' });
    expect(tr.json<{ data: { title_tr: string; body_tr: string } }>().data).toMatchObject({ title_tr: 'Hakkımızda' });
  });

  test('a language left out keeps its stored text; an empty string clears it', async () => {
    await s.send.json('PUT', '/api/admin/contents/vision_mission', { title_en: 'Vision', title_tr: 'Vizyon' });
    const res = await s.send.json('PUT', '/api/admin/contents/vision_mission', { title_en: '' });
    expect(res.json<{ data: AdminPage }>().data).toMatchObject({ title_en: null, title_tr: 'Vizyon' });
  });

  test('an image upload is stored; replacing it removes the old files; remove_image clears it', async () => {
    const first = await s.send.form('PUT', '/api/admin/contents/career', {
      title_en: 'Career',
      image: { filename: 'a.png', data: await png() },
    });
    expect(first.statusCode).toBe(200);
    const firstUrls = assetUrls(first.json<{ data: AdminPage }>().data.image);
    expect(firstUrls.length).toBeGreaterThan(1);
    expect(firstUrls.every((u) => uploadExists(s.t, u))).toBe(true);

    // A second picture replaces the first, whose files go.
    const second = await s.send.form('PUT', '/api/admin/contents/career', {
      image: { filename: 'b.png', data: await png(50, 20) },
    });
    expect(second.statusCode).toBe(200);
    const secondUrls = assetUrls(second.json<{ data: AdminPage }>().data.image);
    expect(secondUrls.every((u) => uploadExists(s.t, u))).toBe(true);
    expect(firstUrls.some((u) => uploadExists(s.t, u))).toBe(false);
    expect(second.json<{ data: AdminPage }>().data.title_en).toBe('Career');

    const cleared = await s.send.json('PUT', '/api/admin/contents/career', { remove_image: true });
    expect(cleared.json<{ data: AdminPage }>().data.image).toBeNull();
    expect(secondUrls.some((u) => uploadExists(s.t, u))).toBe(false);
  });

  test('refusals: unknown page 404, overlong title 422, a non-image upload 422 with nothing changed', async () => {
    expect((await s.send.json('PUT', '/api/admin/contents/no_such_page', { title_en: 'x' })).statusCode).toBe(404);

    const long = await s.send.json('PUT', '/api/admin/contents/about_us', { title_en: 'x'.repeat(256) });
    expect(long.statusCode).toBe(422);
    expect(long.json<{ errors: Record<string, string> }>().errors).toEqual({ title_en: 'Bu Alan 255 Karakteri Geçemez' });

    const bad = await s.send.form('PUT', '/api/admin/contents/about_us', {
      title_en: 'Changed',
      image: { filename: 'shell.jpg', data: Buffer.from('<?php system($_GET["c"]); ?>') },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(['image']);
    const page = await s.send.json('GET', '/api/admin/contents');
    expect(page.json<{ data: AdminContents }>().data.pages.find((p) => p.page === 'about_us')?.title_en).toBe('About us');
  });

  test('breadcrumbs: banner image and per-language title per page key', async () => {
    const res = await s.send.form('PUT', '/api/admin/breadcrumbs/news', {
      title_en: 'News',
      title_tr: 'Haberler',
      image: { filename: 'banner.png', data: await png(120, 40) },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ data: AdminBreadcrumb }>().data;
    expect(saved).toMatchObject({ key: 'news', title_en: 'News', title_tr: 'Haberler' });
    expect(saved.image?.url).toMatch(/^\/uploads\//);

    const list = await s.send.json('GET', '/api/admin/breadcrumbs', undefined, s.editor);
    expect(list.json<{ data: AdminBreadcrumb[] }>().data.find((b) => b.key === 'news')).toEqual(saved);

    const replaced = await s.send.form('PUT', '/api/admin/breadcrumbs/news', {
      image: { filename: 'b2.png', data: await png(60, 20) },
    });
    expect(replaced.json<{ data: AdminBreadcrumb }>().data.title_tr).toBe('Haberler');
    expect(assetUrls(saved.image).some((u) => uploadExists(s.t, u))).toBe(false);
  });

  test('breadcrumbs refusals: unknown key 404, Operatör 403, overlong title 422', async () => {
    expect((await s.send.json('PUT', '/api/admin/breadcrumbs/nowhere', { title_en: 'x' })).statusCode).toBe(404);
    expect((await s.send.json('PUT', '/api/admin/breadcrumbs/news', { title_en: 'x' }, s.operator)).statusCode).toBe(403);
    expect((await s.send.json('GET', '/api/admin/breadcrumbs', undefined, s.operator)).statusCode).toBe(403);
    const long = await s.send.json('PUT', '/api/admin/breadcrumbs/news', { title_tr: 'ş'.repeat(300) });
    expect(long.statusCode).toBe(422);
    expect(long.json<{ errors: Record<string, string> }>().errors).toHaveProperty('title_tr');
  });

  test('POST /api/admin/contents/images stores a rich-text picture; a non-image is refused', async () => {
    const res = await s.send.form(
      'POST',
      '/api/admin/contents/images',
      { image: { filename: 'inline.png', data: await png(900, 300) } },
      s.editor,
    );
    expect(res.statusCode).toBe(200);
    const asset = res.json<{ data: FileAsset }>().data;
    expect(asset).toMatchObject({ kind: 'image', width: 900, height: 300 });
    expect(asset.url).toMatch(/^\/uploads\/editor\//);
    expect(uploadExists(s.t, asset.url)).toBe(true);

    const bad = await s.send.form('POST', '/api/admin/contents/images', {
      image: { filename: 'x.png', data: Buffer.from('GIF89a-not') },
    });
    expect(bad.statusCode).toBe(422);
    const none = await s.send.form('POST', '/api/admin/contents/images', { title: 'x' });
    expect(none.json<{ errors: Record<string, string> }>().errors).toEqual({ image: '* Bu Alan Zorunlu' });
    expect(
      (await s.send.form('POST', '/api/admin/contents/images', { image: { filename: 'a.png', data: await png() } }, s.operator))
        .statusCode,
    ).toBe(403);
  });
});
