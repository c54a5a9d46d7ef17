/** Texts of the remote-loading fallback: needed even when the API (and so the language pack) is unreachable. */
export const FEDERATION_NAMESPACE = 'federation';

export const federationTexts: Record<string, Record<string, string>> = {
  en: {
    loading: 'Loading…',
    // Never the visitor's connection: a release's files failing is the site's fault (docs/decisions.md).
    failed: 'This part of the site could not be loaded. We keep trying; you can also try again now.',
    kept: 'Some features of this page are not available right now; its content is shown as loaded.',
    retry: 'Retry',
  },
  tr: {
    loading: 'Yükleniyor…',
    failed: 'Sitenin bu bölümü yüklenemedi. Yeniden deniyoruz; şimdi de tekrar deneyebilirsiniz.',
    kept: 'Bu sayfanın bazı işlevleri şu an kullanılamıyor; içeriği yüklendiği gibi gösteriliyor.',
    retry: 'Tekrar Dene',
  },
};

export type FederationTextKey = 'loading' | 'failed' | 'retry' | 'kept';

/**
 * A fallback text in the page's language (`<html lang>`, or `pageLang` when given: the server render's), English
 * when that language has none.
 */
export function federationText(key: FederationTextKey, pageLang?: string): string {
  const lang = pageLang || (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
  return (federationTexts[lang] ?? federationTexts.en)?.[key] ?? key;
}
