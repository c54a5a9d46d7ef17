/**
 * A canary and health per release (docs/deployment.md, "A team's release"): a release sent to a share of visitors
 * is sticky per visitor (a bucket cookie) on every page and in every process, the server render and the page's
 * config name the same release, pages are cached per release; "Tamamına yayınla" promotes, "Durdur" stops; the
 * browser's failure beacon; /metrics per remote and release; the automatic stop, audited and mailed.
 */
import { createServer, type Server } from 'node:http';
import { BUCKET_COOKIE } from '../src/modules/releases/canary';
import { AUTOMATIC_STOP } from '../src/modules/releases/health';
import { buildLoggedInApp, buildTestApp, describeEngines, makeDistRootWithServer, signInAs, type TestApp } from './helpers';
import { LogLines } from './log-lines';
import { mfManifest, serveOn } from './release-fixtures';

const SHELL = `
exports.render = async ({ url, config }) => {
  if (url.includes('throws')) throw new Error('a render that throws');
  return {
  html: '<main data-catalogue="' + config.remotes.mf_catalogue + '">' + url + '</main>',
  status: 200,
  state: {},
  };
};
`;

const METRICS = 'metrics-token-for-the-canary-test';
const PRODUCT = '/product/vt-4881-np01';
const LIVE = '/mf/mf_catalogue/mf-manifest.json';

