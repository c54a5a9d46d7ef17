import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';

/** Read once: the server writes this JSON into every page (api: page rendering). */
let cached: RuntimeConfig | null = null;

export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const node = document.getElementById('vitrin-config');
  if (!node?.textContent) throw new Error('The page carries no #vitrin-config: it must be served by the Vitrin API.');
  cached = JSON.parse(node.textContent) as RuntimeConfig;
  return cached;
}

/** Tests and standalone dev bootstraps set the config directly. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  cached = config;
}

/** The CSRF token the server embedded in the page (#vitrin-csrf, a JSON string; sent as X-CSRF-TOKEN). */
export function getCsrfToken(): string {
  if (typeof document === 'undefined') return '';
  const text = document.getElementById('vitrin-csrf')?.textContent;
  if (!text) return '';
  try {
    const token: unknown = JSON.parse(text);
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
}
