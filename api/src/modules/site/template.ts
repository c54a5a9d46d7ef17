import { readFile } from 'node:fs/promises';
import { escapeHtml } from '../../lib/html';
import { CSRF_PLACEHOLDER, NONCE_PLACEHOLDER } from './page-compression';
import { type DeferredStyle, linkHref, STYLESHEET_LINK } from './critical-css';

export const LANG_PLACEHOLDER = '__VITRIN_LANG__';
export const HEAD_PLACEHOLDER = '<!--vitrin:head-->';

/**
 * The shell's built index.html. Read once and kept in production; re-read on every request in development,
 * where the shell is rebuilt while the server runs. A missing file is looked for again on the next request.
 */
export class PageTemplate {
  private cached: string | null = null;

  constructor(
    readonly file: string,
    private readonly reloadEachTime: boolean,
  ) {}

  /** The template text, or null when the front-end has not been built. */
  async load(): Promise<string | null> {
    if (this.cached !== null && !this.reloadEachTime) return this.cached;
    try {
      const text = await readFile(this.file, 'utf8');
      this.cached = text;
      return text;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

/** Every <script> tag of trusted markup (the build's template, a Süper Yönetici's snippet) gets the nonce. */
export const withNonce = (html: string): string => html.replace(/<script\b/gi, `<script nonce="${NONCE_PLACEHOLDER}"`);

/**
 * The visitor's CSRF token (docs/security.md, "CSRF"), read by the shared HTTP client (getCsrfToken). A data block,
 * at the end of the body beside the scripts: everything a visitor has of their own stands after the page's last
 * shared byte, so a cached page is compressed once (page-compression.ts).
 */
export const CSRF_CARRIER = `<script id="vitrin-csrf" type="application/json">"${CSRF_PLACEHOLDER}"</script>`;

/** The list of scripts the page's start runs (head.ts writes it, script-preloads.ts makes it). */
export const SCRIPT_PRELOADS_ID = 'vitrin-preload';

/**
 * Turns the head's list of scripts into low-priority preloads as soon as the page's text is in: each is then asked
 * for at once, not after the script before it is evaluated (docs/performance.md, "One round trip to every script").
 * Inserted by this script (which carries the nonce), the preloads pass the script policy's 'strict-dynamic'; a
 * preload tag in the head would need the nonce in every tag, and the head is compressed once per page. Low priority:
 * the stylesheets and the largest image come first, as for the deferred shell script.
 *
 * It also links each stylesheet the head carries in part (`<style data-href>`, deferredStyle) in full, right after
 * that part, so the cascade's order is the one the build wrote; a stylesheet a script inserts does not block the
 * paint (docs/performance.md, "CSS that blocks the first paint"). Once loaded (or failed) the link is marked
 * `data-loaded`, which the shell waits for before it hydrates (shell/src/index.ts). An `onload` attribute in the
 * head would do the same without a script, but the script policy refuses inline handlers.
 */
export const PRELOAD_LOADER =
  `<script nonce="${NONCE_PLACEHOLDER}">(function(){var d=document,l=d.getElementById('${SCRIPT_PRELOADS_ID}');` +
  `if(l)JSON.parse(l.textContent).forEach(function(h){var e=d.createElement('link');e.rel='preload';e.as='script';` +
  `e.href=h;e.fetchPriority='low';d.head.appendChild(e)});` +
  `d.querySelectorAll('style[data-href]').forEach(function(s){var e=d.createElement('link');e.rel='stylesheet';` +
  `e.href=s.getAttribute('data-href');e.onload=e.onerror=function(){e.setAttribute('data-loaded','')};s.after(e)})})()</script>`;

/**
 * A stylesheet the head carries in part (critical-css.ts): what the first paint needs, inline; the whole file asked
 * for at once (a preload, which needs no nonce) and linked by the loader; linked as before when scripts do not run.
 */
export function deferredStyle({ href, css }: DeferredStyle): string {
  const url = escapeHtml(href);
  return (
    `<link rel="preload" href="${url}" as="style"><style data-href="${url}">${css}</style>` +
    `<noscript><link rel="stylesheet" href="${url}"></noscript>`
  );
}

/**
 * Fills the template: the lang attribute, the head block (before </head> when the marker is missing), and the
 * CSRF token before </body>. The template's own scripts (the build puts them at the end of the body) get the nonce
 * placeholder. `deferred`: the template's stylesheets a rendered page carries in part (critical-css.ts).
 */
export function fillTemplate(template: string, lang: string, head: string, deferred: readonly DeferredStyle[] = []): string {
  const styled = deferred.length
    ? template.replace(STYLESHEET_LINK, (tag) => {
        const style = deferred.find((d) => d.href === linkHref(tag));
        return style ? deferredStyle(style) : tag;
      })
    : template;
  const withLang = withNonce(styled.split(LANG_PLACEHOLDER).join(lang));
  const withHead = withLang.includes(HEAD_PLACEHOLDER)
    ? withLang.replace(HEAD_PLACEHOLDER, () => head)
    : withLang.replace(/<\/head>/i, (closing) => `${head}\n${closing}`);
  const loader = withHead.includes(SCRIPT_PRELOADS_ID) || deferred.length > 0;
  const tail = loader ? `${PRELOAD_LOADER}\n${CSRF_CARRIER}` : CSRF_CARRIER;
  return /<\/body>/i.test(withHead)
    ? withHead.replace(/<\/body>(?![\s\S]*<\/body>)/i, (closing) => `${tail}\n${closing}`)
    : `${withHead}${tail}`;
}

/** The shell's empty mount point, however the build wrote its attribute. */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * Puts a server render into the page: its markup in #root, the answers it was rendered from (#vitrin-state,
 * which the browser's store starts from), `data-server-rendered` on <html> with the remote builds that rendered
 * it (`data-rendered-with="mf_public@<version> …"`); the "needs JavaScript" notice goes.
 */
export function fillRendered(page: string, rootHtml: string, stateJson: string, builds = ''): string {
  if (!EMPTY_ROOT.test(page)) throw new Error('The shell template has no empty #root');
  const renderedWith = builds ? ` data-rendered-with="${escapeHtml(builds)}"` : '';
  return (
    page
      .replace(/<html\b/i, (tag) => `${tag} data-server-rendered${renderedWith}`)
      .replace(
        EMPTY_ROOT,
        () => `<div id="root">${rootHtml}</div>\n    <script id="vitrin-state" type="application/json">${stateJson}</script>`,
      )
      // The body's notice; a <noscript> of the head (a stylesheet carried in part: deferredStyle) stays.
      .replace(/(<\/head>[\s\S]*?)\s*<noscript>[\s\S]*?<\/noscript>/i, (_, before: string) => before)
  );
}
