/** mf_public's root: the layout frame around the public routes (config/routes.ts), mounted by the shell under its router. */
import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { federationText } from '@vitrin/shared-libs/i18n/federationTexts';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { CONTENT_PAGES } from '@vitrin/shared-libs/registry/publicRoutes';
import { PUBLIC_ROUTES, type PublicRouteName } from '../config/routes';
import { LanguageLinks } from '../features/language/components/LanguageLinks';
import { SiteLanguageProvider } from '../features/language/hooks/useSiteLanguage';
import { PublicLayout } from '../features/layout/components/PublicLayout';
import { ConsentLink, ConsentSlot } from '../features/consent/ConsentSlot';
import { HomePage } from '../features/home/components/HomePage';
import { ProductSearchForm } from '../features/search/components/ProductSearchForm';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';

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
const HumanResourcesPage = lazy(() =>
  import('../features/human-resources/components/HumanResourcesPage').then((m) => ({ default: m.HumanResourcesPage })),
);
const NotFoundPage = lazy(() => import('@vitrin/shared-libs/ui/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const catalogue = (exportName: string): ReactElement => <RemoteModule id="mf_catalogue/public" exportName={exportName} />;

/** What each route of the table shows. */
const SCREENS: [PublicRouteName, ReactElement][] = [
  ...CONTENT_PAGES.map(({ key }): [PublicRouteName, ReactElement] => [key, <ContentPage key={key} page={key} />]),
  ['certificates', <CertificatesPage />],
  ['categories', catalogue('CategoriesPage')],
  ['products', catalogue('ProductsPage')],
  ['product_details', catalogue('ProductDetailsPage')],
  ['search_products', catalogue('SearchResultsPage')],
  ['cross_reference_index', catalogue('CrossReferenceIndexPage')],
  ['cross_reference_manufacturer', catalogue('CrossReferenceManufacturerPage')],
  ['cross_reference', catalogue('CrossReferencePage')],
  ['finder', catalogue('FinderPage')],
  ['compare', catalogue('ComparePage')],
  ...MEDIA_KINDS.flatMap((kind): [PublicRouteName, ReactElement][] => [
    [kind, <MediaListPage key={kind} kind={kind} />],
    [`${kind}_details`, <MediaDetailPage key={kind} kind={kind} />],
  ]),
  ['catalogues', <CataloguesPage />],
  ['cart', <CartPage />],
  ['checkout', <CheckoutPage />],
  ['contact', <ContactPage />],
  ['human_resources', <HumanResourcesPage />],
  ['contract', <ContractPage />],
  ['not_found', <NotFoundPage />],
];

export default function App() {
  return (
    <SiteLanguageProvider>
      {(ready) => (
        <PublicLayout
          ready={ready}
          languageLinks={<LanguageLinks />}
          consent={<ConsentSlot />}
          consentLink={<ConsentLink />}
          contactForm={
            <Suspense fallback={<Spinner label={federationText('loading')} />}>
              <ContactForm idPrefix="contact-modal" />
            </Suspense>
          }
          searchForm={(onDone) => <ProductSearchForm variant="modal" onDone={onDone} />}
          inlineSearch={(onDone) => <ProductSearchForm variant="inline" onDone={onDone} />}
        >
          <Routes>
            <Route index element={<HomePage />} />
            {SCREENS.map(([name, screen]) => (
              <Route
                key={name}
                path={PUBLIC_ROUTES[name].replace(/^\//, '')}
                element={<Suspense fallback={<Spinner label={federationText('loading')} />}>{screen}</Suspense>}
              />
            ))}
            {/* An unknown path shows the not-found screen where it was asked (the server answers it with 404). */}
            <Route
              path="*"
              element={
                <Suspense fallback={<Spinner label={federationText('loading')} />}>
                  <NotFoundPage />
                </Suspense>
              }
            />
          </Routes>
        </PublicLayout>
      )}
    </SiteLanguageProvider>
  );
}
