import sanitize, { type IOptions } from 'sanitize-html';
import { isSafeImageSource, isSafeLink, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@vitrin/shared-libs/utils/richText';

/*
 * Admin-entered rich text (page contents, news, contracts …) is cleaned when it is saved: an allow-list of
 * tags and attributes, links only to http/https/mailto/tel (or a path on this site), images only from
 * http/https or /uploads/. The front end cleans it again when it renders (shared-libs/src/ui/SafeHtml.tsx).
 */

const OPTIONS: IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: RICH_TEXT_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // Everything outside the allow-list is dropped with its content where the content is code, kept as text otherwise.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'iframe', 'noembed', 'noframes'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (isSafeLink(attribs.href)) out.href = attribs.href!.trim();
      if (attribs.title) out.title = attribs.title;
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      } else if (attribs.rel) {
        out.rel = attribs.rel;
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (isSafeImageSource(attribs.src)) out.src = attribs.src!.trim();
      if (attribs.alt) out.alt = attribs.alt;
      for (const size of ['width', 'height'] as const) {
        if (attribs[size] && /^\d{1,5}$/.test(attribs[size])) out[size] = attribs[size];
      }
      return { tagName, attribs: out };
    },
    td: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
  },
  // An image without a usable source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function spans(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['colspan', 'rowspan'] as const) {
    if (attribs[name] && /^\d{1,3}$/.test(attribs[name])) out[name] = attribs[name];
  }
  return out;
}

/**
 * Cleans admin-entered HTML for storage. null/undefined stay null. Idempotent: the result is cleaned
 * again until it no longer changes (at most a few passes), so sanitizeHtml(sanitizeHtml(x)) === sanitizeHtml(x).
 */
export function sanitizeHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  let current = sanitize(String(html), OPTIONS);
  for (let pass = 0; pass < 4; pass += 1) {
    const next = sanitize(current, OPTIONS);
    if (next === current) return current;
    current = next;
  }
  return current;
}
