import { JSDOM } from 'jsdom';
import { isSafeImageSource, isSafeLink, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@vitrin/shared-libs/utils/richText';

/*
 * A corpus of known XSS payloads and a check that HTML, as a browser parses it, holds nothing executable.
 * Domain route tests reuse both for their HTML fields:
 *
 *   for (const payload of XSS_PAYLOADS) {
 *     await save({ content_tr: payload });               // through the real route
 *     expectNothingExecutable((await read()).content_tr); // what the client gets back
 *   }
 */
export { XSS_PAYLOADS } from '../../../shared-libs/test/xss-payloads';

const ALLOWED_TAGS = new Set(RICH_TEXT_TAGS.map((tag) => tag.toUpperCase()));
const { document } = new JSDOM('<!doctype html><body></body>').window;

/** Why `html`, parsed the way a browser parses it, could run something; empty when it cannot. */
export function executableParts(html: string): string[] {
  const problems: string[] = [];
  const host = document.createElement('div');
  host.innerHTML = html;
  for (const element of Array.from(host.querySelectorAll('*'))) {
    const tag = element.tagName.toUpperCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`<${element.tagName.toLowerCase()}> is not an allowed tag`);
    const allowed = RICH_TEXT_ATTRIBUTES[tag.toLowerCase()] ?? [];
    for (const { name, value } of Array.from(element.attributes)) {
      if (!allowed.includes(name)) problems.push(`<${tag.toLowerCase()} ${name}="${value}"> is not an allowed attribute`);
      if (name === 'href' && !isSafeLink(value)) problems.push(`unsafe link ${value}`);
      if (name === 'src' && !isSafeImageSource(value)) problems.push(`unsafe image source ${value}`);
    }
    if (tag === 'A' && element.getAttribute('target') === '_blank' && element.getAttribute('rel') !== 'noopener noreferrer') {
      problems.push('target="_blank" without rel="noopener noreferrer"');
    }
  }
  return problems;
}

/**
 * Fails unless `html` holds nothing executable, also after a browser's parse-and-serialise round trip
 * (mutation XSS: markup that turns into something else when innerHTML is read back and written again).
 */
export function expectNothingExecutable(html: string | null | undefined): void {
  const text = html ?? '';
  const host = document.createElement('div');
  host.innerHTML = text;
  expect({ html: text, problems: executableParts(text) }).toEqual({ html: text, problems: [] });
  expect({ html: host.innerHTML, problems: executableParts(host.innerHTML) }).toEqual({ html: host.innerHTML, problems: [] });
}
