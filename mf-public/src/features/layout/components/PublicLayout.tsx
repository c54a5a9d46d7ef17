import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { federationText } from '@vitrin/shared-libs/i18n/federationTexts';
import { Navbar } from './Navbar';
import { Footer } from './Footer';

/** The public frame: skip link, navbar, main view, footer (SPEC.md §2 "Public layout"). */
export function PublicLayout({ ready, children }: { ready: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  // Until the language pack arrives, the loading label comes from the fallback texts of the page's language.
  if (!ready) return <Spinner label={federationText('loading')} />;
  return (
    <>
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white" href="#main">
        {t('common.skip_to_content')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
