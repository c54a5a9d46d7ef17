/**
 * The public frame (docs/architecture.md, "Public layout"): skip link, navbar, main view, home footer, footer,
 * fixed bottom bar, contact modal and search modal; the preloader, scroll-to-top and page meta of every route change.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCategoriesQuery } from '@vitrin/shared-libs/api/categoriesApi';
import { federationText } from '@vitrin/shared-libs/i18n/federationTexts';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { ContactDetails, SocialLinks } from '../../../components/ContactDetails';
import { usePageMeta } from '../hooks/usePageMeta';
import { useNavbarRevision, usePreloader, useScrollToTopOnRouteChange } from '../hooks/useRouteTransition';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { HomeFooter } from './HomeFooter';
import { Navbar } from './Navbar';
import { PhoneOrientationWarning } from './PhoneOrientationWarning';
import './layout.css';

// The contact and search dialogs load with their first opening: a first visit's page carries none of their code.
const Modal = lazy(() => import('../../../components/Modal').then((module) => ({ default: module.Modal })));

export interface PublicLayoutProps {
  ready: boolean;
  children: ReactNode;
  /** The contact form (contact feature), shown in the contact modal. */
  contactForm: ReactNode;
  /** The search form (search feature) in its modal variant; onDone closes the modal. */
  searchForm: (onDone: () => void) => ReactNode;
  /** The search form in its inline variant, inside the phone menu; onDone closes the menu. */
  inlineSearch?: (onDone: () => void) => ReactNode;
  languageLinks: ReactNode;
  /** The cookie banner's slot (consent feature), after the bottom bar. */
  consent: ReactNode;
  /** The footer's link to the cookie settings (consent feature). */
  consentLink: ReactNode;
}

function Frame({
  children,
  contactForm,
  searchForm,
  inlineSearch,
  languageLinks,
  consent,
  consentLink,
}: Omit<PublicLayoutProps, 'ready'>) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [contactOpen, setContactOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { data: categories } = useCategoriesQuery();
  const preloading = usePreloader();
  useScrollToTopOnRouteChange();
  usePageMeta();
  const navbarKey = useNavbarRevision([i18n.language, categories !== undefined]);

  return (
    <div className="public-site">
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white" href="#main">
        {t('common.skip_to_content')}
      </a>
      {pathname === '/' && <PhoneOrientationWarning />}
      {/* Each part of the frame is a boundary of its own: on a server-rendered page React hydrates and commits them
          one by one, each in short tasks, not the whole page in one (docs/performance.md, "The start in steps"). */}
      <Suspense fallback={null}>
        <Navbar
          key={navbarKey}
          onOpenSearch={() => setSearchOpen(true)}
          inlineSearch={inlineSearch}
          languageLinks={languageLinks}
        />
      </Suspense>
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={null}>{children}</Suspense>
        {/* The preloader covers the main view only: the navbar and footer stay in place. */}
        {preloading && (
          <div className="preloader bg-white" data-testid="preloader">
            <Spinner label={t('common.loading')} />
          </div>
        )}
      </main>
      <Suspense fallback={null}>
        <HomeFooter />
        <Footer consentLink={consentLink} />
      </Suspense>
      <Suspense fallback={null}>
        <BottomBar onOpenChat={() => setContactOpen(true)} />
        {consent}
      </Suspense>
      {contactOpen && (
        <Suspense fallback={null}>
          <Modal open title={t('layout.contact_modal_title')} onClose={() => setContactOpen(false)} size="lg">
            <ContactDetails narrow />
            <div className="my-3">
              <SocialLinks />
            </div>
            {contactForm}
          </Modal>
        </Suspense>
      )}
      {searchOpen && (
        <Suspense fallback={null}>
          <Modal open title={t('search.title')} onClose={() => setSearchOpen(false)} size="lg">
            {searchForm(() => setSearchOpen(false))}
          </Modal>
        </Suspense>
      )}
    </div>
  );
}

export function PublicLayout({ ready, ...props }: PublicLayoutProps) {
  // Until the language pack arrives, the loading label comes from the fallback texts of the page's language.
  if (!ready) return <Spinner label={federationText('loading')} />;
  return <Frame {...props} />;
}
