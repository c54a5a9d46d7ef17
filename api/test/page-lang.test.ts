/** The static texts the release ships read right in each language: counts take the plural form i18next picks. */
import i18next from 'i18next';
import { pageLangEn } from '../src/db/seed/page-lang-en';
import { pageLangTr } from '../src/db/seed/page-lang-tr';

const packIn = async (lng: string, pack: object) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: pack } }, interpolation: { escapeValue: false } });
  return i18n;
};

test('one product is “1 product”, several “2 products”; Turkish keeps “ürün” for both', async () => {
  const en = await packIn('en', pageLangEn);
  expect(en.t('catalogue.count', { count: 1 })).toBe('1 product');
  expect(en.t('catalogue.count', { count: 2 })).toBe('2 products');
  expect(en.t('layout.cart_with_count', { count: 1 })).toBe('Quote cart, 1 product');
  expect(en.t('layout.cart_with_count', { count: 3 })).toBe('Quote cart, 3 products');
  const tr = await packIn('tr', pageLangTr);
  expect(tr.t('catalogue.count', { count: 1 })).toBe('1 ürün');
  expect(tr.t('catalogue.count', { count: 5 })).toBe('5 ürün');
});
