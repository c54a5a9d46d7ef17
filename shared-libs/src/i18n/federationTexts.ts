/** Texts of the remote-loading fallback: needed even when the API (and so the language pack) is unreachable. */
export const FEDERATION_NAMESPACE = 'federation';

export const federationTexts: Record<string, Record<string, string>> = {
  en: {
    loading: 'Loading…',
    failed: 'This part of the site could not be loaded. Please check your connection and try again.',
    retry: 'Retry',
  },
  tr: {
    loading: 'Yükleniyor…',
    failed: 'Sitenin bu bölümü yüklenemedi. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    retry: 'Tekrar Dene',
  },
};

export type FederationTextKey = 'loading' | 'failed' | 'retry';

/**
 * A fallback text in the page's language (`<html lang>`, or `pageLang` when given: the server render's), English
 * when that language has none.
 */
export function federationText(key: FederationTextKey, pageLang?: string): string {
  const lang = pageLang || (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
  return (federationTexts[lang] ?? federationTexts.en)?.[key] ?? key;
}
