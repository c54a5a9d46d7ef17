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
