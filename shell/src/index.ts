// The page's stylesheet (Bootstrap's parts the site uses, then the site's own rules) is linked in <head> by the
// build, so nothing shifts when the app mounts. A server-rendered page carries the part its markup needs and links
// the whole file without blocking the paint (docs/performance.md, "CSS that blocks the first paint").
import './bootstrap-subset.scss';
import './styles.css';
import { nextTask } from '@vitrin/shared-libs/utils/nextTask';

/**
 * Resolves once the stylesheets the page's loader links in full (api/src/modules/site/template.ts, PRELOAD_LOADER)
 * are loaded or have failed: what only the browser renders (an opened menu, the consent banner) then never shows
 * unstyled. At once on a page without them (the admin, a page the server did not render).
 */
function deferredStylesLoaded(doc: Document = document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('style[data-href] + link[rel="stylesheet"]:not([data-loaded])')];
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((done) => {
          link.addEventListener('load', () => done(), { once: true });
          link.addEventListener('error', () => done(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/**
 * The start, in steps (docs/performance.md, "The start in steps"): React; the store and the language layer; the
 * app. Each step's files are fetched and evaluated after the one before, in tasks of their own, so that no single
 * task holds a phone's main thread long; the page is already drawn by the server meanwhile. The imports are also
 * the async boundary Module Federation needs: shared modules are negotiated before any of them is used.
 */
async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await Promise.all([import('@vitrin/shared-libs/store/publicStore'), import('@vitrin/shared-libs/i18n/i18n')]);
  await nextTask();
  await deferredStylesLoaded();
  await import('./bootstrap');
}

void boot();
