// The page's stylesheet (Bootstrap's parts the site uses, then the site's own rules) is linked in <head> by the
// build, so nothing shifts when the app mounts.
import './bootstrap-subset.scss';
import './styles.css';
import { nextTask } from '@vitrin/shared-libs/utils/nextTask';

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
  await import('./bootstrap');
}

void boot();
