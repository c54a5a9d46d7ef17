import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { PageCache } from '../src/modules/site/page-cache';
import {
  compressForKeeps,
  CSRF_PLACEHOLDER,
  gzippedPage,
  NONCE_PLACEHOLDER,
  pageBytes,
  pageEncoding,
  type Visitor,
  visitorPage,
} from '../src/modules/site/page-compression';
import { buildTestApp, csrfTokenInPage, makeDistRootWithServer, setCookies, type TestApp } from './helpers';

jest.setTimeout(60_000);

const filled = (html: string, visitor: Visitor) =>
  html.split(CSRF_PLACEHOLDER).join(visitor.csrfToken).split(NONCE_PLACEHOLDER).join(visitor.nonce);

const VISITORS: Visitor[] = [
  { csrfToken: 'token-one', nonce: 'bm9uY2U=' },
  { csrfToken: 'x'.repeat(300), nonce: '' },
];

/** Every form a page is sent in, decoded: text and gzip. */
function decoded(page: ReturnType<typeof visitorPage>, visitor: Visitor): string[] {
  return [pageBytes(page, visitor).toString('utf8'), gunzipSync(gzippedPage(page, visitor)).toString('utf8')];
}

describe('a page compressed once, its visitor-specific end per answer', () => {
  test("each visitor's own values in place of the markers, as text and gzip, quick and kept, smaller once kept", async () => {
    const shared = `<html><head><title>Hava körüğü</title></head><body>${Array.from({ length: 2000 }, (_, i) => `<p data-part="VT ${(i * 7919) % 10007}">Körük ${(i * 104729) % 997} ş ğ ü</p>`).join('')}`;
    const html = `${shared}<script nonce="${NONCE_PLACEHOLDER}" src="/a.js"></script><script id="t">"${CSRF_PLACEHOLDER}"</script></body></html>`;
    const page = visitorPage(html);
    const sizes: number[] = [];
    for (const kept of [false, true]) {
      if (kept) await compressForKeeps(page);
      expect(page.kept).toBe(kept);
      for (const visitor of VISITORS) {
        const expected = filled(html, visitor);
        expect(decoded(page, visitor)).toEqual([expected, expected]);
        const sent = gzippedPage(page, visitor);
        expect(sent.length).toBeLessThan(Buffer.byteLength(expected) / 4);
        if (visitor === VISITORS[0]) sizes.push(sent.length);
      }
    }
    // Kept: deflate 9 in place of the quick deflate 6.
    expect(sizes[1]).toBeLessThanOrEqual(sizes[0]!);
  });

  test('Turkish letters, a marker first and last, markers side by side, a page without markers, an empty page', async () => {
    const pages = [
      `<html><head><meta name="csrf-token" content="${CSRF_PLACEHOLDER}"><script nonce="${NONCE_PLACEHOLDER}" src="/a.js"></script></head><body>Hava körüğü ${'ş'.repeat(5000)}<script nonce="${NONCE_PLACEHOLDER}"></script></body></html>${CSRF_PLACEHOLDER}`,
      `${NONCE_PLACEHOLDER}${CSRF_PLACEHOLDER}${NONCE_PLACEHOLDER}<p>ğ</p>`,
      '<p>nothing of anyone</p>',
      '',
    ];
    for (const html of pages) {
      const page = visitorPage(html);
      for (const kept of [false, true]) {
        if (kept) await compressForKeeps(page);
        for (const visitor of VISITORS) {
          const expected = filled(html, visitor);
          expect(decoded(page, visitor)).toEqual([expected, expected]);
        }
      }
    }
  });

  test("gzip: the visitor's end decodes the same after any head, whatever the head's last bytes or repeats", async () => {
    // The tail's blocks are deflated by a stream that saw none of the head, and the trailer's CRC-32 continues the
    // head's over the tail's bytes: a tail that referred back into the head, or a CRC of the tail alone, would fail.
    const heads = ['x', 'ğ', `${'<p>körük</p>'.repeat(3000)}\u00e7`, randomBytes(5000).toString('latin1'), 'abcd'.repeat(300)];
    const tails = [
      'abcdabcdabcdabcdabcdabcdabcd',
      `<script nonce="${NONCE_PLACEHOLDER}" src="/mf/public/remoteEntry.js"></script>`.repeat(40),
      randomBytes(3000).toString('base64'),
      '<p>körük</p>'.repeat(3000),
    ];
    for (const head of heads) {
      for (const tail of tails) {
        const html = `${head}${NONCE_PLACEHOLDER}${tail}${CSRF_PLACEHOLDER}</body>`;
        const page = visitorPage(html);
        const visitor = { csrfToken: randomBytes(32).toString('base64url'), nonce: randomBytes(16).toString('base64') };
        expect(gunzipSync(gzippedPage(page, visitor)).toString('utf8')).toBe(filled(html, visitor));
        await compressForKeeps(page);
        expect(gunzipSync(gzippedPage(page, visitor)).toString('utf8')).toBe(filled(html, visitor));
      }
    }
  });

  test('the coding follows Accept-Encoding: gzip, else none (never brotli); q=0 refuses, * stands for the rest', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('*')).toBe('gzip');
    expect(pageEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('br')).toBeNull();
    expect(pageEncoding('gzip;q=0, *')).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});

