/**
 * How the API serves server-rendered pages, with a stand-in shell server build (the real one is exercised by the
 * browser tests): the render's markup and state in the page, its status, the page cache and what invalidates it,
 * the CSRF token filled per visitor, and the client-rendered page whenever a render fails or is too slow.
 */
import events from 'node:events';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cacheStats } from '../src/lib/cache-stats';
import { RenderGate } from '../src/modules/site/render-gate';
import { buildTestApp, csrfTokenInPage, makeDistRootWithServer, setCookies, type TestApp } from './helpers';

/** A shell server build that renders the URL, the language, what the API answered in-process, and a count. */
const FAKE_SHELL_SERVER = `
let renders = 0;
// The test's hooks: a held render waits for the test to let it go; the others say what happened. (Hung on a core
// module, the one object this build, run in Node's own context, and the test, run in Jest's, both see.)
const hooks = () => require('node:events')[Symbol.for('vitrin.ssrTest')] || {};
exports.render = async ({ url, lang, config, transport }) => {
  if (url.includes('boom')) throw new Error('the render threw');
  // The catalogue remote's server entry throws, as remotes.ts marks it: its region falls back when told so.
  if (url.includes('catalogue-throws')) {
    hooks().unavailableSeen?.(config.unavailable);
    if (!(config.unavailable || []).includes('mf_catalogue')) {
      const error = new Error('a broken server build');
      error[Symbol.for('vitrin.failedRemote')] = 'mf_catalogue';
      error[Symbol.for('vitrin.remoteFailureKind')] = 'entry';
      throw error;
    }
    return { html: '<nav>menu</nav><div data-remote-fallback="mf_catalogue/public">x</div>', status: 503, state: {} };
  }
  if (url.includes('held')) {
    hooks().heldStarted?.(url);
    await hooks().held;
  }
  renders += 1;
  // A render that would read for ever; it says when a read refused to go on (the render was cut).
  if (url.includes('endless'))
    try {
      for (;;) {
        await transport.request({ url: '/healthz?endless', method: 'GET' });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } catch (error) {
      hooks().endlessStopped?.(error);
      throw error;
    }
  // CPU work between in-process reads that need no socket (as SQLite's never do): 30 ms after each of 8 reads.
  if (url.includes('busy')) {
    hooks().busyStarted?.();
    for (let i = 0; i < 8; i += 1) {
      await transport.request({ url: '/healthz', method: 'GET' });
      const until = Date.now() + 30;
      while (Date.now() < until);
    }
  }
  const texts = await transport.request({ url: '/api/pages/static-languages', method: 'GET', params: { lang } });
  const status = url.includes('missing') ? 404 : 200;
  const marker = process.env.VITRIN_FAKE_BUILD || 'v1';
  return {
    html: '<main data-render="' + renders + '" data-build="' + marker + '">' + url + ' ' + lang + ' ' + texts.status + ' ' +
      texts.data.data.abbr + ' ' + config.remotes.mf_public + ' &lt;/script&gt;</main>',
    status,
    state: { publicApi: { queries: { 'x': { status: 'fulfilled', data: '</script><script>alert(1)</script>\\u2028' } } } },
  };
};
`;

/** The script files the stand-in build has: the shell's start, mf_public's and mf_catalogue's (each a line of JS). */
const STAND_IN_SCRIPTS = {
  shell: ['step-react.1.js', 'step-store.2.js', 'react-dom.3.js'],
  'mf-public': ['remoteEntry.js', '__federation_expose_App.4.js', 'cart.5.js', 'i18n.6.js', 'lazy-page.7.js', 'formik.8.js'],
  'mf-catalogue': ['remoteEntry.js', '__federation_expose_public.9.js', 'cart.10.js', 'finder.11.js'],
};

