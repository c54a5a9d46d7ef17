import { pickTexts, trimQueries, withoutLanguages } from '../src/ssrState';

/** Frozen all through, as the store's answers are. */
const frozen = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) frozen(inner);
  return Object.freeze(value);
};

const pack = frozen({
  navbar: { home: 'Home', cart: 'Quote cart' },
  home: { slider: 'Highlights', slide_of_one: 'Slide {{number}}', slide_of_other: 'Slides', slide: 'A slide', read_more: 'More' },
  contact: { title: 'Get in touch' },
  consent: { title: 'Cookies', text: 'We use cookies' },
});

describe("a server-rendered page's state", () => {
  test('carries the texts the render used, with their plural forms, and the sections browser-only parts read', () => {
    expect(
      pickTexts(pack, ['home.slide_of', 'home.slider', 'missing.key', 'navbar', 'navbar.home', 'consent.title'], ['consent']),
    ).toEqual({
      consent: { title: 'Cookies', text: 'We use cookies' },
      home: { slider: 'Highlights', slide_of_one: 'Slide {{number}}', slide_of_other: 'Slides' },
      navbar: { home: 'Home', cart: 'Quote cart' },
    });
  });

  test("drops the other languages' fields, never a field that only ends like a language code", () => {
    const record = {
      title_en: 'Air springs',
      title_tr: 'Hava körükleri',
      title_de: 'Luftfedern',
      code_tr: 'TR-1',
      items: [{ name_en: 'A', name_tr: 'B' }],
    };
    expect(withoutLanguages(record, new Set(['tr', 'de']), ['en'])).toEqual({
      title_en: 'Air springs',
      code_tr: 'TR-1',
      items: [{ name_en: 'A' }],
    });
  });

  test('leaves out pending queries; keeps failures; trims the pack and every answer to the two languages', () => {
    const queries = {
      'staticTexts("tr")': { status: 'fulfilled', endpointName: 'staticTexts', data: { abbr: 'tr', page_lang: pack } },
      'pageMeta(undefined)': {
        status: 'fulfilled',
        endpointName: 'pageMeta',
        data: { home: { title_en: 'Home', title_tr: 'Ana sayfa', title_de: 'Startseite' } },
      },
      'pageContent("home")': {
        status: 'fulfilled',
        endpointName: 'pageContent',
        data: { title_en: 'Hi', title_tr: 'Merhaba', title_de: 'Hallo' },
      },
      'allLanguages(undefined)': { status: 'fulfilled', endpointName: 'allLanguages', data: [{ abbr: 'en' }, { abbr: 'tr' }] },
      'product("x")': { status: 'rejected', endpointName: 'product', error: { status: 404 } },
      'news(undefined)': { status: 'pending', endpointName: 'news' },
    };
    const trimmed = trimQueries(queries, {
      lang: 'tr',
      defaultLanguage: 'en',
      languages: ['en', 'tr', 'de'],
      usedTexts: ['contact.title'],
    });
    expect(Object.keys(trimmed).sort()).toEqual([
      'allLanguages(undefined)',
      'pageContent("home")',
      'pageMeta(undefined)',
      'product("x")',
      'staticTexts("tr")',
    ]);
    expect(trimmed['pageContent("home")']!.data).toEqual({ title_en: 'Hi', title_tr: 'Merhaba' });
    expect(trimmed['pageMeta(undefined)']!.data).toEqual({ home: { title_en: 'Home', title_tr: 'Ana sayfa' } });
    expect(trimmed['staticTexts("tr")']!.data).toEqual({
      abbr: 'tr',
      page_lang: { consent: pack.consent, navbar: pack.navbar, contact: { title: 'Get in touch' } },
    });
    expect(trimmed['product("x")']).toEqual(queries['product("x")']);
  });
});
