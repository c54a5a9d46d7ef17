import type { MediaSummary, Paged } from '@vitrin/shared-libs/types/api';
import type { BreadcrumbMap, Catalogue, Certificate, ContractDetail, MediaDetail } from '@vitrin/shared-libs/types/public';
import { buildTestApp, describeEngines, type TestApp } from './helpers';

describeEngines('public content reads (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine, demo: true });
  }, 60_000);
  afterAll(() => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; data: T };
    expect(body.success).toBe(true);
    return body.data;
  };

  test('breadcrumbs: a banner image and a title in every language per inner page', async () => {
    const crumbs = await get<BreadcrumbMap>('/api/pages/breadcrumbs');
    expect(crumbs.about_us).toMatchObject({ key: 'about_us', title_en: 'About Us', title_tr: 'Hakkımızda' });
    expect(crumbs.news?.image?.variants.length).toBeGreaterThan(0);
    expect(Object.keys(crumbs)).toEqual(expect.arrayContaining(['certificates', 'catalogues', 'contact', 'photos']));
  });

  test('certificates: heaviest queue first, images with WebP variants and titles per language', async () => {
    const certificates = await get<Certificate[]>('/api/pages/certificates');
    expect(certificates.map((c) => c.title_en)).toEqual([
      'ISO 9001 Quality Management',
      'IATF 16949 Automotive Quality',
      'ISO 14001 Environmental Management',
      'ISO 45001 Health and Safety',
    ]);
    expect(certificates[0]!.title_tr).toBe('ISO 9001 Kalite Yönetimi');
    expect(certificates.every((c) => c.image !== null && c.document === null)).toBe(true);
  });

  test('catalogues: cover and a PDF that downloads', async () => {
    const catalogues = await get<Catalogue[]>('/api/pages/catalogues');
    expect(catalogues.map((c) => c.title_tr)).toEqual(['Hava Körüğü Kataloğu 2025', 'Yedek Parça Kataloğu 2025']);
    const pdf = catalogues[0]!.document!;
    expect(pdf).toMatchObject({ mime: 'application/pdf', name: 'air-springs-2025.pdf' });
    const file = await t.app.inject({ url: pdf.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(pdf.size);
  });

  test('media list: one kind, newest first, paged', async () => {
    const page1 = await get<Paged<MediaSummary>>('/api/pages/blog/news?per_page=2');
    expect(page1).toMatchObject({ current_page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(page1.data.map((n) => n.seo_name)).toEqual(['new-fatigue-test-hall', 'automechanika-2025']);
    const page2 = await get<Paged<MediaSummary>>('/api/pages/blog/news?per_page=2&page=2');
    expect(page2.data.map((n) => n.seo_name)).toEqual(['solar-roof-online', 'new-catalogue-2025']);
    const videos = await get<Paged<MediaSummary>>('/api/pages/blog/videos');
    expect(videos.data.every((v) => v.kind === 'videos')).toBe(true);

    const unknown = await t.app.inject({ url: '/api/pages/blog/podcasts' });
    expect(unknown.statusCode).toBe(422);
  });

  test('media detail: body per language, the video URL, the photo gallery; 404 for another kind', async () => {
    const news = await get<MediaDetail>('/api/pages/blog/news/new-fatigue-test-hall');
    expect(news.title_en).toBe('Our new fatigue test hall is running');
    expect(news.body_tr).toContain('test salonumuzda');
    const videos = await get<Paged<MediaSummary>>('/api/pages/blog/videos');
    const video = await get<MediaDetail>(`/api/pages/blog/videos/${videos.data[0]!.seo_name}`);
    expect(video.video_url).toMatch(/^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com)/);
    const photos = await get<Paged<MediaSummary>>('/api/pages/blog/photos');
    const album = await get<MediaDetail>(`/api/pages/blog/photos/${photos.data[0]!.seo_name}`);
    expect(album.gallery.length).toBeGreaterThan(0);

    const wrongKind = await t.app.inject({ url: '/api/pages/blog/blog/new-fatigue-test-hall' });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json()).toMatchObject({ success: false, message: 'Not found' });
  });

  test('contract by id, seo_name or seo_name_tr, with content per language; 404 otherwise', async () => {
    // Named in the visitor's language (English by default).
    const byTr = await get<ContractDetail>('/api/pages/contract/kvkk-aydinlatma-metni');
    expect(byTr).toMatchObject({ name: 'Privacy Notice (KVKK)', seo_name: null });
    expect(byTr.content_en).toContain('Personal Data Protection Notice');
    expect(byTr.content_tr).toContain('Kişisel Verilerin Korunması');
    expect((await get<ContractDetail>(`/api/pages/contract/${byTr.id}?lang=tr`)).name).toBe('KVKK Aydınlatma Metni');
    expect((await get<ContractDetail>('/api/pages/contract/cookie-policy')).seo_name_tr).toBe('cerez-politikasi');

    const missing = await t.app.inject({ url: '/api/pages/contract/no-such-contract' });
    expect(missing.statusCode).toBe(404);
  });
});