function distWithServerBuild(): string {
  const root = makeDistRootWithServer(FAKE_SHELL_SERVER);
  for (const [dir, files] of Object.entries(STAND_IN_SCRIPTS))
    for (const file of files) writeFileSync(path.join(root, dir, 'dist', file), `/* ${dir} ${file} */`);
  // The shell's build says which of its files the start runs, and which shared modules it provides.
  writeFileSync(
    path.join(root, 'shell', 'dist', 'start-files.json'),
    JSON.stringify({ js: STAND_IN_SCRIPTS.shell, provided: ['react', '@vitrin/shared-libs/i18n/i18n'] }),
  );
  // Each remote's manifest: its entry, its exposure's files at once and later, its shared modules' files.
  const manifest = (expose: string, sync: string[], lazy: string[], shared: Record<string, string[]>, css: object = {}) => ({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: Object.entries(shared).map(([name, files]) => ({ name, assets: { js: { sync: files, async: [] } } })),
    exposes: [{ name: expose, assets: { js: { sync, async: lazy }, css } }],
  });
  // mf_public's manifest names the stylesheet its App loads at once.
  writeFileSync(
    path.join(root, 'mf-public', 'dist', 'mf-manifest.json'),
    JSON.stringify(
      manifest(
        'App',
        ['__federation_expose_App.4.js'],
        ['lazy-page.7.js'],
        {
          '@vitrin/shared-libs/cart/cartSlice': ['cart.5.js'],
          '@vitrin/shared-libs/i18n/i18n': ['i18n.6.js'],
          formik: ['formik.8.js'],
        },
        { sync: ['app.1234.css'], async: ['lazy.css'] },
      ),
    ),
  );
  writeFileSync(
    path.join(root, 'mf-catalogue', 'dist', 'mf-manifest.json'),
    JSON.stringify(
      manifest('public', ['__federation_expose_public.9.js'], ['finder.11.js'], {
        '@vitrin/shared-libs/cart/cartSlice': ['cart.10.js'],
      }),
    ),
  );
  return root;
}

/** The stand-in shell's hooks: what the test holds and what it is told. */
interface SsrTestHooks {
  held?: Promise<void>;
  heldStarted?: (url: string) => void;
  busyStarted?: () => void;
  endlessStopped?: (error: unknown) => void;
  unavailableSeen?: (unavailable: string[] | undefined) => void;
}
const hooks: SsrTestHooks = {};
(events as unknown as Record<symbol, SsrTestHooks>)[Symbol.for('vitrin.ssrTest')] = hooks;

/** A gate the test opens: renders of `held` addresses wait on it. */
function holdRenders(): () => void {
  let open = () => undefined as void;
  hooks.held = new Promise<void>((resolve) => {
    open = resolve;
  });
  return open;
}

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';
const renderCount = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1] ?? NaN);
const csrfOf = csrfTokenInPage;

