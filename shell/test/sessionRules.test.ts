import type { InternalAxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';
import { wireSessionRules } from '../src/app/sessionRules';

const user = { name: 'Ayşe Yılmaz', email: 'ayse@vitrin.test', role_group: 'Editör' as const };
let sent: string[];
let navigate: jest.Mock;
let unwire: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sent = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push(`${config.url} ${config.headers.get('Authorization')}`);
    return { data: { success: true, message: '', data: null }, status: 200, statusText: '', headers: {}, config };
  };
  navigate = jest.fn();
  unwire = wireSessionRules(navigate);
});
afterEach(() => {
  unwire();
  jest.useRealTimers();
});

it('on the admin area a session logs itself out at its expiry and reloads /admin', async () => {
  window.history.pushState({}, '', '/admin/dashboard');
  adminStore.dispatch(signedIn({ token: 'five-seconds', user, expiresIn: 5, now: Date.now() }));
  await jest.advanceTimersByTimeAsync(4999);
  expect(adminStore.getState().session.token).toBe('five-seconds');
  await jest.advanceTimersByTimeAsync(1);
  expect(adminStore.getState().session).toEqual({ token: null, user: null, expiresAt: null });
  expect(sent).toEqual(['/api/admin/logout Bearer five-seconds']);
  expect(navigate).toHaveBeenCalledWith('/admin');
});

it('on a public page the session ends at expiry without leaving the page', async () => {
  window.history.pushState({}, '', '/about-us');
  adminStore.dispatch(signedIn({ token: 'tok', user, expiresIn: 1, now: Date.now() }));
  await jest.advanceTimersByTimeAsync(1000);
  expect(adminStore.getState().session.token).toBeNull();
  expect(navigate).not.toHaveBeenCalled();
});

it('a logout in another tab sends this admin tab to /admin, which then asks for a login', () => {
  window.history.pushState({}, '', '/admin/users');
  adminStore.dispatch(signedIn({ token: 'shared', user, expiresIn: 3600, now: Date.now() }));
  localStorage.removeItem('token');
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage }));
  expect(adminStore.getState().session.token).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/admin');
});
