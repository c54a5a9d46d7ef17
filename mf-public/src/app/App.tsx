/** mf_public's root: the layout frame around SPEC.md §2's public routes. Mounted by the shell under its one router. */
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { federationText } from '@vitrin/shared-libs/i18n/federationTexts';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import { CORPORATE_PAGES, PUBLIC_ROUTES } from '../config/routes';
import { LanguageLinks } from '../features/language/components/LanguageLinks';
import { SiteLanguageProvider } from '../features/language/hooks/useSiteLanguage';
import { PublicLayout } from '../features/layout/components/PublicLayout';
import { HomePage } from '../features/home/components/HomePage';
import { SearchForm } from '../features/search/components/SearchForm';

// Every screen but home is its own chunk: the home page downloads none of them.
const ContentPage = lazy(() => import('../features/pages/components/ContentPage').then((m) => ({ default: m.ContentPage })));
const CertificatesPage = lazy(() =>
  import('../features/documents/components/CertificatesPage').then((m) => ({ default: m.CertificatesPage })),
);
const CataloguesPage = lazy(() =>
  import('../features/documents/components/CataloguesPage').then((m) => ({ default: m.CataloguesPage })),
);
const MediaListPage = lazy(() =>
  import('../features/media/components/MediaListPage').then((m) => ({ default: m.MediaListPage })),
);
const MediaDetailPage = lazy(() =>
  import('../features/media/components/MediaDetailPage').then((m) => ({ default: m.MediaDetailPage })),
);
const ContractPage = lazy(() =>
  import('../features/contracts/components/ContractPage').then((m) => ({ default: m.ContractPage })),
);
const ContactPage = lazy(() => import('../features/contact/components/ContactPage').then((m) => ({ default: m.ContactPage })));
const ContactForm = lazy(() => import('../features/contact/components/ContactForm').then((m) => ({ default: m.ContactForm })));
const CartPage = lazy(() => import('../features/cart/components/CartPage').then((m) => ({ default: m.CartPage })));
const CheckoutPage = lazy(() => import('../features/cart/components/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const MEDIA: { kind: MediaKind; list: string }[] = [
  { kind: 'news', list: PUBLIC_ROUTES.news },
  { kind: 'videos', list: PUBLIC_ROUTES.videos },
  { kind: 'photos', list: PUBLIC_ROUTES.photos },
  { kind: 'blog', list: PUBLIC_ROUTES.blog },
];

const catalogue = (exportName: string): ReactElement => <RemoteModule id="mf_catalogue/public" exportName={exportName} />;

function Screen({ children }: { children: ReactElement }) {
  return <Suspense fallback={<Spinner label={federationText('loading')} />}>{children}</Suspense>;
}

const relative = (path: string) => path.replace(/^\//, '');

export default function App() {
  return (
    <SiteLanguageProvider>
      {(ready) => (
        <PublicLayout
          ready={ready}
          languageLinks={<LanguageLinks />}
          contactForm={
            <Screen>
              <ContactForm idPrefix="contact-modal" />
            </Screen>
          }
          searchForm={(onDone) => <SearchForm variant="modal" onDone={onDone} />}
        >
          <Routes>
            <Route index element={<HomePage />} />
            {CORPORATE_PAGES.map((page) => (
              <Route
                key={page}
                path={relative(PUBLIC_ROUTES[page])}
                element={
                  <Screen>
                    <ContentPage page={page} />
                  </Screen>
                }
              />
            ))}
            <Route
              path={relative(PUBLIC_ROUTES.quality_policy)}
              element={
                <Screen>
                  <ContentPage page="quality_policy" />
                </Screen>
              }
            />
            <Route
              path={relative(PUBLIC_ROUTES.certificates)}
              element={
                <Screen>
                  <CertificatesPage />
                </Screen>
              }
            />
            <Route path={relative(PUBLIC_ROUTES.categories)} element={catalogue('CategoriesPage')} />
            <Route path={relative(PUBLIC_ROUTES.products)} element={catalogue('ProductsPage')} />
            <Route path={relative(PUBLIC_ROUTES.product_details)} element={catalogue('ProductDetailsPage')} />
            <Route path={relative(PUBLIC_ROUTES.search_products)} element={catalogue('SearchResultsPage')} />
            {MEDIA.map(({ kind, list }) => [
              <Route
                key={kind}
                path={relative(list)}
                element={
                  <Screen>
                    <MediaListPage key={kind} kind={kind} />
                  </Screen>
                }
              />,
              <Route
                key={`${kind}-detail`}
                path={relative(PUBLIC_ROUTES[`${kind}_details`])}
                element={
                  <Screen>
                    <MediaDetailPage key={kind} kind={kind} />
                  </Screen>
                }
              />,
            ])}
            <Route
              path={relative(PUBLIC_ROUTES.catalogues)}
              element={
                <Screen>
                  <CataloguesPage />
                </Screen>
              }
            />
            <Route
              path={relative(PUBLIC_ROUTES.cart)}
              element={
                <Screen>
                  <CartPage />
                </Screen>
              }
            />
            <Route
              path={relative(PUBLIC_ROUTES.checkout)}
              element={
                <Screen>
                  <CheckoutPage />
                </Screen>
              }
            />
            <Route
              path={relative(PUBLIC_ROUTES.contact)}
              element={
                <Screen>
                  <ContactPage />
                </Screen>
              }
            />
            <Route
              path="contract/:seoName"
              element={
                <Screen>
                  <ContractPage />
                </Screen>
              }
            />
            <Route
              path="404"
              element={
                <Screen>
                  <NotFoundPage />
                </Screen>
              }
            />
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Routes>
        </PublicLayout>
      )}
    </SiteLanguageProvider>
  );
}