describe('the page cache', () => {
  test('keeps the most recently used pages up to its number of entries; 0 keeps none', () => {
    const page = { status: 200, page: visitorPage('<p></p>') };
    const cache = new PageCache(2);
    cache.set('a', page);
    cache.set('b', page);
    expect(cache.get('a')).toBe(page);
    cache.set('c', page);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([page, undefined, page]);
    expect(cache.size).toBe(2);
    const off = new PageCache(0);
    off.set('a', page);
    expect([off.enabled, off.get('a'), off.size]).toEqual([false, undefined, 0]);
  });
});

const SHELL = `
exports.render = async ({ url, lang }) => ({
  html: '<main>' + url + ' ' + lang + ' ' + Array.from({ length: 3000 }, (_, i) => 'körük ' + ((i * 7919) % 997)).join(' ') + '</main>',
  status: 200,
  state: {},
});
`;

describe('a cached page as visitors get it', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ distRoot: makeDistRootWithServer(SHELL) });
  });
  afterAll(() => t.close());

  const nonceOf = (headers: Record<string, unknown>) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

  /** A new visitor's answer in `acceptEncoding`, decoded, with its CSRF cookie and its answer's nonce. */
  async function visit(acceptEncoding: string) {
    const res = await t.app.inject({ url: '/about-us?lang=en', headers: { 'accept-encoding': acceptEncoding } });
    const coding = res.headers['content-encoding'];
    const html = coding === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
    return { coding, html, cookie: setCookies(res).vitrin_csrf, nonce: nonceOf(res.headers)! };
  }

  test('gzipped and as text, quick and kept, each visitor gets its own working token and a nonce its scripts carry', async () => {
    const plain = await visit('identity');
    expect(plain.coding).toBeUndefined();
    expect(plain.html).toContain('data-server-rendered');
    const same = (v: { html: string; nonce: string }) =>
      v.html.split(csrfTokenInPage(v.html)!).join('TOKEN').split(v.nonce).join('NONCE');
    const tokens = new Set<string>([csrfTokenInPage(plain.html)!]);
    const nonces = new Set<string>([plain.nonce]);
    // Twice each: the second round's asking starts the page's compression for keeps in the background, so its answers
    // come in the quick form or the kept one (both proven above), each with this visitor's own values.
    for (let round = 0; round < 2; round += 1) {
      for (const [acceptEncoding, coding] of [
        ['gzip, deflate, br', 'gzip'],
        ['br', undefined],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        const answer = await visit(acceptEncoding);
        expect(answer.coding).toBe(coding);
        const token = csrfTokenInPage(answer.html)!;
        // The token is this visitor's (the HMAC of its own cookie), and every script carries this answer's nonce.
        expect(t.app.csrfValid(answer.cookie, token)).toBe(true);
        expect(t.app.csrfValid(plain.cookie, token)).toBe(false);
        // Every script that runs (not a JSON data block) carries this answer's nonce.
        const scripts = answer.html.match(/<script\b[^>]*>/g)!.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
        expect(scripts.length).toBeGreaterThan(0);
        for (const tag of scripts) expect(tag).toContain(`nonce="${answer.nonce}"`);
        tokens.add(token);
        nonces.add(answer.nonce);
        // Otherwise the page is the text answer's, byte for byte.
        expect(same(answer)).toBe(same(plain));
      }
    }
    expect(tokens.size).toBe(9);
    expect(nonces.size).toBe(9);
  });
});
