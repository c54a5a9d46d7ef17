/**
 * Start-up selection (SPEC.md §2): the first path segment decides which remote is shown. The shell owns the
 * one router and the store providers; each remote renders relative <Routes> inside its area.
 */
import { Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';
import { publicStore } from '@vitrin/shared-libs/store/publicStore';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { AdminGate } from './AdminGate';
import { useLanguageList } from './useLanguageList';

export function App() {
  useLanguageList();
  return (
    <Routes>
      <Route
        path="giris-yap/*"
        element={
          <Provider store={adminStore}>
            <RemoteModule id="mf_auth/App" />
          </Provider>
        }
      />
      <Route
        path="admin/*"
        element={
          <Provider store={adminStore}>
            <AdminGate>
              <RemoteModule id="mf_admin/App" />
            </AdminGate>
          </Provider>
        }
      />
      <Route
        path="*"
        element={
          <Provider store={publicStore}>
            <RemoteModule id="mf_public/App" />
          </Provider>
        }
      />
    </Routes>
  );
}
