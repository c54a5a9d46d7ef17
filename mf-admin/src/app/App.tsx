/** mf_admin's root: the admin frame and its routes under /admin (SPEC.md §2 "Admin routes"). */
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { AdminLayout } from '../features/layout/components/AdminLayout';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { AdminNotFoundPage } from '../features/not-found/AdminNotFoundPage';
import { t } from '../i18n/adminTexts';
import { ADMIN_PATHS, menuLabelKey } from './routes';
import { SettingsRoutes } from './SettingsRoutes';

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
        {SettingsRoutes()}
        <Route path="404" element={<AdminNotFoundPage />} />
        <Route path="*" element={<Navigate to="/admin/404" replace />} />
      </Routes>
    </AdminLayout>
  );
}
