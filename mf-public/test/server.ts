/**
 * The network stops at axios' adapter: each test says what the server answers per "METHOD path", and sees
 * what was sent. The English language pack is the one the API seeds.
 */
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import { applyStaticTexts } from '@vitrin/shared-libs/i18n/i18n';
import { pageLangEn } from '../../api/src/db/seed/page-lang-en';

export type Answer = { status: number; data: unknown } | 'network';
export type Route = (config: InternalAxiosRequestConfig) => Answer;

export const ok = (data: unknown): Answer => ({ status: 200, data: { success: true, message: 'OK', data } });

export function fakeServer(routes: Record<string, Route | Answer>) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const path = (config.url ?? '').split('?')[0];
    const route = routes[`${(config.method ?? 'get').toUpperCase()} ${path}`];
    const answer =
      typeof route === 'function'
        ? route(config)
        : (route ?? { status: 404, data: { success: false, message: 'Not found', data: null } });
    if (answer === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 400) throw new AxiosError('failed', String(answer.status), config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return { seen };
}

export const useEnglish = () => applyStaticTexts('en', pageLangEn);
