import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, crc32 as zlibCrc32, gunzipSync } from 'node:zlib';
import {
  CSRF_PLACEHOLDER,
  crc32,
  crc32Combine,
  brotliPage,
  compressForKeeps,
  gzipPage,
  NONCE_PLACEHOLDER,
  pageBytes,
  visitorPage,
} from '../src/modules/site/page-cache';

describe('a page gzipped from parts compressed once', () => {
  test('CRC-32 of two pieces combines to the CRC-32 of the whole', () => {
    for (const [a, b] of [
      [randomBytes(0), randomBytes(5)],
      [randomBytes(70_000), randomBytes(0)],
      [randomBytes(1), randomBytes(70_001)],
      [Buffer.from('abc'), Buffer.from('def')],
    ] as const) {
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    // Node 22 has zlib.crc32 to compare with; Node 20 checks the standard test value above.
    if (typeof zlibCrc32 === 'function') expect(crc32(Buffer.from('Vitrin'))).toBe(zlibCrc32(Buffer.from('Vitrin')));
  });

  test("puts each visitor's own values in place of the markers, as text and gzipped, with Turkish letters and an empty part", () => {
    const html = `<html><head><meta name="csrf-token" content="${CSRF_PLACEHOLDER}"><script nonce="${NONCE_PLACEHOLDER}" src="/a.js"></script></head><body>Hava körüğü ${'ş'.repeat(5000)}<script nonce="${NONCE_PLACEHOLDER}"></script></body></html>${CSRF_PLACEHOLDER}`;
    const page = visitorPage(html);
    for (const visitor of [
      { csrfToken: 'token-one', nonce: 'bm9uY2U=' },
      { csrfToken: 'x'.repeat(300), nonce: '' },
    ]) {
      const expected = html.split(CSRF_PLACEHOLDER).join(visitor.csrfToken).split(NONCE_PLACEHOLDER).join(visitor.nonce);
      expect(pageBytes(page, visitor).toString('utf8')).toBe(expected);
      expect(gunzipSync(gzipPage(page, visitor)).toString('utf8')).toBe(expected);
    }
  });

  test('in brotli and gzip: the page before its first marker compressed once, the per-visitor end sent as it is; then smaller once kept', async () => {
    const shared = `<html><head><title>Hava körüğü</title></head><body>${Array.from({ length: 2000 }, (_, i) => `<p data-part="VT ${(i * 7919) % 10007}">Körük ${(i * 104729) % 997} ş ğ ü</p>`).join('')}`;
    const html = `${shared}<script nonce="${NONCE_PLACEHOLDER}" src="/a.js"></script><script id="t">"${CSRF_PLACEHOLDER}"</script></body></html>`;
    const page = visitorPage(html);
    const sizes: number[] = [];
    for (const kept of [false, true]) {
      if (kept) await compressForKeeps(page);
      expect(page.kept).toBe(kept);
      for (const visitor of [
        { csrfToken: 'token-one', nonce: 'bm9uY2U=' },
        { csrfToken: 'x'.repeat(300), nonce: '' },
      ]) {
        const expected = html.split(CSRF_PLACEHOLDER).join(visitor.csrfToken).split(NONCE_PLACEHOLDER).join(visitor.nonce);
        const sent = brotliPage(page, visitor)!;
        expect(brotliDecompressSync(sent).toString('utf8')).toBe(expected);
        expect(gunzipSync(gzipPage(page, visitor)).toString('utf8')).toBe(expected);
        expect(sent.length).toBeLessThan(Buffer.byteLength(expected) / 4);
        sizes.push(sent.length);
      }
    }
    // Kept: brotli 11 in place of the quick brotli 4.
    expect(sizes[2]).toBeLessThan(sizes[0]!);
    // A page without markers is all shared.
    expect(
      brotliDecompressSync(brotliPage(visitorPage('<p>nothing of anyone</p>'), { csrfToken: 't', nonce: 'n' })!).toString(),
    ).toBe('<p>nothing of anyone</p>');
  });

  test('a page whose first marker stands early is not sent in brotli (what follows would go uncompressed)', () => {
    const page = visitorPage(`<head><meta content="${CSRF_PLACEHOLDER}"></head><body>${'x'.repeat(10_000)}</body>`);
    expect(brotliPage(page, { csrfToken: 't', nonce: 'n' })).toBeNull();
  });
});
