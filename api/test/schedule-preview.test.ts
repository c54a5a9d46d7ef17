import type { Paged } from '@vitrin/shared-libs/types/api';
import type { AdminMediaItem } from '@vitrin/shared-libs/types/content';
import type { SitePreviewLink } from '@vitrin/shared-libs/types/schedule';
import { client, createCategory, createProduct } from './catalogue-fixtures';
import { signToken } from '../src/lib/signed-token';
import { previewToken } from '../src/modules/releases/preview';
import { PLANNED_COOKIE } from '../src/modules/schedule/preview';
import { buildLoggedInApp, describeEngines, makeDistRootWithServer, setCookies, signInAs, type TestApp } from './helpers';

/**
 * Staff preview of planned content (docs/architecture.md, "Staff preview"): "Sitede önizle" gives a short-lived link;
 * opening it sets a signed, expiring cookie with which that browser sees the site as it will be at the record's
 * time — pages rendered on the server (through the API, in process) and the JSON API alike — privately, while
 * every visitor without it, before and after, still gets 404 and absence, from every cache.
 */

/** A stand-in shell server build: the product, news and about-us pages and the home page, read through the API. */
const SHELL_SERVER = `
const found = (html) => ({ html: '<main>' + html + '</main>', status: 200, state: {} });
const missing = { html: '<main>not found</main>', status: 404, state: {} };
exports.render = async ({ url, lang, transport }) => {
  const get = (path, params = {}) => transport.request({ url: path, method: 'GET', params: { lang, ...params } });
  let m;
  if ((m = /^\\/product\\/([^?]+)/.exec(url))) {
    const a = await get('/api/pages/product/' + m[1]);
    return a.status === 200 ? found(a.data.data.name_en) : missing;
  }
  if ((m = /^\\/news\\/([^?]+)/.exec(url))) {
    const a = await get('/api/pages/blog/news/' + m[1]);
    return a.status === 200 ? found(a.data.data.title_en) : missing;
  }
  if (url.startsWith('/about-us')) {
    const a = await get('/api/pages/content', { page: 'about_us' });
    return a.status === 200 ? found(a.data.data.title_en) : missing;
  }
  if (url === '/' || url.startsWith('/?')) {
    const a = await get('/api/pages/content', { page: 'home' });
    return found('news: ' + a.data.data.latest_news.map((n) => n.title_en).join(', '));
  }
  return found('');
};
`;

/** 09:00 UTC, 12:00 in Istanbul; the planned records come out at 12:30 there. */
const START = Date.parse('2026-12-01T09:00:00.000Z');
const PLANNED_AT = '2026-12-01T12:30';
const BAR = 'planlanmış içerik görünüyor';

type Data<T> = { data: T };

