import type { Paged } from '@vitrin/shared-libs/types/api';
import type { AdminMediaItem, AdminMediaSummary } from '@vitrin/shared-libs/types/content';
import { describeEngines } from './helpers';
import { assetUrls, contentSuite, png, uploadExists } from './content-support';

type Errors = { errors: Record<string, string> };

describeEngines('media admin: news, videos, photos, blog (%s)', (engine) => {
  const s = contentSuite(engine);

  const create = async (kind: string, fields: Record<string, string>) => {
    const res = await s.send.form('POST', `/api/admin/media/${kind}`, fields);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: AdminMediaItem }>().data;
  };

  test('a Turkish title gives its seo_name; a second one with the same title gets -2; HTML is sanitized', async () => {
    const a = await create('news', {
      title_tr: 'Yeni Ürün Şöleni',
      summary_tr: 'Özet',
      body_tr: '<p>Merhaba <img src=x onerror=alert(1)></p><script>alert(1)</script>',
      published_at: '2026-11-20',
    });
    expect(a).toMatchObject({
      kind: 'news',
      seo_name: 'yeni-urun-soleni',
      is_active: true,
      title_tr: 'Yeni Ürün Şöleni',
      title_en: null,
    });
    expect(a.published_at).toBe('2026-11-20T00:00:00.000Z');
    expect(a.body_tr).toContain('<p>Merhaba');
    expect(a.body_tr).not.toMatch(/onerror|<script/i);

    const b = await create('news', { title_tr: 'Yeni Ürün Şöleni' });
    expect(b.seo_name).toBe('yeni-urun-soleni-2');
    // Unique per kind only: the blog may use the same name.
    expect((await create('blog', { title_en: 'Yeni Ürün Şöleni' })).seo_name).toBe('yeni-urun-soleni');
  });

  test('seo_name is editable (slugified) and must be unique within the kind', async () => {
    const item = await create('news', { title_en: 'Trade fair', seo_name: 'Fuar İzmir 2026' });
    expect(item.seo_name).toBe('fuar-izmir-2026');
    const taken = await s.send.json('PUT', `/api/admin/media/news/${item.id}`, { seo_name: 'yeni-urun-soleni' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<Errors>().errors).toEqual({ seo_name: 'Bu SEO adı zaten kullanılıyor' });
    const renamed = await s.send.json('PUT', `/api/admin/media/news/${item.id}`, { seo_name: 'izmir-fair', is_active: false });
    expect(renamed.json<{ data: AdminMediaItem }>().data).toMatchObject({
      seo_name: 'izmir-fair',
      is_active: false,
      title_en: 'Trade fair',
    });
  });

  test('paged list with search over titles and seo_name', async () => {
    const all = await s.send.json('GET', '/api/admin/media/news?per_page=2');
    const paged = all.json<{ data: Paged<AdminMediaSummary> }>().data;
    expect(paged).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(paged.data).toHaveLength(2);

    const found = await s.send.json('GET', `/api/admin/media/news?search=${encodeURIComponent('trade')}`);
    expect(found.json<{ data: Paged<AdminMediaSummary> }>().data.data.map((i) => i.seo_name)).toEqual(['izmir-fair']);
    const bySlug = await s.send.json('GET', '/api/admin/media/news?search=soleni-2');
    expect(bySlug.json<{ data: Paged<AdminMediaSummary> }>().data.total).toBe(1);
    const none = await s.send.json('GET', '/api/admin/media/news?search=50%25');
    expect(none.json<{ data: Paged<AdminMediaSummary> }>().data.total).toBe(0);
  });

  test('videos: YouTube and Vimeo links only', async () => {
    const ok = await create('videos', { title_en: 'Factory tour', video_url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(ok.video_url).toBe('https://youtu.be/dQw4w9WgXcQ');
    const bad = await s.send.form('POST', '/api/admin/media/videos', {
      title_en: 'x',
      video_url: 'https://evil.example/video.mp4',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<Errors>().errors).toHaveProperty('video_url');
    const missing = await s.send.form('POST', '/api/admin/media/videos', { title_en: 'x' });
    expect(missing.json<Errors>().errors).toEqual({ video_url: '* Bu Alan Zorunlu' });
    const vimeo = await s.send.json('PUT', `/api/admin/media/videos/${ok.id}`, { video_url: 'https://vimeo.com/76979871' });
    expect(vimeo.json<{ data: AdminMediaItem }>().data.video_url).toBe('https://vimeo.com/76979871');
  });

  test('photos: cover, gallery upload, order, delete one picture, delete the album with all files', async () => {
    const res = await s.send.form('POST', '/api/admin/media/photos', {
      title_en: 'Production line',
      cover: { filename: 'cover.png', data: await png(80, 60) },
    });
    const album = res.json<{ data: AdminMediaItem }>().data;
    expect(album.cover?.kind).toBe('image');

    const up = await s.send.form('POST', `/api/admin/media/photos/${album.id}/gallery`, {
      files: [
        { filename: '1.png', data: await png(30, 30) },
        { filename: '2.png', data: await png(31, 30) },
        { filename: '3.png', data: await png(32, 30) },
      ],
    });
    expect(up.statusCode).toBe(200);
    const gallery = up.json<{ data: AdminMediaItem }>().data.gallery;
    expect(gallery.map((g) => g.file.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(gallery.map((g) => g.queue)).toEqual([3, 2, 1]);

    const [g1, g2, g3] = gallery;
    const reordered = await s.send.json('PUT', `/api/admin/media/photos/${album.id}/gallery-queue`, {
      queue: [g3!.id, g1!.id, g2!.id],
    });
    expect(reordered.json<{ data: AdminMediaItem }>().data.gallery.map((g) => g.file.name)).toEqual(['3.png', '1.png', '2.png']);

    const removed = await s.send.json('DELETE', `/api/admin/media/photos/${album.id}/gallery/${g1!.id}`);
    expect(removed.json<{ data: AdminMediaItem }>().data.gallery.map((g) => g.file.name)).toEqual(['3.png', '2.png']);
    expect(assetUrls(g1!.file).some((u) => uploadExists(s.t, u))).toBe(false);

    // Another item's gallery row cannot be reached through this album.
    const other = await create('photos', { title_en: 'Other' });
    expect((await s.send.json('DELETE', `/api/admin/media/photos/${other.id}/gallery/${g2!.id}`)).statusCode).toBe(404);

    const urls = [...assetUrls(album.cover), ...assetUrls(g2!.file), ...assetUrls(g3!.file)];
    expect(urls.every((u) => uploadExists(s.t, u))).toBe(true);
    const del = await s.send.json('DELETE', `/api/admin/media/photos/${album.id}`);
    expect(del.json<{ message: string }>().message).toBe('Silindi');
    expect(urls.some((u) => uploadExists(s.t, u))).toBe(false);
    expect((await s.send.json('GET', `/api/admin/media/photos/${album.id}`)).statusCode).toBe(404);
  });

  test('refusals: no title, unknown kind, wrong kind for an id, bad date, Operatör', async () => {
    const noTitle = await s.send.form('POST', '/api/admin/media/blog', { summary_en: 'x' });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json<Errors>().errors).toEqual({ title_en: '* Bu Alan Zorunlu' });
    expect((await s.send.json('GET', '/api/admin/media/podcasts')).statusCode).toBe(422);
    const blog = await create('blog', { title_en: 'Maintenance tips' });
    expect((await s.send.json('GET', `/api/admin/media/news/${blog.id}`)).statusCode).toBe(404);
    const date = await s.send.json('PUT', `/api/admin/media/blog/${blog.id}`, { published_at: 'yesterday' });
    expect(date.json<Errors>().errors).toHaveProperty('published_at');
    expect((await s.send.json('GET', '/api/admin/media/blog', undefined, s.operator)).statusCode).toBe(403);
    expect((await s.send.json('DELETE', `/api/admin/media/blog/${blog.id}`, undefined, s.operator)).statusCode).toBe(403);
    expect((await s.send.json('GET', `/api/admin/media/blog/${blog.id}`)).statusCode).toBe(200);
  });
});
