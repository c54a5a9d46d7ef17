/** The visitor's language: the stored choice, else the `_lang` cookie, else the default (SPEC.md §4, §9). */
import { getCookie, setCookie } from '@vitrin/shared-libs/utils/cookie';
import { DEFAULT_LANGUAGE } from '@vitrin/shared-libs/i18n/i18n';

export const LANGUAGE_STORAGE_KEY = 'lang';
export const LANGUAGE_COOKIE = '_lang';
export const LANGUAGE_COOKIE_DAYS = 365;

export function initialLanguage(): string {
  return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? getCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE;
}

export function rememberLanguage(abbr: string): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, abbr);
  setCookie(LANGUAGE_COOKIE, abbr, LANGUAGE_COOKIE_DAYS);
}
