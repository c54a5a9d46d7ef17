/**
 * The network edge of a component test (docs/testing.md, "Component tests"): the app's own axios client, store and
 * screens run as they do in the browser; only axios' adapter — where the request would leave for the server —
 * is answered here, per "METHOD /path" (query left out), and every request is recorded as the server would see it.
 */
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';

export interface SentRequest {
  method: string;
  /** The path without the query. */
  path: string;
  params: Record<string, unknown>;
  /** The body, parsed when it was JSON. */
  data: unknown;
}

export type Answer = { status?: number; body: unknown } | 'network-error';
export type Route = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

/** An envelope as the API answers a success. */
export const ok = (data: unknown, message = 'OK'): Answer => ({ body: { success: true, message, data } });
/** An envelope as the API answers a refusal (422 with field messages, 401, 500…). */
export const refused = (status: number, message: string, data: unknown = null): Answer => ({
  status,
  body: { success: false, message, data },
});

export function fakeServer(routes: Record<string, Route>): { requests: SentRequest[] } {
  const requests: SentRequest[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    let data: unknown = config.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // kept as sent
      }
    }
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').split('?')[0]!,
      params: (config.params ?? {}) as Record<string, unknown>,
      data,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer =
      typeof route === 'function'
        ? await route(request)
        : (route ?? refused(404, `no route for ${request.method} ${request.path}`));
    if (answer === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const status = answer.status ?? 200;
    const response = { data: answer.body, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  return { requests };
}
