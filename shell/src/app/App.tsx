/**
 * Start-up selection: the first path segment decides which remote is shown. The shell owns the
 * one router and the store providers; each remote renders relative <Routes> inside its area.
 */
import { Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';
import { publicStore as pagePublicStore, type PublicState, type PublicStore } from '@vitrin/shared-libs/store/publicStore';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { AdminGate } from './AdminGate';
import { PublicArea } from './PublicArea';
import { useLanguageList } from './useLanguageList';

export interface AppProps {
  /** The server renders with a store of the request's own; the browser with the page's one. */
  publicStore?: PublicStore;
  /** When hydrating a server-rendered page: the state it was rendered from. */
  publicServerState?: PublicState;
}

export function App({ publicStore = pagePublicStore, publicServerState }: AppProps) {
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
      <Route path="*" element={<PublicArea store={publicStore} serverState={publicServerState} />} />
    </Routes>
  );
}
