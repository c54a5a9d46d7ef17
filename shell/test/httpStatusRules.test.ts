import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';
import { wireHttpStatusRules } from '../src/app/httpStatusRules';

let requested: string[] = [];

function serverAnswers(status: number) {
  requested = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    requested.push(config.url ?? '');
    const response = { data: { success: false, message: 'x', data: null }, status, statusText: '', headers: {}, config };
    throw new AxiosError('failed', String(status), config, null, response);
  };
}

const user = { name: 'Ayşe Yılmaz', email: 'ayse@vitrin.test', role_group: 'Editör' as const };
let navigate: jest.Mock;
let unwire: () => void;

beforeEach(() => {
  localStorage.clear();
  navigate = jest.fn();
  unwire = wireHttpStatusRules(navigate);
  adminStore.dispatch(signedIn({ token: 'tok', user, expiresIn: 3600, now: Date.now() }));
});

afterEach(() => unwire());

it('a 401 on an admin call ends the session and goes to /giris-yap', async () => {
  serverAnswers(401);
  await expect(http.get('/api/admin/dashboard')).rejects.toThrow();
  expect(adminStore.getState().session).toEqual({ token: null, user: null, expiresAt: null });
  expect(localStorage.getItem('token')).toBeNull();
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith('/giris-yap');
  // The refused token is not sent again to be revoked.
  expect(requested).toEqual(['/api/admin/dashboard']);
});

it('a 401 from the logout call itself is left to the logout in progress', async () => {
  serverAnswers(401);
  await expect(http.get('/api/admin/logout')).rejects.toThrow();
  expect(navigate).not.toHaveBeenCalled();
});

it('a 429 on a staff call goes to the site root; on a public call it is left to the screen', async () => {
  serverAnswers(429);
  await expect(http.post('/api/contact', {})).rejects.toThrow();
  expect(navigate).not.toHaveBeenCalled();
  await expect(http.get('/api/admin/contact')).rejects.toThrow();
  expect(navigate).toHaveBeenCalledWith('/');
});

it('a 429 on the login call stays on the login screen, which shows the server’s message', async () => {
  serverAnswers(429);
  await expect(http.post('/api/auth/login', {})).rejects.toThrow();
  expect(navigate).not.toHaveBeenCalled();
  await expect(http.get('/api/auth/status')).rejects.toThrow();
  expect(navigate).toHaveBeenCalledWith('/');
});

it('a 401 on a public call keeps the staff session', async () => {
  serverAnswers(401);
  await expect(http.get('/api/pages/categories')).rejects.toThrow();
  expect(adminStore.getState().session.token).toBe('tok');
  expect(navigate).not.toHaveBeenCalled();
});