describe('server-rendered pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A budget no loaded machine reaches by rendering: only the renders the test holds or makes endless pass it.
    t = await buildTestApp({ distRoot: distWithServerBuild(), env: { SSR_TIMEOUT_MS: '3000' } });
  }, 60_000);
  afterAll(() => t.close());

  test('the render is in #root with its state escaped, <html> is marked and the "needs JavaScript" notice goes', async () => {
    const res = await t.app.inject({ url: '/about-us?lang=tr' });
    expect(res.statusCode).toBe(200);
    // The page says which build of each remote rendered it.
    expect(res.body).toMatch(/<html data-server-rendered data-rendered-with="mf_public@\d+-\d+ mf_catalogue@\d+-\d+" lang="tr">/);
    // Read through the API's own routes in this process, in the visitor's language.
    expect(rootOf(res.body)).toContain('/about-us?lang=tr tr 200 tr');
    // Each remote from its server build beside its manifest, versioned so a new build is a new entry.
    expect(rootOf(res.body)).toMatch(/file:\/\/.*\/mf-public\/dist\/server\/remoteEntry\.js\?v=/);
    const state = /<script id="vitrin-state" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('</script>');
    expect(state).not.toContain('\u2028');
    expect(JSON.parse(state!)).toEqual({
      publicApi: { queries: { x: { status: 'fulfilled', data: '</script><script>alert(1)</script>\u2028' } } },
    });
    expect(res.body).not.toContain('<noscript>');
    // The rendered remotes' stylesheets come with the page, not after their scripts.
    expect(res.body).toContain('<link rel="stylesheet" href="/mf/mf_public/app.1234.css">');
    expect(res.body).not.toContain('lazy.css');
    expect(res.body).not.toContain('rel="preload" href="/api/pages/static-languages');
  });

  test('the page announces every script the start runs: a list in the head, made preloads by a loader with the nonce', async () => {
    const preloaded = (html: string) =>
      JSON.parse(/<script id="vitrin-preload" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
    const loaderNonce = (html: string) =>
      /<script nonce="([^"]+)">\(function\(\)\{var d=document,l=d.getElementById\('vitrin-preload'\)/.exec(html)?.[1];
    const home = await t.app.inject({ url: '/' });
    const nonce = /'nonce-([^']+)'/.exec(String(home.headers['content-security-policy']))?.[1];
    const homeScripts = preloaded(home.body);
    // The list is in the head (compressed once per page); the loader, at the end of the body, carries this answer's nonce.
    expect(home.body.indexOf('id="vitrin-preload"')).toBeLessThan(home.body.indexOf('</head>'));
    expect(loaderNonce(home.body)).toBe(nonce);
    // The shell's steps first, then mf_public's entry and its exposure (not a lazy page's chunk, nor its shared
    // modules); no catalogue file on `/`.
    expect(homeScripts).toEqual([
      '/mf/shell/step-react.1.js',
      '/mf/shell/step-store.2.js',
      '/mf/shell/react-dom.3.js',
      '/mf/mf_public/remoteEntry.js',
      '/mf/mf_public/__federation_expose_App.4.js',
    ]);
    // A catalogue page adds mf_catalogue's entry and exposure.
    const category = preloaded((await t.app.inject({ url: '/categories/air_springs' })).body);
    expect(category.slice(homeScripts.length)).toEqual([
      '/mf/mf_catalogue/remoteEntry.js',
      '/mf/mf_catalogue/__federation_expose_public.9.js',
    ]);
    // The links name files the site serves, as scripts.
    for (const href of category) {
      const file = await t.app.inject({ url: href });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
    }
  });

  test('a render lets the event loop answer others between its reads: a request sent while it runs is answered first', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const answered: string[] = [];
    const started = new Promise<void>((resolve) => {
      hooks.busyStarted = resolve;
    });
    const page = fetch(`${base}/news/busy-part`).then(async (res) => {
      expect(await res.text()).toContain('data-server-rendered');
      answered.push('page');
    });
    // Sent once the render is under way.
    await started;
    const health = fetch(`${base}/healthz`).then((res) => {
      expect(res.status).toBe(200);
      answered.push('health');
    });
    await Promise.all([page, health]);
    expect(answered).toEqual(['health', 'page']);
  });

  test('a render past its time is answered with the client-rendered page and stops at its next read', async () => {
    const stopped = new Promise<unknown>((resolve) => {
      hooks.endlessStopped = resolve;
    });
    const res = await t.app.inject({ url: '/news/endless-part' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-server-rendered');
    // Its next read refuses to go on: the render ends there, not beside the renders that hold the slots.
    expect((await stopped) as Error).toHaveProperty('name', 'AbortError');
  });

  test('a page the render found missing answers 404, titled as the not_found route and kept out of search engines', async () => {
    const res = await t.app.inject({ url: '/product/missing-part' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Vitrin Air Suspension</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).not.toContain('rel="canonical"');
  });

  test('a page is rendered once per content version; each visitor still gets a token of their own', async () => {
    const first = await t.app.inject({ url: '/news?lang=en' });
    const second = await t.app.inject({ url: '/news?lang=en' });
    expect(renderCount(second.body)).toBe(renderCount(first.body));
    const tokens = [first, second].map((res) => csrfOf(res.body));
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(tokens[1]).not.toContain('VITRIN');
    // So is the CSP nonce: a new one per answer, on the page's scripts, the cached page's too.
    const nonces = [first, second].map((res) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(second.body).toContain(`<script nonce="${nonces[1]}"`);
    expect(second.body).not.toContain('__VITRIN_NONCE');
    // The token in the page is the one that matches the visitor's own cookie: it works for a form post.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie: `vitrin_csrf=${setCookies(second).vitrin_csrf}`, 'x-csrf-token': tokens[1]! },
      payload: {},
    });
    expect(contact.statusCode).toBe(422);

    // Another language is another page.
    const turkish = await t.app.inject({ url: '/news?lang=tr' });
    expect(renderCount(turkish.body)).toBeGreaterThan(renderCount(second.body));

    // Any successful admin write raises the content version: the next visitor gets a fresh render.
    const bearer = await t.login();
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/social-media',
      headers: t.headers(bearer),
      payload: { name: 'LinkedIn', uri: 'https://www.linkedin.com/company/vitrin', icon_name: 'bi-linkedin' },
    });
    expect(write.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/news?lang=en' });
    expect(renderCount(after.body)).toBeGreaterThan(renderCount(turkish.body));

    // A refused write changes nothing, so the page stays cached.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/social-media',
      headers: t.headers(bearer),
      payload: { name: '', uri: '', icon_name: '' },
    });
    expect(refused.statusCode).toBe(422);
    expect(renderCount((await t.app.inject({ url: '/news?lang=en' })).body)).toBe(renderCount(after.body));
  });

  test('a page whose address or stored text spells the old token placeholder shows it as written, never a token', async () => {
    const bearer = await t.login();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/page-meta',
      headers: t.headers(bearer),
      payload: { key: 'search_products', description_en: 'Find __VITRIN_CSRF__ parts' },
    });
    expect(saved.statusCode).toBe(200);
    for (let visit = 0; visit < 2; visit += 1) {
      // The second visit is served from the page cache.
      const res = await t.app.inject({ url: '/search-products?lang=en&search=__VITRIN_CSRF__' });
      const token = csrfOf(res.body)!;
      expect(token).toMatch(/^[\w-]{20,}/);
      expect(res.body).toContain('/search-products?lang=en&amp;search=__VITRIN_CSRF__'.replace('&amp;', '&'));
      expect(res.body).toContain('content="Find __VITRIN_CSRF__ parts"');
      // The token is in the page once: in its meta tag.
      expect(res.body.split(token)).toHaveLength(2);
    }
  });

  test('a page asked with gzip in its Accept-Encoding arrives gzipped (never brotli), decodes to the same page, and keeps its own token and nonce', async () => {
    const plain = await t.app.inject({ url: '/about-us?lang=en' });
    const nonceOf = (res: { headers: Record<string, unknown> }) =>
      /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    const seen = new Set<string>();
    const asked = [
      ['gzip, deflate, br', 'gzip'],
      ['br;q=1.0, gzip;q=0.8', 'gzip'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
    ] as const;
    for (const [acceptEncoding, encoding] of asked) {
      const res = await t.app.inject({ url: '/about-us?lang=en', headers: { 'accept-encoding': acceptEncoding } });
      expect([acceptEncoding, res.headers['content-encoding']]).toEqual([acceptEncoding, encoding]);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);
      const html = gunzipSync(res.rawPayload).toString('utf8');
      const token = csrfOf(html)!;
      const nonce = nonceOf(res)!;
      expect(html).toContain(`nonce="${nonce}"`);
      seen.add(token);
      // The same page as the plain answer, but for this visitor's token and this answer's nonce.
      const same = (page: string, ownToken: string, ownNonce: string) => page.split(ownToken).join('T').split(ownNonce).join('N');
      expect(same(html, token, nonce)).toBe(same(plain.body, csrfOf(plain.body)!, nonceOf(plain)!));
    }
    expect(seen.size).toBe(asked.length);
    // A client that takes neither gets text.
    const identity = await t.app.inject({
      url: '/about-us?lang=en',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0, identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toContain('<main data-render=');
  });

  test('parameters a page does not read make no new render: ?utm_source or a random query is served from the cache', async () => {
    const first = await t.app.inject({ url: '/about-us?lang=en&utm_source=mail' });
    expect(first.body).toContain('<main data-render=');
    expect(first.body).toContain('/about-us?lang=en en');
    for (const junk of ['fbclid=abc', `x=${Math.random()}`, 'utm_source=mail&utm_medium=x']) {
      const again = await t.app.inject({ url: `/about-us?${junk}&lang=en` });
      expect(renderCount(again.body)).toBe(renderCount(first.body));
    }
    // A parameter the page reads is a page of its own.
    const paged = await t.app.inject({ url: '/news?lang=en&page=2&utm_source=x' });
    expect(paged.body).toContain('/news?lang=en&amp;page=2 en'.replace('&amp;', '&'));
  });

  test('a render that throws or runs past its budget gives the client-rendered page (200), and is tried again', async () => {
    const release = holdRenders();
    for (const url of ['/boom', '/news/held-article']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, url === '/boom' ? 404 : 200]);
      expect(res.body).not.toContain('data-server-rendered');
      expect(res.body).toContain('<div id="root"></div>');
      // The client-rendered page still fetches its language pack early.
      expect(res.body).toContain('rel="preload" href="/api/pages/static-languages');
    }
    release();
    // The next request renders again.
    expect((await t.app.inject({ url: '/about-us' })).body).toContain('data-server-rendered');
  });

  test('a remote whose server entry throws falls back in its region alone: the rest rendered, 503 with Retry-After', async () => {
    const seen: (string[] | undefined)[] = [];
    hooks.unavailableSeen = (unavailable) => seen.push(unavailable);
    try {
      const res = await t.app.inject({ url: '/products/catalogue-throws' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeTruthy();
      expect(res.body).toContain('data-server-rendered');
      expect(res.body).toContain('<nav>menu</nav><div data-remote-fallback="mf_catalogue/public">');
      // Rendered again once, with the catalogue's region fallen back; the page's config tells the browser so.
      expect(seen).toEqual([undefined, ['mf_catalogue']]);
      expect(res.body).toMatch(/"unavailable":\["mf_catalogue"\]/);
    } finally {
      delete hooks.unavailableSeen;
    }
  });
});

