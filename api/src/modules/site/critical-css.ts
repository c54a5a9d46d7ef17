/**
 * The CSS a rendered public page's first paint needs (docs/performance.md, "CSS that blocks the first paint"): of the
 * shell's stylesheet (Bootstrap's parts and the site's own rules, 29 KB gzipped), the rules whose selectors could match
 * an element of the rendered markup. The page carries them in its head; the whole stylesheet follows without blocking
 * the paint (template.ts, PRELOAD_LOADER).
 *
 * "Could match" errs on the side of keeping: a selector is kept when every tag, class, id and attribute name it
 * names appears somewhere in the markup, whatever the combinators between them; pseudo-classes, pseudo-elements and
 * what `:not()`, `:is()`, `:where()` or `:has()` hold are not looked at. So no rule that styles the server's markup is
 * left out, and the first paint is the one the whole stylesheet gives. What only the browser renders (a menu opened,
 * the consent banner) waits for the whole stylesheet: the shell hydrates once it is loaded (shell/src/index.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss, { type ChildNode } from 'postcss';
import { SHELL_PUBLIC_PATH } from './script-preloads';

/** What a selector needs the markup to hold: `t:` tag names, `.` classes, `#` ids, `[` attribute names. */
type Needs = readonly string[];

/** A stylesheet's top-level parts, read once: a rule with each selector's needs, an at-rule around parts, or kept text. */
type Part =
  | { kind: 'rule'; selectors: { text: string; needs: Needs }[]; body: string }
  | { kind: 'group'; prelude: string; parts: Part[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'always'; text: string };

/** Removes each `:name(…)` with what it holds (nested brackets included). */
function withoutFunctionalPseudos(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i += 1) {
    const match = /^::?[\w-]+\(/.exec(selector.slice(i));
    if (!match) {
      out += selector[i];
      continue;
    }
    let depth = 1;
    i += match[0].length;
    while (i < selector.length && depth > 0) {
      if (selector[i] === '(') depth += 1;
      else if (selector[i] === ')') depth -= 1;
      if (depth > 0) i += 1;
    }
  }
  return out;
}

/** The tags, classes, ids and attribute names a selector names; null when it cannot be read (then it is kept). */
export function selectorNeeds(selector: string): Needs | null {
  // An escaped name (`.a\:b`) is compared as written nowhere: keep such a selector rather than guess.
  if (selector.includes('\\')) return null;
  const needs: string[] = [];
  let rest = withoutFunctionalPseudos(selector).replace(/\[\s*([\w-]+)[^\]]*\]/g, (_, name: string) => {
    needs.push(`[${name.toLowerCase()}`);
    return '';
  });
  rest = rest.replace(/::?[\w-]+/g, '');
  for (const compound of rest.split(/[\s>+~]+/)) {
    const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0];
    if (tag) needs.push(`t:${tag.toLowerCase()}`);
    for (const [, name] of compound.matchAll(/\.([\w-]+)/g)) needs.push(`.${name}`);
    for (const [, name] of compound.matchAll(/#([\w-]+)/g)) needs.push(`#${name}`);
  }
  return needs;
}

/** Every tag, class, id and attribute name the markup holds, in the form selectorNeeds writes them. */
export function markupNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) names.add(`t:${tag!.toLowerCase()}`);
  for (const [, attribute] of html.matchAll(/\s([a-zA-Z_:][\w:.-]*)=/g)) names.add(`[${attribute!.toLowerCase()}`);
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list!.split(/\s+/)) if (name) names.add(`.${name}`);
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) names.add(`#${id}`);
  return names;
}

