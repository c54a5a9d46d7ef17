/**
 * Admin-entered HTML rendered as React elements through an allow-list (tags, and http/https/mailto/tel
 * links only): nothing from the HTML reaches the page as markup, so no script can run from it.
 */
import { createElement, Fragment, type ReactNode } from 'react';

const TAGS = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'code',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'hr',
  'small',
  'sub',
  'sup',
]);
const VOID = new Set(['br', 'hr']);
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/))/i;

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map(convert);
  if (!TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  const props: Record<string, unknown> = { key };
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (SAFE_LINK.test(href.trim())) props.href = href.trim();
    if (/^https?:/i.test(href)) {
      props.target = '_blank';
      props.rel = 'noopener noreferrer';
    }
  }
  if ((tag === 'td' || tag === 'th') && element.getAttribute('colspan')) props.colSpan = Number(element.getAttribute('colspan'));
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{Array.from(body.childNodes).map(convert)}</div>;
}
