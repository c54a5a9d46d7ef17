/** RTK Query's base query on the shared axios client; failures come back as `{ error }`, never thrown. */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import type * as HttpModule from '@vitrin/shared-libs/api/http';
import type { StoreExtra } from '@vitrin/shared-libs/api/transport';
import type { Envelope } from '@vitrin/shared-libs/types/api';

export interface QueryArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
}

/** `status` is the HTTP status, or 'NETWORK' when no answer came. */
export interface QueryError {
  status: number | 'NETWORK';
  data: Partial<Envelope<unknown>> & { errors?: Record<string, string> };
}

/**
 * The axios client, loaded with the first request rather than with the page: a server-rendered page hydrates
 * from the answers it carries and needs no client until the visitor does something (docs/performance.md).
 */
let client: Promise<typeof HttpModule> | null = null;
export const loadHttp = () => (client ??= import('@vitrin/shared-libs/api/http'));

export const axiosBaseQuery: BaseQueryFn<QueryArgs | string, unknown, QueryError> = async (args, api) => {
  const request = typeof args === 'string' ? { url: args } : args;
  // A store built with a transport (the server's, one per render) reads through it instead of HTTP.
  const transport = (api.extra as StoreExtra | undefined)?.transport;
  if (transport) {
    const { url, method = 'GET', params, data: payload } = request;
    const { status, data } = await transport.request({ url, method, params, data: payload });
    const body = (data ?? {}) as Envelope<unknown>;
    if (status >= 400 || body.success === false) return { error: { status, data: body as QueryError['data'] } };
    return { data: body };
  }
  const { http, failedResponse } = await loadHttp();
  try {
    const response = await http.request<Envelope<unknown>>({ method: 'GET', ...request });
    const body = response.data;
    // Responses are read through success, message and data.
    if (body && body.success === false) return { error: { status: response.status, data: body } };
    return { data: body };
  } catch (error) {
    const failed = failedResponse(error);
    if (failed) return { error: { status: failed.status, data: (failed.data ?? {}) as QueryError['data'] } };
    return { error: { status: 'NETWORK', data: { success: false, message: String((error as Error)?.message ?? error) } } };
  }
};

/** Endpoints read `data` out of the envelope with this. */
export const unwrapData = <T>(body: unknown): T => (body as Envelope<T>).data;
