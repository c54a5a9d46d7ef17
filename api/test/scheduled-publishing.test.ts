import type { Paged } from '@vitrin/shared-libs/types/api';
import type { AdminMediaItem, AdminMediaSummary } from '@vitrin/shared-libs/types/content';
import type { Scheduled, ScheduledDetail } from '@vitrin/shared-libs/types/schedule';
import { client, createCategory, createProduct } from './catalogue-fixtures';
import { contentVersion } from '../src/modules/site/content-version';
import {
  buildLoggedInApp,
  buildTestApp,
  describeEngines,
  makeDistRootWithServer,
  signInAs,
  type TestApp,
  until,
} from './helpers';

/**
 * Scheduled publishing (docs/architecture.md, "Scheduled publishing"): a record before its publish time is absent
 * from every public read, and present in every API process once the clock passes it and a process's check ran —
 * with no request needed and no restart. Two app instances share one database; time moves by their shared clock,
 * and the timer's check is run directly.
 */

/** A stand-in shell server build: a news page renders the item's English title through the API, or answers 404. */
const NEWS_SHELL_SERVER = `
exports.render = async ({ url, lang, transport }) => {
  const seo = /^\\/news\\/([^?]+)/.exec(url);
  if (!seo) return { html: '<main></main>', status: 200, state: {} };
  const answer = await transport.request({ url: '/api/pages/blog/news/' + seo[1], method: 'GET', params: { lang } });
  if (answer.status !== 200) return { html: '<main>not found</main>', status: 404, state: {} };
  return { html: '<main>' + answer.data.data.title_en + '</main>', status: 200, state: {} };
};
`;

/** 09:00 UTC, 12:00 in Istanbul. */
const START = Date.parse('2026-12-01T09:00:00.000Z');

type Data<T> = { data: T };

