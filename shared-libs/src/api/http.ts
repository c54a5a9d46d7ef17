/**
 * The one axios instance every front end uses (SPEC.md §7): X-Requested-With and X-CSRF-TOKEN on every call,
 * the bearer token on admin calls. It changes no response and navigates nowhere: the shell subscribes to
 * `onHttpStatus` and decides what a 401 or a 429 means for the page.
 */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { getCsrfToken } from '@vitrin/shared-libs/config/runtimeConfig';
import { readSession } from '@vitrin/shared-libs/session/tokenStorage';

export type HttpStatusListener = (status: number, url: string) => void;

const listeners = new Set<HttpStatusListener>();

/** Subscribe to failed responses by status; returns the unsubscribe function. */
export function onHttpStatus(listener: HttpStatusListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isAdminUrl = (url: string | undefined): boolean =>
  !!url && /^\/?api\/admin(\/|$)/.test(url.replace(/^https?:\/\/[^/]+/, ''));

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
    if (error instanceof AxiosError && error.response) {
      const status = error.response.status;
      const url = error.config?.url ?? '';
      listeners.forEach((listener) => listener(status, url));
    }
    return Promise.reject(error);
  });
  return instance;
}

export const http = createHttp();
