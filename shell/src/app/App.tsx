/**
 * Start-up selection: the first path segment decides which remote is shown. The shell owns the
 * one router and the store providers; each remote renders relative <Routes> inside its area.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { publicStore as pagePublicStore, type PublicState, type PublicStore } from '@vitrin/shared-libs/store/publicStore';
import { federationText } from '@vitrin/shared-libs/i18n/federationTexts';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { PublicArea } from './PublicArea';
import { useLanguageList } from './useLanguageList';

const StaffArea = lazy(() => import('./StaffArea'));

const staff = (area: 'login' | 'admin') => (
  <Suspense fallback={<Spinner label={federationText('loading')} />}>
    <StaffArea area={area} />
  </Suspense>
);

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
      <Route path="giris-yap/*" element={staff('login')} />
      <Route path="admin/*" element={staff('admin')} />
      <Route path="*" element={<PublicArea store={publicStore} serverState={publicServerState} />} />
    </Routes>
  );
}