describeEngines('scheduled publishing (%s)', (engine) => {
  let now = START;
  const clock = () => now;
  let a: TestApp & { bearer: string };
  let b: TestApp;
  let editor: string;

  beforeAll(async () => {
    const distRoot = makeDistRootWithServer(NEWS_SHELL_SERVER);
    // A page's content version is read afresh for every page, so the second process needs no wait either.
    const env = { CONTENT_VERSION_CHECK_MS: '0' };
    a = await buildLoggedInApp({ engine, clock, distRoot, env });
    b = await buildTestApp({
      engine,
      clock,
      distRoot,
      env,
      ...(engine === 'postgres' ? { databaseUrl: a.databaseUrl! } : { dataDir: a.dataDir }),
    });
    editor = await signInAs(a, 'Editör');
  }, 60_000);

  afterAll(async () => {
    await b?.close(true);
    await a?.close();
  });

  const send = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, bearer = editor) =>
    t.app.inject({ method, url, headers: t.headers(bearer), ...(payload ? { payload } : {}) });
  const get = (t: TestApp, url: string) => t.app.inject({ url });

  const newsSlugs = async (t: TestApp) =>
    (await get(t, '/api/pages/blog/news')).json<Data<Paged<{ seo_name: string }>>>().data.data.map((i) => i.seo_name);
  const homeNews = async (t: TestApp) =>
    (await get(t, '/api/pages/content?page=home'))
      .json<Data<{ latest_news: { seo_name: string }[] }>>()
      .data.latest_news.map((i) => i.seo_name);
  const searchCodes = async (t: TestApp, text: string) =>
    (await get(t, `/api/pages/search-products?search=${encodeURIComponent(text)}`))
      .json<Data<Paged<{ code: string }>>>()
      .data.data.map((p) => p.code);
  const sitemap = async (t: TestApp) => (await get(t, '/sitemap.xml')).body;

  test('a news item and a product scheduled a minute ahead are absent everywhere, then present in both processes after the check', async () => {
    const created = await send(a, 'POST', '/api/admin/media/news', {
      title_en: 'Winter fair',
      title_tr: 'Kış fuarı',
      publish_at: '2026-12-01T12:01',
    });
    expect(created.statusCode).toBe(200);
    const news = created.json<Data<AdminMediaItem & ScheduledDetail>>().data;
    // Staff read and write the site's local time (Europe/Istanbul by default); the record is planned.
    expect(news).toMatchObject({
      publish_at: '2026-12-01T12:01',
      unpublish_at: null,
      schedule_state: 'planned',
      time_zone: 'Europe/Istanbul',
    });

    const category = await createCategory(client(a, a.bearer), 'air_springs', 'Planned springs', 'Planlı körükler');
    const product = await createProduct(client(a, a.bearer), {
      category_id: category.id,
      code: 'PLN-4410',
      name_en: 'Planned spring',
      publish_at: '2026-12-01T12:01',
    });

    // Both processes have answered (and cached) the lists and the page before the time.
    for (const t of [a, b]) {
      expect(await newsSlugs(t)).not.toContain(news.seo_name);
      expect(await homeNews(t)).not.toContain(news.seo_name);
      expect(await searchCodes(t, 'PLN-4410')).toEqual([]);
      expect((await get(t, `/api/pages/blog/news/${news.seo_name}`)).statusCode).toBe(404);
      expect((await get(t, `/api/pages/product/${product.seo_name}`)).statusCode).toBe(404);
      const page = await get(t, `/news/${news.seo_name}`);
      expect(page.statusCode).toBe(404);
      const map = await sitemap(t);
      expect(map).not.toContain(`/news/${news.seo_name}<`);
      expect(map).not.toContain(`/product/${product.seo_name}<`);
    }
    // Staff see it, planned, under the "Planlanmış" filter.
    const planned = await send(a, 'GET', '/api/admin/media/news?schedule=planned');
    expect(planned.json<Data<Paged<AdminMediaSummary & Scheduled>>>().data.data).toEqual([
      expect.objectContaining({ seo_name: news.seo_name, schedule_state: 'planned', publish_at: '2026-12-01T12:01' }),
    ]);
    const plannedProducts = await send(a, 'GET', '/api/admin/products?section=air_springs&schedule=planned');
    expect(plannedProducts.json<Data<Paged<{ code: string; schedule_state: string }>>>().data.data).toEqual([
      expect.objectContaining({ code: 'PLN-4410', schedule_state: 'planned' }),
    ]);

    // The time comes; one process's check raises the versions, the other's finds it done.
    now = Date.parse('2026-12-01T09:01:30.000Z');
    expect(await a.app.schedule.tick()).toBe(true);
    expect(await b.app.schedule.tick()).toBe(false);

    for (const t of [b, a]) {
      expect(await newsSlugs(t)).toContain(news.seo_name);
      expect(await homeNews(t)).toContain(news.seo_name);
      expect(await searchCodes(t, 'PLN-4410')).toEqual(['PLN-4410']);
      expect((await get(t, `/api/pages/product/${product.seo_name}`)).statusCode).toBe(200);
      const page = await get(t, `/news/${news.seo_name}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main>Winter fair</main>');
      const map = await sitemap(t);
      expect(map).toContain(`/news/${news.seo_name}<`);
      expect(map).toContain(`/product/${product.seo_name}<`);
    }
    const none = await send(a, 'GET', '/api/admin/media/news?schedule=planned');
    expect(none.json<Data<Paged<AdminMediaSummary>>>().data.total).toBe(0);
  });

  test('past its unpublish time a record leaves the site again, and staff see it as ended', async () => {
    const created = await send(a, 'POST', '/api/admin/media/news', {
      title_en: 'Short notice',
      unpublish_at: '2026-12-01T13:00',
    });
    const item = created.json<Data<AdminMediaItem & ScheduledDetail>>().data;
    expect(item.schedule_state).toBeNull();
    expect(await newsSlugs(b)).toContain(item.seo_name);
    expect((await get(b, `/news/${item.seo_name}`)).statusCode).toBe(200);

    now = Date.parse('2026-12-01T10:00:00.000Z');
    expect(await b.app.schedule.tick()).toBe(true);

    for (const t of [a, b]) {
      expect(await newsSlugs(t)).not.toContain(item.seo_name);
      expect((await get(t, `/news/${item.seo_name}`)).statusCode).toBe(404);
      expect(await sitemap(t)).not.toContain(`/news/${item.seo_name}<`);
    }
    const list = await send(a, 'GET', '/api/admin/media/news?search=short');
    expect(list.json<Data<Paged<AdminMediaSummary & Scheduled>>>().data.data[0]).toMatchObject({
      schedule_state: 'ended',
      unpublish_at: '2026-12-01T13:00',
    });
  });

  test('a corporate page scheduled ahead answers 404 and leaves the sitemap until its time', async () => {
    const saved = await send(a, 'PUT', '/api/admin/contents/about_us', {
      title_en: 'About us',
      publish_at: '2026-12-01T15:00',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Data<{ schedule_state: string }>>().data.schedule_state).toBe('planned');
    expect((await get(b, '/api/pages/content?page=about_us')).statusCode).toBe(404);
    expect(await sitemap(b)).not.toMatch(/\/about-us</);

    now = Date.parse('2026-12-01T12:00:00.000Z');
    await b.app.schedule.tick();
    expect((await get(a, '/api/pages/content?page=about_us')).statusCode).toBe(200);
    expect(await sitemap(a)).toMatch(/\/about-us</);
  });

  test('bad windows are refused with Turkish field messages; the home page always shows', async () => {
    const backwards = await send(a, 'POST', '/api/admin/media/news', {
      title_en: 'Backwards',
      publish_at: '2026-12-05T10:00',
      unpublish_at: '2026-12-05T09:00',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json<{ errors: Record<string, string> }>().errors).toEqual({
      unpublish_at: 'Yayından kaldırma tarihi, yayın tarihinden sonra olmalı',
    });

    const notADate = await send(a, 'POST', '/api/admin/products', {
      section: 'air_springs',
      category_id: 1,
      code: 'X-1',
      name_en: 'X',
      publish_at: '2026-02-30T10:00',
    });
    expect(notADate.statusCode).toBe(422);
    expect(notADate.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      publish_at: 'Geçerli bir tarih ve saat giriniz',
    });

    const home = await send(a, 'PUT', '/api/admin/contents/home', { publish_at: '2026-12-09T10:00' });
    expect(home.statusCode).toBe(422);
    expect(home.json<{ errors: Record<string, string> }>().errors).toEqual({
      publish_at: 'Ana sayfa planlanamaz; her zaman yayındadır',
    });

    // An update that sends only one side is checked against the stored other side.
    const item = (
      await send(a, 'POST', '/api/admin/media/news', { title_en: 'Kept window', publish_at: '2026-12-10T10:00' })
    ).json<Data<AdminMediaItem>>().data;
    const early = await send(a, 'PUT', `/api/admin/media/news/${item.id}`, { unpublish_at: '2026-12-10T09:59' });
    expect(early.json<{ errors: Record<string, string> }>().errors).toEqual({
      unpublish_at: 'Yayından kaldırma tarihi, yayın tarihinden sonra olmalı',
    });
    const cleared = await send(a, 'PUT', `/api/admin/media/news/${item.id}`, { publish_at: '' });
    expect(cleared.json<Data<ScheduledDetail>>().data).toMatchObject({ publish_at: null, schedule_state: null });
  });

  test('the site time zone is a setting: an IANA name, and the times staff write are read in it', async () => {
    const bad = await send(a, 'PUT', '/api/admin/settings/site', { time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toEqual({
      time_zone: 'Geçerli bir saat dilimi giriniz (ör. Europe/Istanbul)',
    });
    const set = await send(a, 'PUT', '/api/admin/settings/site', { time_zone: 'UTC' });
    expect(set.json<Data<{ time_zone: string }>>().data.time_zone).toBe('UTC');
    try {
      const item = (await send(a, 'POST', '/api/admin/media/news', { title_en: 'In UTC', publish_at: '2026-12-01T12:30' })).json<
        Data<ScheduledDetail & { seo_name: string }>
      >().data;
      expect(item).toMatchObject({ publish_at: '2026-12-01T12:30', time_zone: 'UTC', schedule_state: 'planned' });
      // 12:30 UTC: still ahead of the clock (12:00 UTC), though 12:30 in Istanbul would have passed.
      expect(await newsSlugs(a)).not.toContain(item.seo_name);
    } finally {
      await send(a, 'PUT', '/api/admin/settings/site', { time_zone: 'Europe/Istanbul' });
    }
  });

  test('the planned filter keeps the lists’ roles: no token 401, Operatör 403', async () => {
    const operator = await signInAs(a, 'Operatör');
    expect((await a.app.inject({ url: '/api/admin/media/news?schedule=planned' })).statusCode).toBe(401);
    expect((await send(a, 'GET', '/api/admin/media/news?schedule=planned', undefined, operator)).statusCode).toBe(403);
    expect((await send(a, 'GET', '/api/admin/products?schedule=planned', undefined, operator)).statusCode).toBe(403);
    const wrong = await send(a, 'GET', '/api/admin/media/news?schedule=someday');
    expect(wrong.statusCode).toBe(422);
  });

  test('each process runs the check on a timer from ready until close, with no request needed', async () => {
    let own = START;
    const t = await buildTestApp({ engine, clock: () => own, env: { SCHEDULE_CHECK_MS: '50' } });
    try {
      expect(t.app.schedule.running()).toBe(true);
      await t.app.db
        .updateTable('pages')
        .set({ publish_at: new Date(START + 60_000).toISOString() })
        .where('key', '=', 'about_us')
        .execute();
      const version = () => contentVersion(t.app.db);
      const before = await version();
      own = START + 120_000;
      // No request: the timer's own check raises the content version.
      await until(async () => (await version()) > before, 'the content version raised by the timer');
    } finally {
      await t.close();
    }
    expect(t.app.schedule.running()).toBe(false);
  });
});
