/**
 * The part of the shell's stylesheet a rendered page carries in its head (docs/performance.md, "CSS that blocks the
 * first paint"): which rules are kept for a markup, and how the template carries them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CriticalStyles, criticalOf, markupNames, parseSheet, selectorNeeds } from '../src/modules/site/critical-css';
import { fillRendered, fillTemplate, PRELOAD_LOADER } from '../src/modules/site/template';

const SHEET = [
  ':root,[data-bs-theme=light]{--bs-blue:#0d6efd}',
  '[data-bs-theme=dark]{color-scheme:dark}',
  '*,*::before{box-sizing:border-box}',
  'body{margin:0}',
  'h1,.h1{font-weight:500}',
  'table{border-collapse:collapse}',
  '.navbar-expand-lg .navbar-nav .dropdown-menu{position:absolute}',
  '.btn:not(:disabled):hover{cursor:pointer}',
  'a:not([href]):not([class]){color:inherit}',
  '.collapse:not(.show){display:none}',
  '.modal{display:none}',
  '@media(min-width: 992px){.navbar-expand-lg{flex-wrap:nowrap}.modal-lg{width:800px}}',
  '@media(min-width: 1200px){.modal-xl{width:1140px}}',
  '.spinner-border{animation:.75s linear infinite spinner-border}',
  '@keyframes spinner-border{to{transform:rotate(360deg)}}',
  '@keyframes spinner-grow{50%{opacity:1}}',
  '@font-face{font-family:x;src:url(x.woff2)}',
].join('');

const MARKUP =
  '<html><body><nav class="navbar navbar-expand-lg"><ul class="navbar-nav"><li><a href="/">Home</a></li></ul>' +
  '<div class="collapse navbar-collapse"></div><button class="btn" disabled="">Go</button>' +
  '<span class="spinner-border" role="status"></span></nav><h1>Title</h1></body></html>';

describe('the CSS a rendered page needs', () => {
  test('a selector needs every tag, class, id and attribute name it names; pseudo-classes and :not() ask for nothing', () => {
    expect(selectorNeeds('.navbar-expand-lg .navbar-nav>.dropdown-menu')).toEqual([
      '.navbar-expand-lg',
      '.navbar-nav',
      '.dropdown-menu',
    ]);
    expect(selectorNeeds('a:not([href]):not([class]):hover')).toEqual(['t:a']);
    expect(selectorNeeds('[data-bs-theme=dark] #menu::before')).toEqual(['[data-bs-theme', '#menu']);
    expect(selectorNeeds(':root')).toEqual([]);
    // An escaped name is never guessed at: the selector is kept.
    expect(selectorNeeds('.md\\:flex')).toBeNull();
  });

  test('the markup names its tags, classes, ids and attributes', () => {
    const names = markupNames('<div id="root" class="a  b" data-x="1"><svg class="icon"></svg></div>');
    expect([...names].sort()).toEqual(['#root', '.a', '.b', '.icon', '[class', '[data-x', '[id', 't:div', 't:svg']);
  });

  test('the rules that could match the markup are kept, in their order, with the animations they name', () => {
    const css = criticalOf(parseSheet(SHEET), MARKUP);
    expect(css).toBe(
      [
        ':root{--bs-blue:#0d6efd}',
        '*,*::before{box-sizing:border-box}',
        'body{margin:0}',
        'h1{font-weight:500}',
        '.btn:not(:disabled):hover{cursor:pointer}',
        'a:not([href]):not([class]){color:inherit}',
        '.collapse:not(.show){display:none}',
        '@media(min-width: 992px){.navbar-expand-lg{flex-wrap:nowrap}}',
        '.spinner-border{animation:.75s linear infinite spinner-border}',
        '@font-face{font-family:x;src:url(x.woff2)}',
        '@keyframes spinner-border{to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  test("the shell's stylesheet is read from beside its template; another address or a missing file stays a link", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-critical-'));
    writeFileSync(path.join(dir, 'main.abc.css'), SHEET);
    const template =
      '<html><head><link href=/mf/shell/main.abc.css rel=stylesheet><link rel="stylesheet" href="/mf/shell/gone.css">' +
      '<link href=https://cdn.example/x.css rel=stylesheet></head><body></body></html>';
    const styles = await new CriticalStyles(dir, false)
      .forPage(template, '<h1>x</h1>')
      .finally(() => rmSync(dir, { recursive: true }));
    expect(styles).toEqual([{ href: '/mf/shell/main.abc.css', css: expect.stringContaining('h1{font-weight:500}') }]);
  });
});

describe('a template that carries part of a stylesheet', () => {
  const template =
    '<!doctype html><html lang=__VITRIN_LANG__><head><link href=/mf/shell/main.abc.css rel=stylesheet>' +
    '<!--vitrin:head--></head><body><div id=root></div><noscript>Needs JavaScript</noscript>' +
    '<script defer src=/mf/shell/main.js></script></body></html>';

  test('the head has the part inline, the whole file preloaded and linked for a browser without scripts; the loader follows', () => {
    const page = fillTemplate(template, 'en', '<title>x</title>', [{ href: '/mf/shell/main.abc.css', css: 'h1{margin:0}' }]);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" href="/mf/shell/main.abc.css" as="style"><style data-href="/mf/shell/main.abc.css">h1{margin:0}</style>' +
        '<noscript><link rel="stylesheet" href="/mf/shell/main.abc.css"></noscript>',
    );
    expect(head).not.toContain('rel=stylesheet>');
    expect(page.indexOf(PRELOAD_LOADER)).toBeGreaterThan(page.indexOf('</head>'));
    // Rendered: the body's notice goes, the head's <noscript> link stays.
    const rendered = fillRendered(page, '<h1>x</h1>', '{}');
    expect(rendered).not.toContain('Needs JavaScript');
    expect(rendered).toContain('<noscript><link rel="stylesheet" href="/mf/shell/main.abc.css"></noscript>');
  });

  test('without a part to carry, the template is filled as before: its link, and no loader', () => {
    const page = fillTemplate(template, 'en', '<title>x</title>');
    expect(page).toContain('<link href=/mf/shell/main.abc.css rel=stylesheet>');
    expect(page).not.toContain(PRELOAD_LOADER);
  });
});
