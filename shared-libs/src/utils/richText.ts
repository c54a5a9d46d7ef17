/**
 * The rich-text rules, in one place for both ends: the API cleans admin HTML with them when it saves
 * (api/src/lib/sanitize.ts, sanitize-html) and the front end again when it renders (ui/SafeHtml.tsx, DOMPurify).
 */

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'hr',
  'code',
  'pre',
  'span',
];

/** The attributes each tag may keep. */
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Control characters and invisible spaces a browser ignores inside a URL scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** A link target: http(s), mailto, tel, a path on this site ("/tr/urunler", not "//evil.example") or an anchor. */
export function isSafeLink(href: string | null | undefined): boolean {
  if (!href) return false;
  const url = href.replace(IGNORED_IN_URL, '');
  return /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(url) || /^\/(?![/\\])/.test(url) || /^#[\w-]*$/.test(url);
}

/** An image source: http(s) or a stored upload (no hidden characters, no "..")). */
export function isSafeImageSource(src: string | null | undefined): boolean {
  if (!src) return false;
  const url = src.replace(IGNORED_IN_URL, '');
  return url === src.trim() && /^(https?:\/\/[^/\\]|\/uploads\/)/i.test(url) && !url.includes('..');
}

/**
 * An editor's HTML with nothing a reader would see: no text once the tags are stripped (TipTap leaves `<p></p>`
 * behind, `&nbsp;` counts as a space) and no image, table or rule. Anything not a string is blank.
 */
export function isBlankHtml(html: unknown): boolean {
  if (typeof html !== 'string' || html === '') return true;
  if (/<(img|table|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text with its HTML character references (`&amp;`, `&#39;`, `&#x131;`) turned back into characters. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The lines a reader sees in a short piece of rich text (an address): a line per paragraph, heading, list item or
 * `<br>`, tags dropped, characters decoded, blank lines left out. For places that show it as text: the page's
 * footer and contact details (rendered on the server, no sanitizer needed), a mail's text and HTML.
 */
export function htmlToLines(html: string | null | undefined): string[] {
  if (!html) return [];
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeHtmlEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}
