import { act, render, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import { setRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';
import { testConfig } from '../../shared-libs/test/render';
import { AdminGate } from '../src/app/AdminGate';
import { wireSessionRules } from '../src/app/sessionRules';

const user = { name: 'Ayşe Yılmaz', email: 'ayse@vitrin.test', role_group: 'Editör' as const };
let sent: string[];
let unwire: () => void;

/** The login screen, saying where it would send the visitor back to. */
function LoginAt() {
  const { search } = useLocation();
  return <h1>Giriş Yap {search}</h1>;
}

/** The page as the shell serves it: the panel behind its gate, the login, a public page; the rules wired. */
function renderSite(path: string) {
  setRuntimeConfig(testConfig);
  return render(
    <Provider store={adminStore}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <AdminGate>
                <h1>Mesajlar</h1>
              </AdminGate>
            }
          />
          <Route path="/giris-yap" element={<LoginAt />} />
          <Route path="/about-us" element={<h1>About us</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sent = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push(`${config.url} ${config.headers.get('Authorization')}`);
    const data = config.url === '/api/auth/status' ? user : null;
    return { data: { success: true, message: '', data }, status: 200, statusText: '', headers: {}, config };
  };
  unwire = wireSessionRules();
});
afterEach(() => {
  unwire();
  jest.useRealTimers();
});

it('on the admin area a session logs itself out at its expiry and opens the login, keeping the address', async () => {
  act(() => void adminStore.dispatch(signedIn({ token: 'one-minute', user, expiresIn: 60, now: Date.now() })));
  renderSite('/admin/contact?id=1');
  expect(await screen.findByRole('heading', { name: 'Mesajlar' })).toBeInTheDocument();
  // (Waiting for the panel moved the fake clock a little: the rest of the minute is measured from now.)
  await act(() => jest.advanceTimersByTimeAsync(adminStore.getState().session.expiresAt! - Date.now() - 1));
  expect(screen.getByRole('heading', { name: 'Mesajlar' })).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(await screen.findByRole('heading', { name: 'Giriş Yap ?next=%2Fadmin%2Fcontact%3Fid%3D1' })).toBeInTheDocument();
  expect(adminStore.getState().session).toEqual({ token: null, user: null, expiresAt: null });
  expect(sent).toContain('/api/admin/logout Bearer one-minute');
});

it('on a public page the session ends at expiry without leaving the page', async () => {
  act(() => void adminStore.dispatch(signedIn({ token: 'tok', user, expiresIn: 1, now: Date.now() })));
  renderSite('/about-us');
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(adminStore.getState().session.token).toBeNull();
  expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
});

it('a logout in another tab sends this admin tab to the login, keeping the address', async () => {
  act(() => void adminStore.dispatch(signedIn({ token: 'shared', user, expiresIn: 3600, now: Date.now() })));
  renderSite('/admin/users');
  expect(await screen.findByRole('heading', { name: 'Mesajlar' })).toBeInTheDocument();
  act(() => {
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage }));
  });
  expect(await screen.findByRole('heading', { name: 'Giriş Yap ?next=%2Fadmin%2Fusers' })).toBeInTheDocument();
  expect(adminStore.getState().session.token).toBeNull();
});
