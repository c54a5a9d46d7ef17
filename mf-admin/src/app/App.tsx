/** mf_admin's root: the admin frame and its routes under /admin. */
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CONTENT_PAGES } from '@vitrin/shared-libs/registry/publicRoutes';
import { INBOX_KINDS, INBOX_TABLE } from '@vitrin/shared-libs/registry/inboxes';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';
import { AdminLayout } from '../features/layout/components/AdminLayout';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { useUnreadCounts } from '../features/inbox/hooks/useUnreadCounts';
import { AdminForbiddenPage } from '../features/not-found/AdminForbiddenPage';
import { AdminNotFoundPage } from '../features/not-found/AdminNotFoundPage';
import { adminText } from '../i18n/adminTexts';
import {
  ADMIN_OWN_SCREENS,
  ADMIN_PATHS,
  ADMIN_SUB_SCREENS,
  ownScreenHref,
  type AdminRouteName,
} from '@vitrin/shared-libs/registry/adminRoutes';
import { canOpenRoute, menuLabelKey } from '../lib/adminRoutes';
import { HistoryRoute } from './HistoryRoute';
import { SettingsRoutes } from './SettingsRoutes';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';

// Every screen but the dashboard is fetched on its first visit, so signing in downloads only what the dashboard
// needs (not the editors, drag-and-drop, forms and sanitizer of the other screens).
const BreadcrumbsPage = lazy(() =>
  import('../features/breadcrumbs/components/BreadcrumbsPage').then((m) => ({ default: m.BreadcrumbsPage })),
);
const HomeEditorPage = lazy(() => import('./HomeEditorPage').then((m) => ({ default: m.HomeEditorPage })));
const MediaFormPage = lazy(() =>
  import('../features/media/components/MediaFormPage').then((m) => ({ default: m.MediaFormPage })),
);
const MediaListPage = lazy(() =>
  import('../features/media/components/MediaListPage').then((m) => ({ default: m.MediaListPage })),
);
const PageContentEditor = lazy(() =>
  import('../features/pages/components/PageContentEditor').then((m) => ({ default: m.PageContentEditor })),
);
const UploadListPage = lazy(() =>
  import('../features/uploads/components/UploadListPage').then((m) => ({ default: m.UploadListPage })),
);
const InboxPage = lazy(() => import('../features/inbox/components/InboxPage').then((m) => ({ default: m.InboxPage })));
const OrderShowPage = lazy(() =>
  import('../features/orders/components/OrderShowPage').then((m) => ({ default: m.OrderShowPage })),
);
const OrdersPage = lazy(() => import('../features/orders/components/OrdersPage').then((m) => ({ default: m.OrdersPage })));
const SupportPage = lazy(() => import('../features/support/components/SupportPage').then((m) => ({ default: m.SupportPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/users/components/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const UserFormPage = lazy(() => import('../features/users/components/UserFormPage').then((m) => ({ default: m.UserFormPage })));
const LoginLocksPage = lazy(() => import('../features/login-locks/LoginLocksPage').then((m) => ({ default: m.LoginLocksPage })));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const TranslationsPage = lazy(() =>
  import('../features/translations/TranslationsPage').then((m) => ({ default: m.TranslationsPage })),
);
const UsersPage = lazy(() => import('../features/users/components/UsersPage').then((m) => ({ default: m.UsersPage })));

export default function App() {
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  const unread = useUnreadCounts();
  // A screen the role group may not open says so instead of showing what the server would refuse anyway.
  const only = (name: AdminRouteName, element: ReactElement) => (canOpenRoute(role, name) ? element : <AdminForbiddenPage />);
  return (
    <AdminLayout counters={unread}>
      <Suspense fallback={<Spinner label={adminText('loading')} />}>
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path={ADMIN_PATHS.dashboard} element={<DashboardPage />} />
          {INBOX_KINDS.map((kind) => {
            const { adminRoute } = INBOX_TABLE[kind];
            return (
              <Route key={kind} path={ADMIN_PATHS[adminRoute]} element={only(adminRoute, <InboxPage key={kind} kind={kind} />)} />
            );
          })}
          <Route path={ADMIN_PATHS.orders} element={only('orders', <OrdersPage />)} />
          <Route path={ADMIN_PATHS.translations} element={only('translations', <TranslationsPage />)} />
          <Route path={ADMIN_SUB_SCREENS['order-show'].path} element={only('orders', <OrderShowPage />)} />
          <Route path={ADMIN_PATHS.users} element={only('users', <UsersPage />)} />
          <Route path={ADMIN_SUB_SCREENS['login-locks'].path} element={only('users', <LoginLocksPage />)} />
          <Route path={ADMIN_SUB_SCREENS['user-create'].path} element={only('users', <UserFormPage mode="create" />)} />
          <Route
            path={ADMIN_SUB_SCREENS['user-update'].path}
            element={only('users', <UserFormPage key="update" mode="update" />)}
          />
          <Route path={ADMIN_SUB_SCREENS['user-reset-password'].path} element={only('users', <ResetPasswordPage />)} />
          <Route path={ADMIN_PATHS.support} element={only('support', <SupportPage />)} />
          <Route
            path={`${ADMIN_PATHS['pages.air_springs.categories']}/*`}
            element={
              <RemoteModule
                id="mf_catalogue/admin"
                exportName="CategoriesAdminPage"
                props={{
                  section: 'air_springs',
                  title: `${adminText('groups.airSprings')} — ${adminText(menuLabelKey('pages.air_springs.categories'))}`,
                }}
              />
            }
          />
          <Route
            path={`${ADMIN_PATHS['pages.spare_parts.categories']}/*`}
            element={
              <RemoteModule
                id="mf_catalogue/admin"
                exportName="CategoriesAdminPage"
                props={{
                  section: 'spare_parts',
                  title: `${adminText('groups.spareParts')} — ${adminText(menuLabelKey('pages.spare_parts.categories'))}`,
                }}
              />
            }
          />
          {(['air_springs', 'spare_parts'] as const).map((section) => (
            <Route
              key={section}
              path={`${ADMIN_PATHS[`pages.${section}`]}/*`}
              element={
                <RemoteModule
                  id="mf_catalogue/admin"
                  exportName="ProductsAdmin"
                  props={{
                    section,
                    title: `${adminText(section === 'air_springs' ? 'groups.airSprings' : 'groups.spareParts')} — ${adminText(menuLabelKey(`pages.${section}`))}`,
                  }}
                />
              }
            />
          ))}
          {SettingsRoutes(only)}
          {CONTENT_PAGES.map(({ adminRoute, key }) => (
            <Route
              key={adminRoute}
              path={ADMIN_PATHS[adminRoute]}
              element={only(adminRoute, <PageContentEditor page={key} heading={adminText(menuLabelKey(adminRoute))} />)}
            />
          ))}
          <Route path={ADMIN_PATHS['pages.breadcrumbs']} element={only('pages.breadcrumbs', <BreadcrumbsPage />)} />
          <Route path={ADMIN_PATHS['pages.home']} element={only('pages.home', <HomeEditorPage />)} />
          {MEDIA_KINDS.map((kind) => (
            <Route key={kind} path={ADMIN_PATHS[`pages.${kind}`]}>
              <Route index element={only(`pages.${kind}`, <MediaListPage key={kind} kind={kind} />)} />
              <Route
                path="insert"
                element={only(`pages.${kind}`, <MediaFormPage key={`${kind}-new`} kind={kind} mode="insert" />)}
              />
              <Route path="update/:id" element={only(`pages.${kind}`, <MediaFormPage key={kind} kind={kind} mode="update" />)} />
            </Route>
          ))}
          <Route
            path={ADMIN_PATHS['pages.certificates']}
            element={only('pages.certificates', <UploadListPage resource="certificates" />)}
          />
          <Route
            path={ADMIN_PATHS['pages.catalogues']}
            element={only('pages.catalogues', <UploadListPage resource="catalogues" />)}
          />
          {/* Every staff member's own: two-factor sign-in and sessions. */}
          <Route path={ADMIN_OWN_SCREENS.profile} element={<ProfilePage />} />
          {/* A record's history: the page itself lets in whoever may edit the record (registry/historyEntities). */}
          <Route path={ADMIN_OWN_SCREENS.history} element={<HistoryRoute />} />
          <Route path={ADMIN_OWN_SCREENS.notFound} element={<AdminNotFoundPage />} />
          <Route path="*" element={<Navigate to={ownScreenHref('notFound')} replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
