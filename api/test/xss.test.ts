import { sanitizeHtml } from '../src/lib/sanitize';
import { executableParts, expectNothingExecutable, XSS_PAYLOADS } from './security/xss';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

describe('the XSS corpus through sanitizeHtml', () => {
  test('the corpus is large, and the check sees what is executable in the raw payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const caught = XSS_PAYLOADS.filter((payload) => executableParts(payload).length > 0);
    // Everything but the encoded forms (plain text on purpose) is caught raw: the check is not blind.
    expect(caught.length).toBeGreaterThanOrEqual(XSS_PAYLOADS.length - 8);
  });

  test.each(XSS_PAYLOADS.map((payload) => [payload]))('nothing executable comes back from %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expectNothingExecutable(clean);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  test('inside real content, the content before it survives and the payload does not', () => {
    // (What follows an unclosed <style>, <textarea> … is their text for a browser too, so only what precedes is kept for sure.)
    for (const payload of XSS_PAYLOADS) {
      const clean = sanitizeHtml(`<h2>Körükler</h2><p>Teklif için <a href="/tr/iletisim">yazın</a>.</p>${payload}<p>Son</p>`)!;
      expectNothingExecutable(clean);
      expect(clean.startsWith('<h2>Körükler</h2><p>Teklif için <a href="/tr/iletisim">yazın</a>.</p>')).toBe(true);
      expect(sanitizeHtml(clean)).toBe(clean);
    }
  });
});
