/**
 * The one i18next instance of the page (a federation singleton through shared-libs). Public static texts come
 * from the API (a language's page_lang) into the default namespace; the admin's Turkish texts are the `admin`
 * namespace, added by mf-admin.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { PageLang } from '@vitrin/shared-libs/types/api';

export const DEFAULT_LANGUAGE = 'en';

/** An initialised instance; with a language pack, in that language from the start (no async step). */
export function createI18n(lang: string = DEFAULT_LANGUAGE, pageLang?: PageLang): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: pageLang ? { [lang]: { translation: pageLang } } : {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** The browser page's instance. The server makes one per render with createI18n (shell/src/server.tsx). */
export const i18n = createI18n();

/** Install a language's static texts and make it the instance's language (in a browser, `<html lang>` follows). */
export async function applyStaticTexts(abbr: string, pageLang: PageLang, instance: I18n = i18n): Promise<void> {
  instance.addResourceBundle(abbr, 'translation', pageLang, true, true);
  await instance.changeLanguage(abbr);
  if (typeof document !== 'undefined') document.documentElement.lang = abbr;
}
