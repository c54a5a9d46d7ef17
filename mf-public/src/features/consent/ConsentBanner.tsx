import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerWanted, chooseConsent, readConsent, runAnalytics } from './consent';
import { subscribeConsent } from './settingsOpened';

/**
 * The cookie banner: shown to a visitor who has not chosen yet on a page with analytics, and again from the
 * footer's link. Fixed at the bottom over the page (it shifts nothing) and rendered only after hydration (the
 * server renders nothing here, so the first paint and the largest one are the page's own).
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(subscribeConsent, bannerWanted, () => false);

  useEffect(() => {
    if (readConsent() === 'accepted') runAnalytics();
  }, []);

  if (!open) return null;
  return (
    <section
      className="consent-banner position-fixed bottom-0 start-0 end-0 bg-dark text-white p-3 shadow-lg"
      style={{ zIndex: 1090 }}
      aria-labelledby="consent-title"
      data-testid="consent-banner"
    >
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-3">
        <div className="flex-grow-1">
          <h2 id="consent-title" className="h6 mb-1">
            {t('consent.title')}
          </h2>
          <p className="small mb-0">{t('consent.text')}</p>
        </div>
        <div className="d-flex gap-2 flex-shrink-0">
          <button type="button" className="btn btn-light btn-sm" onClick={() => chooseConsent('accepted')}>
            {t('consent.accept')}
          </button>
          <button type="button" className="btn btn-outline-light btn-sm" onClick={() => chooseConsent('rejected')}>
            {t('consent.reject')}
          </button>
        </div>
      </div>
    </section>
  );
}
