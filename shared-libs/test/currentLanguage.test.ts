/** The first language of a visit: a `?lang=` link the server accepted, the stored choice, the cookie, the default. */
import { initialLanguage, LANGUAGE_STORAGE_KEY } from '../src/i18n/currentLanguage';

function visit(search: string, htmlLang: string) {
  window.history.replaceState(null, '', `/about-us${search}`);
  document.documentElement.lang = htmlLang;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = '_lang=; max-age=0; path=/';
});

test('a ?lang= link the server rendered the page in wins over the stored choice and becomes the new one', () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  visit('?lang=tr', 'tr');
  expect(initialLanguage()).toBe('tr');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
  expect(document.cookie).toContain('_lang=tr');
});

test('a ?lang= code the server did not accept is ignored', () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tr');
  visit('?lang=xx', 'tr');
  expect(initialLanguage()).toBe('tr');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('tr');
});

test('without a link: the stored choice, then the cookie, then the default (en)', () => {
  visit('', 'en');
  expect(initialLanguage()).toBe('en');
  document.cookie = '_lang=tr; path=/';
  expect(initialLanguage()).toBe('tr');
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
  expect(initialLanguage()).toBe('de');
});
