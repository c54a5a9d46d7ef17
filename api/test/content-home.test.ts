import type { HomeIcon, HomeSlide, PageContent } from '@vitrin/shared-libs/types/api';
import { describeEngines } from './helpers';
import { assetUrls, contentSuite, png, uploadExists } from './content-support';

describeEngines('home page admin: slider, featured categories, icons (%s)', (engine) => {
  const s = contentSuite(engine);

  const publicHome = async () =>
    (await s.t.app.inject({ url: '/api/pages/content?page=home' })).json<{ data: PageContent }>().data;
  /** The same icons, alone, as the home-footer band of every public page reads them. */
  const footerIcons = async (lang: string) =>
    (await s.t.app.inject({ url: `/api/pages/home-icons?lang=${lang}` })).json<{ data: HomeIcon[] }>().data;
  const addSlide = async (title: string) => {
    const res = await s.send.form('POST', '/api/admin/home/slides', {
      title_en: title,
      subtitle_tr: `${title} alt`,
      link: '/catalogues',
      image: { filename: `${title}.png`, data: await png() },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: HomeSlide }>().data;
  };

  test('slides: create, update, reorder (length down to 1) and delete with its files', async () => {
    const a = await addSlide('First');
    const b = await addSlide('Second');
    expect(a).toMatchObject({ title_en: 'First', subtitle_tr: 'First alt', link: '/catalogues' });
    expect(a.image?.variants.length).toBeGreaterThan(0);
    // A new slide comes first.
    expect((await publicHome()).slider?.map((s) => s.id)).toEqual([b.id, a.id]);

    const updated = await s.send.json('PUT', `/api/admin/home/slides/${a.id}`, {
      title_tr: 'Birinci',
      link: 'https://example.com/x',
    });
    expect(updated.json<{ message: string; data: HomeSlide }>()).toMatchObject({
      message: 'Güncellendi',
      data: { title_en: 'First', title_tr: 'Birinci', link: 'https://example.com/x' },
    });

    const queue = await s.send.json('PUT', '/api/admin/home/slides/queue', {
      queue: JSON.stringify([
        { id: a.id, queue: 2 },
        { id: b.id, queue: 1 },
      ]),
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json<{ message: string }>().message).toBe('Sıra Düzeni Değiştirildi.');
    expect((await publicHome()).slider?.map((s) => s.id)).toEqual([a.id, b.id]);

    const urls = assetUrls(b.image);
    expect(urls.every((u) => uploadExists(s.t, u))).toBe(true);
    const del = await s.send.json('DELETE', `/api/admin/home/slides/${b.id}`);
    expect(del.json<{ message: string }>().message).toBe('Silindi');
    expect(urls.some((u) => uploadExists(s.t, u))).toBe(false);
    expect((await publicHome()).slider?.map((s) => s.id)).toEqual([a.id]);
  });

  test('slide refusals: no image 422, bad link 422, unknown id 404, unknown queue id 422, Operatör 403', async () => {
    const noImage = await s.send.form('POST', '/api/admin/home/slides', { title_en: 'x' });
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json<{ errors: Record<string, string> }>().errors).toEqual({ image: '* Bu Alan Zorunlu' });

    const badLink = await s.send.form('POST', '/api/admin/home/slides', {
      link: 'javascript:alert(1)',
      image: { filename: 'x.png', data: await png() },
    });
    expect(badLink.statusCode).toBe(422);
    expect(badLink.json<{ errors: Record<string, string> }>().errors).toHaveProperty('link');

    expect((await s.send.json('PUT', '/api/admin/home/slides/99999', { title_en: 'x' })).statusCode).toBe(404);
    expect((await s.send.json('DELETE', '/api/admin/home/slides/99999')).statusCode).toBe(404);
    const queue = await s.send.json('PUT', '/api/admin/home/slides/queue', { queue: [{ id: 99999, queue: 1 }] });
    expect(queue.statusCode).toBe(422);
    expect(queue.json<{ message: string }>().message).toBe('Sıra Düzeni Değiştirilmedi!');
    expect((await s.send.json('PUT', '/api/admin/home/slides/queue', { queue: 'not json' })).statusCode).toBe(422);

    expect((await s.send.json('GET', '/api/admin/home', undefined, s.operator)).statusCode).toBe(403);
    const form = await s.send.form(
      'POST',
      '/api/admin/home/slides',
      { image: { filename: 'x.png', data: await png() } },
      s.operator,
    );
    expect(form.statusCode).toBe(403);
  });

  test('featured categories: set in order, unknown ids refused', async () => {
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (const seo of ['bellows', 'pistons', 'valves']) {
      const row = await s.t.app.db
        .insertInto('categories')
        .values({ section: 'air_springs', seo_name: seo, image_id: null, queue: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const res = await s.send.json('PUT', '/api/admin/home/featured-categories', { category_ids: `${ids[2]},${ids[0]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: number[] }>().data).toEqual([ids[2], ids[0]]);
    expect((await publicHome()).featured_categories?.map((c) => c.id)).toEqual([ids[2], ids[0]]);

    const bad = await s.send.json('PUT', '/api/admin/home/featured-categories', { category_ids: [ids[1], 99999] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toHaveProperty('category_ids');
    const twice = await s.send.json('PUT', '/api/admin/home/featured-categories', { category_ids: [ids[1], ids[1]] });
    expect(twice.statusCode).toBe(422);
    const admin = await s.send.json('GET', '/api/admin/home');
    expect(admin.json<{ data: { featured_categories: number[] } }>().data.featured_categories).toEqual([ids[2], ids[0]]);
  });

  test('contact_form_social_icons: create with file_img and per-language title/link, update, delete', async () => {
    const res = await s.send.form('POST', '/api/admin/home/icons', {
      title_en: 'Write to us',
      title_tr: 'Bize yazın',
      link_en: 'mailto:info@example.com',
      link_tr: '/contact',
      file_img: { filename: 'mail.png', data: await png(24, 24) },
    });
    expect(res.statusCode).toBe(200);
    const icon = res.json<{ data: HomeIcon }>().data;
    expect(icon).toMatchObject({ title_tr: 'Bize yazın', link_en: 'mailto:info@example.com', link_tr: '/contact' });
    expect((await publicHome()).contact_form_social_icons?.map((i) => i.id)).toEqual([icon.id]);
    const [band] = await footerIcons('tr');
    expect(band).toMatchObject({ id: icon.id, title_tr: 'Bize yazın', link_tr: '/contact' });
    expect(band?.file_img?.variants.length).toBeGreaterThan(0);

    const bad = await s.send.json('PUT', `/api/admin/home/icons/${icon.id}`, { link_tr: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toHaveProperty('link_tr');

    const urls = assetUrls(icon.file_img);
    expect((await s.send.json('DELETE', `/api/admin/home/icons/${icon.id}`)).statusCode).toBe(200);
    expect(urls.some((u) => uploadExists(s.t, u))).toBe(false);
    expect((await publicHome()).contact_form_social_icons).toEqual([]);
    expect(await footerIcons('en')).toEqual([]);
  });
});
