import { isSafeLink } from '@vitrin/shared-libs/utils/richText';
import { sanitizeHtml } from '../src/lib/sanitize';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

describe('sanitizeHtml', () => {
  test('null and undefined stay null; plain text is kept', () => {
    expect(sanitizeHtml(null)).toBeNull();
    expect(sanitizeHtml(undefined)).toBeNull();
    expect(sanitizeHtml('Hava süspansiyonu & körük')).toBe('Hava süspansiyonu &amp; körük');
  });

  test('keeps the rich-text allow-list', () => {
    const html =
      '<h2>Başlık</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s> <code>e</code></p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote><hr />' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">x</td></tr></tbody></table>' +
      '<figure><img src="/uploads/pages/2026/11/a.webp" alt="A" width="320" height="200" /><figcaption>c</figcaption></figure>' +
      '<pre>code</pre><p><span>s</span><br /></p>';
    expect(sanitizeHtml(html)).toBe(html.replace(/ \/>/g, ' />'));
  });

  test('drops tags and attributes outside the allow-list, and script content with them', () => {
    expect(sanitizeHtml('<h1 class="x" style="color:red" onclick="alert(1)">T</h1><script>alert(1)</script><p>ok</p>')).toBe(
      'T<p>ok</p>',
    );
    expect(sanitizeHtml('<div><iframe src="https://evil.example"></iframe>text</div>')).toBe('text');
  });

  test('links: only http, https, mailto, tel and site paths; _blank gets rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:info@example.com" title="Mail">m</a>')).toBe(
      '<a href="mailto:info@example.com" title="Mail">m</a>',
    );
    expect(sanitizeHtml('<a href="tel:+902120000000">t</a>')).toBe('<a href="tel:+902120000000">t</a>');
    expect(sanitizeHtml('<a href="/tr/urunler">u</a>')).toBe('<a href="/tr/urunler">u</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="ftp://example.com" target="_top">x</a>')).toBe('<a>x</a>');
    expect(isSafeLink('java\tscript:alert(1)')).toBe(false);
  });

  test('images: only http(s) or /uploads/ sources; an image without one is dropped', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('');
    expect(sanitizeHtml('<img src="/etc/passwd">')).toBe('');
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" width="100%" onerror="x()">')).toBe(
      '<img src="https://cdn.example.com/a.png" />',
    );
  });

  test('is idempotent', () => {
    for (const html of [
      '<p>a &lt; b &amp;&amp; c</p>',
      '<a href="https://x.example/?a=1&amp;b=2">q</a>',
      '<p>"\'</p>',
      '<<p>>',
    ]) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});
