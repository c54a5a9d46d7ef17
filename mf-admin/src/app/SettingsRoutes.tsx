/**
 * The routes of contracts, settings, page meta and languages, each screen fetched on first visit so the
 * dashboard and the inboxes never download them (nor TipTap, which only the contract form loads).
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { ADMIN_PATHS, ADMIN_SUB_SCREENS, type AdminRouteName } from '@vitrin/shared-libs/registry/adminRoutes';
import { settingsText } from '../i18n/settingsTexts';

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
const ReleasesPage = lazy(() => import('../features/releases/ReleasesPage').then((m) => ({ default: m.ReleasesPage })));
const MailSettingsPage = lazy(() => import('../features/mail/MailSettingsPage').then((m) => ({ default: m.MailSettingsPage })));
const MailLogPage = lazy(() => import('../features/mail/MailLogPage').then((m) => ({ default: m.MailLogPage })));
const AuditLogPage = lazy(() => import('../features/audit-log/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const LanguagesPage = lazy(() =>
  import('../features/languages/components/LanguagesPage').then((m) => ({ default: m.LanguagesPage })),
);

/**
 * Route elements for <Routes> (a function, not a component: <Routes> only accepts <Route> children);
 * `only` shows the forbidden page to a role group that may not open the route.
 */
export function SettingsRoutes(only: (name: AdminRouteName, element: ReactElement) => ReactElement) {
  const screen = (name: AdminRouteName, page: ReactElement) =>
    only(name, <Suspense fallback={<Spinner label={settingsText('loading')} />}>{page}</Suspense>);
  return [
    <Route key="contracts" path={ADMIN_PATHS.contracts} element={screen('contracts', <ContractsPage />)} />,
    <Route
      key="contract-insert"
      path={ADMIN_SUB_SCREENS['contract-insert'].path}
      element={screen('contracts', <ContractFormPage />)}
    />,
    <Route
      key="contract-update"
      path={ADMIN_SUB_SCREENS['contract-update'].path}
      element={screen('contracts', <ContractFormPage />)}
    />,
    <Route
      key="contact-info"
      path={ADMIN_PATHS['settings.contactInfo']}
      element={screen('settings.contactInfo', <ContactInformationPage />)}
    />,
    <Route
      key="social-media"
      path={ADMIN_PATHS['settings.socialMedia']}
      element={screen('settings.socialMedia', <SocialMediaPage />)}
    />,
    <Route key="site" path={ADMIN_PATHS['settings.site']} element={screen('settings.site', <SiteSettingsPage />)} />,
    <Route key="page-meta" path={ADMIN_PATHS.pageMeta} element={screen('pageMeta', <PageMetaPage />)} />,
    <Route key="languages" path={ADMIN_PATHS.languages} element={screen('languages', <LanguagesPage />)} />,
    <Route key="releases" path={ADMIN_PATHS.releases} element={screen('releases', <ReleasesPage />)} />,
    <Route key="mail-settings" path={ADMIN_PATHS['mail.settings']} element={screen('mail.settings', <MailSettingsPage />)} />,
    <Route key="mail-log" path={ADMIN_PATHS['mail.log']} element={screen('mail.log', <MailLogPage />)} />,
    <Route key="audit-log" path={ADMIN_PATHS.auditLog} element={screen('auditLog', <AuditLogPage />)} />,
  ];
}
