/**
 * The one axios instance every front end uses: X-Requested-With and X-CSRF-TOKEN on every call,
 * the bearer token on admin calls. It changes no response and navigates nowhere: the shell subscribes to
 * `onHttpStatus` (api/httpStatus.ts) and decides what a 401 or a 429 means for the page.
 */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { getCsrfToken } from '@vitrin/shared-libs/config/runtimeConfig';
import { readSession } from '@vitrin/shared-libs/session/tokenStorage';
import { isAdminUrl, reportHttpStatus } from '@vitrin/shared-libs/api/httpStatus';

export { isAdminUrl, onHttpStatus, type HttpStatusListener } from '@vitrin/shared-libs/api/httpStatus';

/** The status and body of a failed answer, or null when no answer came (a network failure). */
export function failedResponse(error: unknown): { status: number; data: unknown } | null {
  return error instanceof AxiosError && error.response ? { status: error.response.status, data: error.response.data } : null;
}

export function createHttp(): AxiosInstance {
  const instance = axios.create({ headers: { 'X-Requested-With': 'XMLHttpRequest' }, withCredentials: true });
  instance.interceptors.request.use((request) => {
    request.headers.set('X-CSRF-TOKEN', getCsrfToken());
    const { token } = readSession();
    if (token && isAdminUrl(request.url) && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && error.response) reportHttpStatus(error.response.status, error.config?.url ?? '');
    return Promise.reject(error);
  });
  return instance;
}

export const http = createHttp();