function parts(nodes: readonly ChildNode[]): Part[] {
  const out: Part[] = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      const text = node.toString();
      const selectors = node.selectors.map((selector) => ({ text: selector, needs: selectorNeeds(selector) ?? [] }));
      out.push({ kind: 'rule', selectors, body: text.slice(text.indexOf('{', node.selector.length)) });
    } else if (node.type === 'atrule') {
      const name = node.name.toLowerCase();
      if (name.endsWith('keyframes')) out.push({ kind: 'keyframes', name: node.params.trim(), text: node.toString() });
      else if (node.nodes && ['media', 'supports', 'layer', 'container'].includes(name))
        out.push({ kind: 'group', prelude: node.toString().slice(0, node.toString().indexOf('{')), parts: parts(node.nodes) });
      // @font-face, @charset, @import, @page…: kept as they are.
      else out.push({ kind: 'always', text: node.toString() });
    }
  }
  return out;
}

function keep(all: readonly Part[], names: Set<string>, keyframes: Part[]): string {
  let css = '';
  for (const part of all) {
    if (part.kind === 'rule') {
      const matching = part.selectors.filter((s) => s.needs.every((need) => names.has(need)));
      if (matching.length > 0) css += `${matching.map((s) => s.text).join(',')}${part.body}`;
    } else if (part.kind === 'group') {
      const inner = keep(part.parts, names, keyframes);
      if (inner) css += `${part.prelude}{${inner}}`;
    } else if (part.kind === 'keyframes') keyframes.push(part);
    else css += part.text;
  }
  return css;
}

/** The rules of a parsed stylesheet that the markup's first paint needs, with the animations they name. */
export function criticalOf(sheet: readonly Part[], html: string): string {
  const keyframes: Part[] = [];
  const css = keep(sheet, markupNames(html), keyframes);
  const named = keyframes.filter(
    (part) => part.kind === 'keyframes' && new RegExp(`(^|[^\\w-])${part.name}([^\\w-]|$)`).test(css),
  );
  return css + named.map((part) => (part.kind === 'keyframes' ? part.text : '')).join('');
}

export const parseSheet = (css: string): Part[] => parts(postcss.parse(css).nodes);

/** A stylesheet of the template to carry in part: its address and the rules the page needs. */
export interface DeferredStyle {
  href: string;
  css: string;
}

/**
 * The shell's stylesheets (the template's `<link rel="stylesheet">` under /mf/shell/), each read and parsed once
 * (its name carries its content's hash; in development, where the name stays, on every page).
 */
export class CriticalStyles {
  private readonly sheets = new Map<string, Promise<Part[] | null>>();

  constructor(
    private readonly shellDir: string,
    private readonly reloadEachTime: boolean,
  ) {}

  private sheet(href: string): Promise<Part[] | null> {
    let sheet = this.sheets.get(href);
    if (!sheet || this.reloadEachTime) {
      const file = path.join(this.shellDir, path.posix.basename(href));
      // A stylesheet that cannot be read or parsed stays a plain link: the page is as it was.
      sheet = readFile(file, 'utf8').then(parseSheet, () => null);
      this.sheets.set(href, sheet);
    }
    return sheet;
  }

  /** For each of the template's shell stylesheets, what `markup` (the rendered page's body) needs of it. */
  async forPage(template: string, markup: string): Promise<DeferredStyle[]> {
    const head = template.slice(0, template.search(/<\/head>/i));
    const styles: DeferredStyle[] = [];
    for (const href of stylesheetLinks(head)) {
      if (!href.startsWith(SHELL_PUBLIC_PATH) || href.includes('..')) continue;
      const sheet = await this.sheet(href);
      if (!sheet) continue;
      const css = criticalOf(sheet, `${template}${markup}`);
      // Text that would end the <style> element is not carried: that stylesheet stays a link.
      if (!/<\/style/i.test(css)) styles.push({ href, css });
    }
    return styles;
  }
}

/** A `<link rel="stylesheet">` of the built template, however its attributes are quoted. */
export const STYLESHEET_LINK = /<link\b[^>]*\brel=("?)stylesheet\1[^>]*>/gi;

/** The address a link tag names. */
export const linkHref = (tag: string): string | undefined => /\bhref=("?)([^"\s>]+)\1/.exec(tag)?.[2];

function stylesheetLinks(head: string): string[] {
  return [...head.matchAll(STYLESHEET_LINK)].map(([tag]) => linkHref(tag)).filter((href) => href !== undefined);
}
