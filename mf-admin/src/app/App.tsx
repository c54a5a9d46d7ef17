/** mf_admin's root: the admin frame and its routes under /admin (SPEC.md §2 "Admin routes"). */
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { AdminLayout } from '../features/layout/components/AdminLayout';
import { BreadcrumbsPage } from '../features/content/components/BreadcrumbsPage';
import { PageContentEditor } from '../features/content/components/PageContentEditor';
import { UploadListPage } from '../features/content/components/UploadListPage';
import { CONTENT_PAGE_ROUTES } from '../features/content/utils/languages';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { AdminNotFoundPage } from '../features/not-found/AdminNotFoundPage';
import { t } from '../i18n/adminTexts';
import { ADMIN_PATHS, menuLabelKey } from './routes';

export default function App() {
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path={ADMIN_PATHS.dashboard} element={<DashboardPage />} />
        <Route
          path={ADMIN_PATHS['pages.air_springs.categories']}
          element={
            <RemoteModule
              id="mf_catalogue/admin"
              exportName="CategoriesAdminPage"
              props={{
                section: 'air_springs',
                title: `${t('groups.airSprings')} — ${t(menuLabelKey('pages.air_springs.categories'))}`,
              }}
            />
          }
        />
        <Route
          path={ADMIN_PATHS['pages.spare_parts.categories']}
          element={
            <RemoteModule
              id="mf_catalogue/admin"
              exportName="CategoriesAdminPage"
              props={{
                section: 'spare_parts',
                title: `${t('groups.spareParts')} — ${t(menuLabelKey('pages.spare_parts.categories'))}`,
              }}
            />
          }
        />
        {CONTENT_PAGE_ROUTES.map(([name, page]) => (
          <Route
            key={name}
            path={ADMIN_PATHS[name]}
            element={<PageContentEditor page={page} heading={t(menuLabelKey(name))} />}
          />
        ))}
        <Route path={ADMIN_PATHS['pages.breadcrumbs']} element={<BreadcrumbsPage />} />
        <Route path={ADMIN_PATHS['pages.certificates']} element={<UploadListPage resource="certificates" />} />
        <Route path={ADMIN_PATHS['pages.catalogues']} element={<UploadListPage resource="catalogues" />} />
        <Route path="404" element={<AdminNotFoundPage />} />
        <Route path="*" element={<Navigate to="/admin/404" replace />} />
      </Routes>
    </AdminLayout>
  );
}
