/**
 * Admin-entered rich text rendered as HTML, cleaned by DOMPurify first with the same allow-list the API uses
 * when it saves (api/src/lib/sanitize.ts): defence in depth, should anything reach the page uncleaned.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { createElement, useMemo } from 'react';
import { isSafeImageSource, isSafeLink, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@vitrin/shared-libs/utils/richText';

const CONFIG: Config = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify's own rule with fewer schemes: a value is kept when it names one of these or no scheme at all
  // (plain words such as target="_blank"); the hook below then holds href and src to the stricter rules.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: Purifier | null = null;

/** One DOMPurify instance of our own, so its hooks never touch another user of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !isSafeLink(href)) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    } else if (node.tagName === 'IMG') {
      if (!isSafeImageSource(node.getAttribute('src'))) node.remove();
    }
  });
  purifier = instance;
  return instance;
}

/**
 * The cleaned HTML string (also for callers that need it outside React). A server render (no DOM there) writes
 * the text as stored: the API cleaned it with the same allow-list when it was saved, and the browser cleans it
 * again here when it renders.
 */
export function purifyHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined') return html;
  return getPurifier().sanitize(html, CONFIG);
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  as?: 'div' | 'section' | 'article' | 'span';
  className?: string;
}

export function SafeHtml({ html, as = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => purifyHtml(html), [html]);
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: clean } });
}
