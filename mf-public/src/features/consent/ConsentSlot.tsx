/**
 * The part of the consent feature every public page loads: whether the banner is wanted, and the footer's link.
 * The banner itself (ConsentBanner, consent.ts) is a chunk of its own, fetched only on a page with analytics
 * snippets or when the visitor opens the cookie settings: a site without analytics never loads it.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { setSettingsOpened, settingsOpened, subscribeConsent } from './settingsOpened';

const ConsentBanner = lazy(() => import('./ConsentBanner').then((m) => ({ default: m.ConsentBanner })));

const wanted = () => settingsOpened() || document.getElementById('vitrin-analytics') !== null;

/** Renders nothing on the server and on a page without analytics; else the banner's chunk. */
export function ConsentSlot() {
  const show = useSyncExternalStore(subscribeConsent, wanted, () => false);
  return show ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}

/** The footer's link to change the choice. */
export function ConsentLink() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-link link-light small p-0 align-baseline" onClick={() => setSettingsOpened(true)}>
      {t('consent.settings')}
    </button>
  );
}
