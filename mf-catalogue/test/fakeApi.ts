/** Answers the shared axios client in component tests: a handler per "METHOD /path", every call recorded. */
import type { AxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

export type Handler = (call: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  http.defaults.adapter = async (config: AxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    let data: unknown = config.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // kept as sent
      }
    }
    const call: Call = { method, url, params: (config.params ?? {}) as Record<string, unknown>, data };
    calls.push(call);
    const handler = handlers[`${method} ${url}`];
    const answer = handler ? await handler(call) : { status: 404, body: { success: false, message: 'Not found', data: null } };
    const status = answer.status ?? 200;
    const response = { data: answer.body, status, statusText: '', headers: {}, config: config as never };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(status), config as never, null, response as never);
    }
    return response as never;
  };
  return { calls };
}

export const ok = (data: unknown, message = 'OK') => ({ body: { success: true, message, data } });