describeEngines('staff preview of planned content (%s)', (engine) => {
  const clock = () => START;
  let t: TestApp & { bearer: string };
  let editor: string;
  let operator: string;
  let product: { id: number; seo_name: string };
  let news: AdminMediaItem;
  let leaving: AdminMediaItem;

  beforeAll(async () => {
    t = await buildLoggedInApp({
      engine,
      clock,
      distRoot: makeDistRootWithServer(SHELL_SERVER),
      env: { CONTENT_VERSION_CHECK_MS: '0' },
    });
    editor = await signInAs(t, 'Editör');
    operator = await signInAs(t, 'Operatör');
    const send = (url: string, payload: object) =>
      t.app.inject({ method: url.includes('contents') ? 'PUT' : 'POST', url, headers: t.headers(editor), payload });
    news = (await send('/api/admin/media/news', { title_en: 'Winter fair', publish_at: PLANNED_AT })).json<Data<AdminMediaItem>>()
      .data;
    // Shows now, gone by 12:30: a preview at 12:30 leaves it out, as visitors will then.
    leaving = (await send('/api/admin/media/news', { title_en: 'Autumn notice', unpublish_at: '2026-12-01T12:15' })).json<
      Data<AdminMediaItem>
    >().data;
    expect(
      (await send('/api/admin/contents/about_us', { title_en: 'About the new us', publish_at: PLANNED_AT })).statusCode,
    ).toBe(200);
    const category = await createCategory(client(t, t.bearer), 'air_springs', 'Preview springs', 'Önizleme körükleri');
    product = await createProduct(client(t, t.bearer), {
      category_id: category.id,
      code: 'PRV-7710',
      name_en: 'Previewed spring',
      publish_at: PLANNED_AT,
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const ask = (path: string, bearer?: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/site-preview/${path}`, headers: t.headers(bearer) });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, ...(cookie ? { cookies: { [PLANNED_COOKIE]: cookie } } : {}) });

  /** Opens a preview link as a browser does and answers the cookie it sets. */
  async function open(kindAndId: string): Promise<string> {
    const answer = await ask(kindAndId, editor);
    expect(answer.statusCode).toBe(200);
    const opened = await get(answer.json<Data<SitePreviewLink>>().data.link);
    expect(opened.statusCode).toBe(303);
    return setCookies(opened)[PLANNED_COOKIE]!;
  }

  const newsSlugs = async (cookie?: string) =>
    (await get('/api/pages/blog/news', cookie)).json<Data<Paged<{ seo_name: string }>>>().data.data.map((i) => i.seo_name);
  const searchCodes = async (cookie?: string) =>
    (await get('/api/pages/search-products?search=PRV-7710', cookie))
      .json<Data<Paged<{ code: string }>>>()
      .data.data.map((p) => p.code);

  /** Everything a visitor without the cookie must not see of the planned records. */
  async function expectHiddenFromVisitors(): Promise<void> {
    for (const path of [`/product/${product.seo_name}`, `/news/${news.seo_name}`, '/about-us']) {
      const page = await get(path);
      expect([path, page.statusCode]).toEqual([path, 404]);
      expect(page.body).not.toContain(BAR);
    }
    for (const path of [
      `/api/pages/product/${product.seo_name}`,
      `/api/pages/blog/news/${news.seo_name}`,
      '/api/pages/content?page=about_us',
      `/api/pages/product/${product.seo_name}/datasheet.pdf`,
    ])
      expect([path, (await get(path)).statusCode]).toEqual([path, 404]);
    expect(await newsSlugs()).not.toContain(news.seo_name);
    expect(await newsSlugs()).toContain(leaving.seo_name);
    expect(await searchCodes()).toEqual([]);
    const home = await get('/');
    expect(home.body).toContain('<main>news: Autumn notice');
    expect(home.body).not.toContain('Winter fair');
    const map = (await get('/sitemap.xml')).body;
    expect(map).not.toContain(`/product/${product.seo_name}<`);
    expect(map).not.toContain(`/news/${news.seo_name}<`);
    expect(map).not.toMatch(/\/about-us</);
  }

  test('the link is for staff of the record’s area: no token 401, another area 403, an unknown record 404, a passive one 422', async () => {
    const kinds = [`product/${product.id}`, `media_item/${news.id}`, 'page/about-us'];
    for (const kind of kinds) {
      expect([kind, (await ask(kind)).statusCode]).toEqual([kind, 401]);
      expect([kind, (await ask(kind, operator)).statusCode]).toEqual([kind, 403]);
    }
    const answers = await Promise.all(kinds.map(async (kind) => (await ask(kind, editor)).json<Data<SitePreviewLink>>().data));
    expect(answers.map((a) => a.path)).toEqual([`/product/${product.seo_name}`, `/news/${news.seo_name}`, '/about-us']);
    for (const answer of answers) {
      // At the records' publish time, in the site's zone; the link is the public address with its token.
      expect(answer).toMatchObject({ at: PLANNED_AT, time_zone: 'Europe/Istanbul' });
      expect(answer.link).toMatch(new RegExp(`^${answer.path}\\?vitrin_planned=[\\w-]+\\.[\\w-]+$`));
      expect(Date.parse(answer.expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    }
    // An ended record is shown at its last second on the site.
    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/news',
      headers: t.headers(editor),
      payload: { title_en: 'Gone', publish_at: '2026-11-01T10:00', unpublish_at: '2026-11-30T18:00' },
    });
    const endedId = ended.json<Data<AdminMediaItem>>().data.id;
    expect((await ask(`media_item/${endedId}`, editor)).json<Data<SitePreviewLink>>().data.at).toBe('2026-11-30T17:59');

    expect((await ask('product/999999', editor)).statusCode).toBe(404);
    expect((await ask('page/no-such-page', editor)).statusCode).toBe(404);
    const passive = await createProduct(client(t, t.bearer), {
      category_id: (await t.app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id,
      code: 'PRV-OFF',
      name_en: 'Passive',
      is_active: false,
      publish_at: PLANNED_AT,
    });
    const refused = await ask(`product/${passive.id}`, editor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toMatch(/^Kayıt pasif/);
  });

  test('with the cookie the planned product, news item and page show (rendered and as JSON), privately; visitors before and after get 404 from every cache', async () => {
    // Visitors first: every page, list and search asked (and cached) before any preview.
    await expectHiddenFromVisitors();

    const answer = (await ask(`product/${product.id}`, editor)).json<Data<SitePreviewLink>>().data;
    const opened = await get(answer.link);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/product/${product.seo_name}`);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const cookie = (opened.cookies as { name: string; value: string; httpOnly?: boolean; maxAge?: number }[]).find(
      (c) => c.name === PLANNED_COOKIE,
    )!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge).toBeGreaterThan(3500);

    // The pages, rendered on the server through the API in process, with the bar; never stored by any cache.
    const pages = [
      [`/product/${product.seo_name}`, '<main>Previewed spring</main>'],
      [`/news/${news.seo_name}`, '<main>Winter fair</main>'],
      ['/about-us', '<main>About the new us</main>'],
    ] as const;
    for (const [path, main] of pages) {
      const page = await get(path, cookie.value);
      expect([path, page.statusCode]).toEqual([path, 200]);
      expect(page.body).toContain(main);
      expect(page.body).toContain(BAR);
      expect(page.body).toContain('Önizlemeden çık');
      expect(page.body).toContain('01.12.2026 12:30 (Europe/Istanbul)');
      expect(page.headers['cache-control']).toBe('private, no-store');
    }
    // The home page was cached for visitors without the news item: the preview does not get that copy.
    const home = await get('/', cookie.value);
    expect(home.body).toContain('<main>news: Winter fair');
    expect(home.body).not.toContain('Autumn notice');

    // The JSON API the browser reads after hydration.
    for (const path of [
      `/api/pages/product/${product.seo_name}`,
      `/api/pages/blog/news/${news.seo_name}`,
      '/api/pages/content?page=about_us',
    ]) {
      const json = await get(path, cookie.value);
      expect([path, json.statusCode]).toEqual([path, 200]);
      expect(json.headers['cache-control']).toBe('private, no-store');
      expect(json.headers.vary).toMatch(/Cookie/);
    }
    const datasheet = await get(`/api/pages/product/${product.seo_name}/datasheet.pdf`, cookie.value);
    expect(datasheet.statusCode).toBe(200);
    expect(datasheet.headers['content-type']).toBe('application/pdf');
    expect(datasheet.headers.etag).toBeUndefined();
    expect(await newsSlugs(cookie.value)).toContain(news.seo_name);
    expect(await newsSlugs(cookie.value)).not.toContain(leaving.seo_name);
    expect(await searchCodes(cookie.value)).toEqual(['PRV-7710']);
    // The sitemap never lists a planned record, even to the previewing browser.
    const map = (await get('/sitemap.xml', cookie.value)).body;
    expect(map).not.toContain(`/product/${product.seo_name}<`);
    expect(map).not.toContain(`/news/${news.seo_name}<`);

    // Visitors after the preview: nothing it read was kept for them.
    await expectHiddenFromVisitors();
    // A visitor's public JSON is kept apart by cookie in a shared cache.
    expect((await get('/api/pages/blog/news')).headers.vary).toMatch(/Cookie/);
  });

  test('a forged, ended or foreign token is ignored; a link past its time and "Önizlemeden çık" end the preview', async () => {
    const cookie = await open('page/about_us');
    expect((await get('/about-us', cookie)).statusCode).toBe(200);
    const secret = t.app.config.cookieSecret;
    const [payload, signature] = cookie.split('.');
    const [, zone, expiresAt] = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as [string, string, number];
    const later = Buffer.from(JSON.stringify(['2027-01-01T00:00:00.000Z', zone, expiresAt])).toString('base64url');
    const ignored = {
      forged: `${later}.${signature}`,
      'signed elsewhere': signToken(
        'another-site-secret-0123456789-abcdef',
        'planned-preview',
        ['2027-01-01T00:00:00.000Z', zone],
        expiresAt,
      ),
      ended: signToken(secret, 'planned-preview', ['2027-01-01T00:00:00.000Z', zone], Date.now() - 1000),
      'a link, not a cookie': signToken(secret, 'planned-preview-link', ['2027-01-01T00:00:00.000Z', zone], expiresAt),
      'a release preview': previewToken(secret, { remote: 'mf_public', url: '/mf/mf_public/mf-manifest.json', expiresAt }),
    };
    for (const [what, token] of Object.entries(ignored)) {
      const page = await get('/about-us', token);
      expect([what, page.statusCode, page.body.includes(BAR)]).toEqual([what, 404, false]);
      expect([what, (await get('/api/pages/content?page=about_us', token)).statusCode]).toEqual([what, 404]);
    }

    const stale = signToken(secret, 'planned-preview-link', ['2027-01-01T00:00:00.000Z', zone], Date.now() - 1000);
    const refused = await get(`/about-us?vitrin_planned=${stale}&lang=en`, cookie);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/about-us?lang=en');
    expect(setCookies(refused)[PLANNED_COOKIE]).toBe('');

    const exit = await get('/about-us?vitrin_planned=exit', cookie);
    expect(exit.statusCode).toBe(303);
    expect(exit.headers.location).toBe('/about-us');
    expect(setCookies(exit)[PLANNED_COOKIE]).toBe('');
    // Never a redirect to another host.
    for (const path of ['//elsewhere.example/x', '/\\elsewhere.example/x'])
      expect((await get(`${path}?vitrin_planned=exit`)).headers.location).toMatch(/^\/(?![/\\])/);
  });
});
