/**
 * The visitor's language: a `?lang=` link the server accepted, else the stored choice, else the `_lang` cookie,
 * else the default.
 */
import { getCookie, setCookie } from '@vitrin/shared-libs/utils/cookie';
import { DEFAULT_LANGUAGE } from '@vitrin/shared-libs/i18n/i18n';

export const LANGUAGE_STORAGE_KEY = 'lang';
export const LANGUAGE_COOKIE = '_lang';
export const LANGUAGE_COOKIE_DAYS = 365;
/** Set on <html> by the server when the page arrives rendered (api: site/page-routes.ts). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

export function initialLanguage(): string {
  // A page the server rendered is in the language it chose (`?lang=`, the cookie, the default): hydrate in it.
  if (document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    rememberLanguage(document.documentElement.lang);
    return document.documentElement.lang;
  }
  // The server renders <html lang> from `?lang=` only when that code is an active language.
  const asked = new URLSearchParams(window.location.search).get('lang')?.trim().toLowerCase();
  if (asked && asked === document.documentElement.lang) {
    rememberLanguage(asked);
    return asked;
  }
  return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? getCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE;
}

export function rememberLanguage(abbr: string): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, abbr);
  setCookie(LANGUAGE_COOKIE, abbr, LANGUAGE_COOKIE_DAYS);
}
