import type { TestApp } from './helpers';

/** inject() shorthand for an admin call with CSRF and bearer; `payload` goes as JSON. */
export function adminCall(t: TestApp, bearer: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: t.headers(bearer), ...(payload === undefined ? {} : { payload: payload as object }) });
}