describe('renders no one can exhaust', () => {
  let t: TestApp;

  beforeAll(async () => {
    // One render at a time and two waiting; the held stand-in renders go on when the test says.
    t = await buildTestApp({
      distRoot: distWithServerBuild(),
      env: { SSR_CONCURRENCY: '1', SSR_QUEUE: '2', METRICS_TOKEN: 'metrics-token-for-tests-0123456789' },
    });
  }, 60_000);
  afterAll(() => t.close());

  const rendered = (html: string) => html.includes('data-server-rendered');

  test('past the render queue a visitor gets the client-rendered page at once, never an error', async () => {
    const release = holdRenders();
    const urls = Array.from({ length: 6 }, (_, i) => `/news/held-${i}`);
    const stats = cacheStats(t.app.db);
    const shedBefore = stats.rendersShed;
    const pending = urls.map((url) => t.app.inject({ url }));
    // One runs, two wait their turn; the other three are sent to be rendered in the browser while the first is held.
    while (stats.rendersShed < shedBefore + 3) await new Promise((resolve) => setImmediate(resolve));
    release();
    const answers = await Promise.all(pending);
    expect(answers.map((res) => res.statusCode)).toEqual(urls.map(() => 200));
    const shed = answers.filter((res) => !rendered(res.body));
    expect(shed).toHaveLength(3);
    for (const res of shed) expect(res.body).toContain('<div id="root"></div>');
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-tests-0123456789' },
    });
    expect(metrics.body).toMatch(/^vitrin_page_renders_shed_total 3$/m);
    expect(metrics.body).toMatch(/^vitrin_page_renders_waiting 0$/m);
    // Once the queue has room, the next visitor's page is rendered again.
    const again = urls[answers.findIndex((res) => !rendered(res.body))]!;
    expect(rendered((await t.app.inject({ url: again })).body)).toBe(true);
  });

  test('visitors asking for a page already being rendered share its render', async () => {
    const release = holdRenders();
    const started = new Promise<void>((resolve) => {
      hooks.heldStarted = () => resolve();
    });
    const asked = jest.spyOn(RenderGate.prototype, 'run');
    const pending = Array.from({ length: 8 }, () => t.app.inject({ url: '/news/held-shared' }));
    await started;
    // Every visitor has reached the render gate while the one render is held.
    while (asked.mock.calls.length < 8) await new Promise((resolve) => setImmediate(resolve));
    release();
    const answers = await Promise.all(pending);
    asked.mockRestore();
    hooks.heldStarted = undefined;
    expect(answers.every((res) => rendered(res.body))).toBe(true);
    expect(new Set(answers.map((res) => renderCount(res.body))).size).toBe(1);
  });

  test('a page served from the cache reads nothing from the database', async () => {
    await t.app.inject({ url: '/about-us' });
    const reads = jest.spyOn(t.app.db, 'selectFrom');
    try {
      for (let i = 0; i < 5; i += 1) expect(rendered((await t.app.inject({ url: '/about-us' })).body)).toBe(true);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });
});

