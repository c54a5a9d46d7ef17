/**
 * The one i18next instance of the page (a federation singleton through shared-libs). Public static texts come
 * from the API (a language's page_lang) into the default namespace; the admin's Turkish texts are the `admin`
 * namespace, added by mf-admin.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { PageLang } from '@vitrin/shared-libs/types/api';

export const DEFAULT_LANGUAGE = 'en';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  resources: {},
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
  initAsync: false,
});

/** Install a language's static texts and make it the page's language (`<html lang>` follows). */
export async function applyStaticTexts(abbr: string, pageLang: PageLang): Promise<void> {
  i18n.addResourceBundle(abbr, 'translation', pageLang, true, true);
  await i18n.changeLanguage(abbr);
  document.documentElement.lang = abbr;
}
