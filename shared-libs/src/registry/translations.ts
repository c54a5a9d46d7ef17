/**
 * The records whose texts are kept per language, and which of their fields a language needs (docs/architecture.md
 * "Translation status"): the translation report, the dashboard's and the language list's counts and the lists'
 * "Çevirisi eksik" filter all read this one table. A field is missing in a language when the default language
 * has a text for it and that language has none.
 */
export const TRANSLATION_KINDS = [
  'product',
  'category',
  'sub_category',
  'media_item',
  'page',
  'page_meta',
  'breadcrumb',
  'certificate',
  'catalogue',
  'contract',
  'home_slide',
  'home_icon',
] as const;

export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** The per-language fields staff translate, of each kind. */
export const TRANSLATED_FIELDS = {
  product: ['name', 'short_description', 'description', 'seo_title', 'seo_description'],
  category: ['name', 'seo_title', 'seo_description'],
  sub_category: ['name'],
  media_item: ['title', 'summary', 'body'],
  page: ['title', 'body'],
  page_meta: ['title', 'description'],
  breadcrumb: ['title'],
  certificate: ['title'],
  catalogue: ['title'],
  contract: ['name', 'content'],
  home_slide: ['title', 'subtitle'],
  home_icon: ['title'],
} as const satisfies Record<TranslationKind, readonly string[]>;

/** The language's static texts (its page_lang), counted beside the records. */
export const STATIC_TEXTS = 'static_texts';

export type TranslationGroup = TranslationKind | typeof STATIC_TEXTS;

export const TRANSLATION_GROUPS: readonly TranslationGroup[] = [...TRANSLATION_KINDS, STATIC_TEXTS];

/** The list filter's query parameter: `?missing_lang=en` keeps the records missing a text in English. */
export const MISSING_LANG_PARAM = 'missing_lang';