describe('a newly published build', () => {
  test('is rendered within the revalidation time, without a restart', async () => {
    const distRoot = distWithServerBuild();
    const t = await buildTestApp({ distRoot, env: { SSR_REVALIDATE_SECONDS: '1' } });
    try {
      expect((await t.app.inject({ url: '/contact' })).body).toContain('data-build="v1"');
      const file = path.join(distRoot, 'shell', 'dist', 'server', 'server.js');
      writeFileSync(file, FAKE_SHELL_SERVER.replace("|| 'v1'", "|| 'v2-published'"));
      // Until the build is looked at again, the cached page stands; after, the new build renders: the clock the
      // revalidation reads is moved past it instead of waited for.
      expect((await t.app.inject({ url: '/contact' })).body).toContain('data-build="v1"');
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 1100);
      try {
        expect((await t.app.inject({ url: '/contact' })).body).toContain('data-build="v2-published"');
      } finally {
        clock.mockRestore();
      }
    } finally {
      await t.close();
    }
  });
});

describe('server rendering off or without a build', () => {
  test('SSR=0 and a missing shell server build both serve the client-rendered page', async () => {
    for (const options of [{ distRoot: distWithServerBuild(), env: { SSR: '0' } }, {}]) {
      const t = await buildTestApp(options);
      try {
        const res = await t.app.inject({ url: '/about-us' });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('data-server-rendered');
        expect(res.body).toContain('<div id="root"></div>');
      } finally {
        await t.close();
      }
    }
  });
});
