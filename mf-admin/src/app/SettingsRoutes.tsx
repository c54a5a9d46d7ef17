/**
 * The routes of contracts, settings, page meta and languages, each screen fetched on first visit so the
 * dashboard and the inboxes never download them (nor TipTap, which only the contract form loads).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { ts } from '../i18n/settingsTexts';
import { ADMIN_PATHS } from './routes';

const ContractsPage = lazy(() =>
  import('../features/contracts/components/ContractsPage').then((m) => ({ default: m.ContractsPage })),
);
const ContractFormPage = lazy(() =>
  import('../features/contracts/components/ContractFormPage').then((m) => ({ default: m.ContractFormPage })),
);
const ContactInformationPage = lazy(() =>
  import('../features/settings/components/ContactInformationPage').then((m) => ({ default: m.ContactInformationPage })),
);
const SocialMediaPage = lazy(() =>
  import('../features/settings/components/SocialMediaPage').then((m) => ({ default: m.SocialMediaPage })),
);
const SiteSettingsPage = lazy(() =>
  import('../features/settings/components/SiteSettingsPage').then((m) => ({ default: m.SiteSettingsPage })),
);
const PageMetaPage = lazy(() =>
  import('../features/page-meta/components/PageMetaPage').then((m) => ({ default: m.PageMetaPage })),
);
const LanguagesPage = lazy(() =>
  import('../features/languages/components/LanguagesPage').then((m) => ({ default: m.LanguagesPage })),
);

const screen = (page: ReactNode) => <Suspense fallback={<Spinner label={ts('loading')} />}>{page}</Suspense>;

/** Route elements for <Routes> (a function, not a component: <Routes> only accepts <Route> children). */
export function SettingsRoutes() {
  return [
    <Route key="contracts" path={ADMIN_PATHS.contracts} element={screen(<ContractsPage />)} />,
    <Route key="contract-insert" path="contract-insert" element={screen(<ContractFormPage />)} />,
    <Route key="contract-update" path="contract-update/:id" element={screen(<ContractFormPage />)} />,
    <Route key="contact-info" path={ADMIN_PATHS['settings.contactInfo']} element={screen(<ContactInformationPage />)} />,
    <Route key="social-media" path={ADMIN_PATHS['settings.socialMedia']} element={screen(<SocialMediaPage />)} />,
    <Route key="site" path={ADMIN_PATHS['settings.site']} element={screen(<SiteSettingsPage />)} />,
    <Route key="page-meta" path={ADMIN_PATHS.pageMeta} element={screen(<PageMetaPage />)} />,
    <Route key="languages" path={ADMIN_PATHS.languages} element={screen(<LanguagesPage />)} />,
  ];
}
