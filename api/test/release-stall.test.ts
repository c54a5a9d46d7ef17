/**
 * A remote that fails or stalls never takes a page down (docs/architecture.md, "A remote that fails"): with the
 * catalogue's release on another origin whose server entry the test holds, fails, oversizes or takes offline,
 * pages that do not need it render without waiting, a page whose main content it is answers 503 with Retry-After
 * and the rest of the page (the navbar), one fetch at most is in flight, and a failure is not asked again at once.
 * The stand-in shell renders the fallen-back region as the real one does (shared-libs RemoteModule test).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { buildLoggedInApp, makeDistRootWithServer, type TestApp } from './helpers';
import { bumpContentVersion } from '../src/modules/site/content-version';
import { mfManifest } from './release-fixtures';

const SHELL = `
exports.render = async ({ url, config }) => {
  const off = config.unavailable || [];
  if (off.includes('mf_public')) return { html: '<div data-remote-fallback="mf_public/App"></div>', status: 503, state: {} };
  const catalogue = /^\\/(product|products|categories|search-products)\\b/.test(url);
  const main = !catalogue
    ? '<main>' + url + '</main>'
    : off.includes('mf_catalogue')
      ? '<div data-remote-fallback="mf_catalogue/public"></div>'
      : '<main data-catalogue="' + config.remotes.mf_catalogue + '">' + url + '</main>';
  return { html: '<nav data-navbar></nav>' + main, status: catalogue && off.includes('mf_catalogue') ? 503 : 200, state: {} };
};
`;

type Mode = 'hold' | 'fail' | 'huge' | 'ok';

/** A team's origin whose server entry answers as the test says: held until released, failing, too big, or fine. */
class TeamOrigin {
  mode: Mode = 'ok';
  entryAsked = 0;
  private readonly held: ServerResponse[] = [];
  private heard: (() => void)[] = [];
  readonly server: Server;
  url = '';

  constructor() {
    this.server = createServer((req, res) => {
      if (req.url === '/c/mf-manifest.json') {
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mfManifest('mf_catalogue')));
      }
      if (req.url !== '/c/server/remoteEntry.js') return void res.writeHead(404).end();
      this.entryAsked += 1;
      this.heard.splice(0).forEach((resolve) => resolve());
      if (this.mode === 'hold') return void this.held.push(res);
      if (this.mode === 'fail') return void res.writeHead(500).end('boom');
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(this.mode === 'huge' ? `/*${'x'.repeat(8192)}*/` : 'module.exports = {};');
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    this.url = `http://127.0.0.1:${address.port}`;
  }

  /** Resolves once the server entry has been asked for (at least `count` times in all). */
  async asked(count = 1): Promise<void> {
    while (this.entryAsked < count) await new Promise<void>((resolve) => this.heard.push(resolve));
  }