describeEngines('a canary release and its health (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let cdn: Server;
  let origin: string;
  let v2: string;
  const log = new LogLines();

  beforeAll(async () => {
    cdn = createServer((req, res) => {
      if (req.url === '/v2/mf-manifest.json')
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mfManifest('mf_catalogue')));
      if (req.url === '/v2/remoteEntry.js') return res.writeHead(200, { 'access-control-allow-origin': '*' }).end();
      if (req.url === '/v2/server/remoteEntry.js') return res.writeHead(200).end('module.exports = {};');
      return res.writeHead(404).end();
    });
    origin = await serveOn(cdn);
    v2 = `${origin}/v2/mf-manifest.json`;
    t = await buildLoggedInApp({
      engine,
      distRoot: makeDistRootWithServer(SHELL),
      logStream: log,
      env: {
        LOG_LEVEL: 'warn',
        RELEASE_ORIGINS: origin,
        METRICS_TOKEN: METRICS,
        CANARY_MIN_PAGES: '10',
        CANARY_MAX_FAILURE_RATE: '0.2',
        BEACON_RATE_LIMIT: '40',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => cdn.close(resolve));
  });

  const admin = (url: string, payload: object, bearer = t.bearer) =>
    t.app.inject({ method: 'POST', url: `/api/admin/releases${url}`, headers: t.headers(bearer), payload });
  const start = (percent: number) => admin('/canary', { remote: 'mf_catalogue', url: v2, percent });
  type Release = {
    remote: string;
    url: string;
    canary: { url: string; percent: number } | null;
    ended_canary: { url: string; status: string; reason: string | null } | null;
    health: { url: string; role: string; pages: number; render_failures: number; browser_failures: number }[];
  };
  const catalogueOf = (data: Release[]) => data.find((release) => release.remote === 'mf_catalogue')!;
  /** The release the server rendered the page with, and the one the page tells the browser to load. */
  const releasesOf = (body: string) => ({
    rendered: /data-catalogue="([^"]*)"/.exec(body)?.[1],
    browser: /"mf_catalogue":"([^"]*)"/.exec(body)?.[1],
  });
  const visit = (bucket?: string, app = t.app) =>
    app.inject({ url: PRODUCT, ...(bucket === undefined ? {} : { cookies: { [BUCKET_COOKIE]: bucket } }) });
  const beacon = (payload: object, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/releases/beacon', headers: t.headers(), payload, remoteAddress });
  const metrics = async () => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } })).body;

  test('a 50 % canary: each new visitor gets one release, the same on every reload, in server render and browser alike', async () => {
    const started = await start(50);
    expect(started.statusCode).toBe(200);
    expect(catalogueOf(started.json().data).canary).toEqual(expect.objectContaining({ url: v2, percent: 50 }));

    const seen = new Set<string>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const first = await visit();
      const cookie = first.cookies.find((c) => c.name === BUCKET_COOKIE)!;
      expect(cookie).toEqual(expect.objectContaining({ path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 }));
      expect(cookie.value).toMatch(/^\d{1,2}$/);
      const release = releasesOf(first.body);
      // The server rendered with the release the browser is told to load: the built-in one's server build, or the
      // canary's server entry fetched into this process's release folder.
      expect(release.rendered).toMatch(
        release.browser === LIVE ? /mf-catalogue\/dist\/server\/remoteEntry\.js/ : /vitrin-releases-/,
      );
      for (let reload = 0; reload < 5; reload += 1) {
        const again = await visit(cookie.value);
        // The same release, in the server's markup and in the page's config, and no new bucket.
        expect(releasesOf(again.body).browser).toBe(release.browser);
        expect(again.body).toContain(`data-catalogue="${release.rendered}`);
        expect(again.cookies.find((c) => c.name === BUCKET_COOKIE)).toBeUndefined();
      }
      expect(release.browser).toBe(Number(cookie.value) < 50 ? v2 : LIVE);
      seen.add(release.browser!);
    }
    expect([...seen].sort()).toEqual([LIVE, v2].sort());
  });

  test('another API process on the same database sends the same visitor the same release', async () => {
    const other = await buildTestApp({
      engine,
      dataDir: t.dataDir,
      ...(t.databaseUrl ? { databaseUrl: t.databaseUrl } : {}),
      distRoot: makeDistRootWithServer(SHELL),
      env: { RELEASE_ORIGINS: origin },
    });
    try {
      expect(releasesOf((await visit('7', other.app)).body).browser).toBe(v2);
      expect(releasesOf((await visit('93', other.app)).body).browser).toBe(LIVE);
    } finally {
      await other.close(true);
    }
  }, 60_000);

  test('pages are cached per release: a canary visitor never gets the live page from the cache, nor the other way', async () => {
    const hits = async () => Number(/^vitrin_page_cache_lookups_total\{result="hit"\} (\d+)$/m.exec(await metrics())?.[1] ?? 0);
    await visit('80');
    await visit('3');
    const before = await hits();
    const live = await visit('80');
    const canary = await visit('3');
    expect(await hits()).toBe(before + 2);
    expect(releasesOf(live.body)).toEqual({ rendered: expect.stringContaining('mf-catalogue/dist/server'), browser: LIVE });
    expect(releasesOf(canary.body)).toEqual({ rendered: expect.stringContaining('vitrin-releases-'), browser: v2 });
    expect(releasesOf(canary.body).rendered).not.toBe(releasesOf(live.body).rendered);
  });

  test('a server render that fails counts against the releases the page was rendered with', async () => {
    const failures = async () =>
      [...(await metrics()).matchAll(/^vitrin_release_render_failures_total\{remote="(\w+)",release="([^"]+)"\} (\d+)$/gm)]
        .filter((match) => match[3] !== '0')
        .map((match) => `${match[1]} ${match[2]} ${match[3]}`);
    expect(await failures()).toEqual([]);
    const page = await t.app.inject({ url: '/product/throws', cookies: { [BUCKET_COOKIE]: '3' } });
    // The page still answers, rendered in the browser, with the canary named in its config.
    expect(page.statusCode).toBe(200);
    expect(releasesOf(page.body).browser).toBe(v2);
    expect((await failures()).sort()).toEqual([`mf_catalogue ${v2} 1`, 'mf_public /mf/mf_public/mf-manifest.json 1'].sort());
  });

  test('the failure beacon: checked fields, only releases in service, rate-limited; /metrics by remote and release', async () => {
    const bad = await beacon({ remote: 'mf_nothing', release: '', kind: 'boom' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'release', 'remote']);
    const elsewhere = await beacon({ remote: 'mf_catalogue', release: 'http://evil.example/x.json', kind: 'entry' });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ release: 'Sunulan bir sürüm değil' });
    // Without the page's CSRF token a beacon is refused like any other unsafe request.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/releases/beacon',
      payload: { remote: 'mf_catalogue', release: v2, kind: 'entry' },
    });
    expect(forged.statusCode).toBe(403);

    expect((await beacon({ remote: 'mf_catalogue', release: v2, kind: 'entry' })).statusCode).toBe(200);
    expect((await beacon({ remote: 'mf_catalogue', release: LIVE, kind: 'module' })).statusCode).toBe(200);
    const body = await metrics();
    expect(body).toContain(`vitrin_release_browser_failures_total{remote="mf_catalogue",release="${v2}",kind="entry"} 1`);
    expect(body).toContain(`vitrin_release_browser_failures_total{remote="mf_catalogue",release="${LIVE}",kind="module"} 1`);
    expect(body).toMatch(new RegExp(`^vitrin_release_pages_total\\{remote="mf_catalogue",release="${v2}"\\} [1-9]\\d*$`, 'm'));
    expect(body).toMatch(
      new RegExp(`^vitrin_release_pages_total\\{remote="mf_public",release="/mf/mf_public/mf-manifest.json"\\} [1-9]\\d*$`, 'm'),
    );

    // One client address: BEACON_RATE_LIMIT (40) a minute, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1)
      statuses.push(
        (await beacon({ remote: 'mf_public', release: '/mf/mf_public/mf-manifest.json', kind: 'render' }, '198.51.100.9'))
          .statusCode,
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.at(-1)).toBe(429);
  });

  test('"Durdur" returns everyone to the live release; audited; a second stop is refused', async () => {
    const stopped = await admin('/canary/stop', { remote: 'mf_catalogue' });
    expect(stopped.statusCode).toBe(200);
    const catalogue = catalogueOf(stopped.json().data);
    expect(catalogue.canary).toBeNull();
    expect(catalogue.ended_canary).toEqual(expect.objectContaining({ url: v2, status: 'stopped' }));
    expect(releasesOf((await visit('0')).body).browser).toBe(LIVE);
    const again = await admin('/canary/stop', { remote: 'mf_catalogue' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.remote).toBe('Bu uygulamanın süren bir kademeli yayını yok');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'changes'])
      .where('entity', '=', 'release')
      .execute();
    expect(audit.some((row) => row.action === 'status' && row.changes?.includes('"stopped"'))).toBe(true);
  });

  test('a canary whose failures pass the rate over the window is stopped by itself: audited, logged, mailed', async () => {
    expect((await start(99)).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) await visit('4');
    // One failure in ten pages: under CANARY_MAX_FAILURE_RATE (0.2), it keeps running.
    await beacon({ remote: 'mf_catalogue', release: v2, kind: 'render' }, '192.0.2.1');
    await t.app.releaseHealth.tick();
    expect(t.app.releases.runningCanaries().mf_catalogue?.url).toBe(v2);

    await beacon({ remote: 'mf_catalogue', release: v2, kind: 'render' }, '192.0.2.2');
    await beacon({ remote: 'mf_catalogue', release: v2, kind: 'entry' }, '192.0.2.3');
    await t.app.releaseHealth.tick();
    expect(t.app.releases.runningCanaries().mf_catalogue).toBeUndefined();
    expect(releasesOf((await visit('4')).body).browser).toBe(LIVE);
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'canary stopped automatically: too many failures', remote: 'mf_catalogue', url: v2 }),
    );

    const list = await t.app.inject({ url: '/api/admin/releases', headers: t.headers(t.bearer) });
    const catalogue = catalogueOf(list.json().data);
    expect(catalogue.ended_canary).toEqual(expect.objectContaining({ url: v2, status: 'auto_stopped' }));
    expect(catalogue.ended_canary?.reason).toMatch(/^\d+ sayfada 3 hata/);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['user_name', 'action', 'changes'])
      .where('user_name', '=', AUTOMATIC_STOP)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'status', changes: expect.stringContaining('auto_stopped') })]);
    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text'])
      .where('kind', '=', 'release_stopped')
      .execute();
    expect(mails).toEqual([
      expect.objectContaining({ to_address: 'admin@vitrin.test', subject: 'Kademeli yayın durduruldu: mf_catalogue' }),
    ]);
    expect(mails[0]!.text).toContain(v2);
    // Another tick decides nothing more: one record, one mail.
    await t.app.releaseHealth.tick();
    expect(await t.app.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'release_stopped').execute()).toHaveLength(1);
  });

  test('"Tamamına yayınla" makes the canary the live release; only a Süper Yönetici; bad input is 422', async () => {
    expect((await admin('/canary', { remote: 'mf_catalogue', url: v2, percent: 0 })).json().errors).toEqual({
      percent: 'En az 1',
    });
    expect((await admin('/canary', { remote: 'mf_admin', url: v2, percent: 10 })).json().errors.remote).toMatch(/mf_public/);
    const editor = await signInAs(t, 'Editör');
    expect((await admin('/canary', { remote: 'mf_catalogue', url: v2, percent: 10 }, editor)).statusCode).toBe(403);
    expect((await admin('/canary/promote', { remote: 'mf_catalogue' })).statusCode).toBe(422);

    expect((await start(10)).statusCode).toBe(200);
    const promoted = await admin('/canary/promote', { remote: 'mf_catalogue' });
    expect(promoted.statusCode).toBe(200);
    const catalogue = catalogueOf(promoted.json().data);
    expect(catalogue).toEqual(
      expect.objectContaining({ url: v2, canary: null, ended_canary: expect.objectContaining({ status: 'promoted' }) }),
    );
    expect(catalogue.health.map((row) => row.role)).toEqual(['live']);
    expect(releasesOf((await visit('95')).body).browser).toBe(v2);
  });
});