  /** Answers every held request with the entry. */
  release(): void {
    this.mode = 'ok';
    for (const res of this.held.splice(0)) res.writeHead(200, { 'content-type': 'text/javascript' }).end('module.exports = {};');
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const navbar = (body: string) => body.includes('<nav data-navbar></nav>');
const fellBack = (body: string) => /data-remote-fallback="mf_catalogue\/public"/.test(body);
const configOf = (body: string) =>
  JSON.parse(/<script id="vitrin-config" type="application\/json">([^<]*)<\/script>/.exec(body)![1]!) as {
    unavailable?: string[];
  };

async function appWith(origin: TeamOrigin, env: Record<string, string> = {}): Promise<TestApp & { bearer: string }> {
  const t = await buildLoggedInApp({
    distRoot: makeDistRootWithServer(SHELL),
    // Budgets so large that a loaded machine never reaches them: what is asserted is what the code decides.
    env: { RELEASE_ORIGINS: origin.url, SSR_TIMEOUT_MS: '8000', RELEASE_RETRY_SECONDS: '3600', ...env },
  });
  // A release that passed the gate earlier (its test render fetched its entry then), whose origin stalls or fails
  // now, in a process that has not fetched it yet.
  await t.app.db
    .insertInto('remote_releases')
    .values({
      remote: 'mf_catalogue',
      url: `${origin.url}/c/mf-manifest.json`,
      status: 'serving',
      problem: null,
      changed_by: 'admin@vitrin.test',
      changed_at: new Date().toISOString(),
    })
    .execute();
  await t.app.releases.refresh();
  await bumpContentVersion(t.app.db);
  return t;
}

describe('a stalled release', () => {
  const origin = new TeamOrigin();
  let t: TestApp;

  beforeAll(async () => {
    await origin.start();
    origin.mode = 'hold';
    t = await appWith(origin);
  });
  afterAll(async () => {
    await t.close();
    await origin.stop();
  });

  test('pages that do not need it answer, rendered, while its entry is held; one fetch is all its origin sees', async () => {
    const urls = ['/', '/about-us', '/contact', '/?lang=tr', '/about-us?lang=tr', '/contact?lang=tr', '/news', '/'];
    const answers = await Promise.all(urls.map((url) => t.app.inject({ url })));
    expect(answers.map((res) => res.statusCode)).toEqual(urls.map(() => 200));
    for (const res of answers) {
      expect(res.body).toContain('data-server-rendered');
      expect(navbar(res.body)).toBe(true);
      expect(configOf(res.body).unavailable).toBeUndefined();
    }
    await origin.asked();
    expect(origin.entryAsked).toBe(1);
  });

  test('its own page falls back for its region only: 503 with Retry-After, the navbar, the fallback named for the browser', async () => {
    const res = await t.app.inject({ url: '/product/vt-4881-np01' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('3600');
    expect(res.body).toContain('data-server-rendered');
    expect(navbar(res.body)).toBe(true);
    expect(fellBack(res.body)).toBe(true);
    expect(configOf(res.body).unavailable).toEqual(['mf_catalogue']);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(origin.entryAsked).toBe(1);
  });

  test('once its entry arrives, its pages render with it (the same single fetch)', async () => {
    origin.release();
    const res = await t.app.inject({ url: '/product/vt-4881-np01' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/data-rendered-with="mf_public@\d+-\d+ mf_catalogue@[0-9a-f]{16}"/);
    expect(fellBack(res.body)).toBe(false);
    expect(origin.entryAsked).toBe(1);
  });
});

describe('a release that fails, is too big, or whose origin is down', () => {
  test('a failure is remembered: its pages answer 503 without asking its origin again; the home page answers 200', async () => {
    const origin = new TeamOrigin();
    await origin.start();
    origin.mode = 'fail';
    const t = await appWith(origin);
    try {
      for (let i = 0; i < 5; i += 1) {
        const res = await t.app.inject({ url: `/product/part-${i}` });
        expect([res.statusCode, res.headers['retry-after'], navbar(res.body), fellBack(res.body)]).toEqual([
          503,
          '3600',
          true,
          true,
        ]);
      }
      expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
      expect(origin.entryAsked).toBe(1);
    } finally {
      await t.close();
      await origin.stop();
    }
  });

  test('a server entry past RELEASE_MAX_BYTES is refused: its region falls back', async () => {
    const origin = new TeamOrigin();
    await origin.start();
    origin.mode = 'huge';
    const t = await appWith(origin, { RELEASE_MAX_BYTES: '4096' });
    try {
      const res = await t.app.inject({ url: '/categories/air_springs' });
      expect([res.statusCode, fellBack(res.body), navbar(res.body)]).toEqual([503, true, true]);
      expect(res.body).not.toContain('xxxx');
    } finally {
      await t.close();
      await origin.stop();
    }
  });

  test("with the remote's origin down, the product page answers 503 with Retry-After and the navbar; the home page 200", async () => {
    const origin = new TeamOrigin();
    await origin.start();
    const t = await appWith(origin);
    try {
      await origin.stop();
      const product = await t.app.inject({ url: '/product/vt-4881-np01?lang=tr' });
      expect(product.statusCode).toBe(503);
      expect(product.headers['retry-after']).toBe('3600');
      expect(navbar(product.body)).toBe(true);
      expect(fellBack(product.body)).toBe(true);
      expect(product.body).not.toMatch(/ECONNREFUSED|at .*\.js:\d+/);
      const home = await t.app.inject({ url: '/' });
      expect(home.statusCode).toBe(200);
      expect(navbar(home.body)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
