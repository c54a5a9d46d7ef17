/** The records the catalogue's component tests answer with: two languages, a category, a product summary and detail. */
import type { Category, Language, ProductSummary } from '@vitrin/shared-libs/types/api';
import type { ProductDetail } from '@vitrin/shared-libs/types/catalogue';

export const LANGUAGES: Language[] = [
  { id: 1, abbr: 'en', lang: 'English', is_active: true, is_default: true },
  { id: 2, abbr: 'tr', lang: 'Türkçe', is_active: true, is_default: false },
];

/** An air_springs category named `name` in both languages, without sub-categories. */
export const adminCategory = (id: number, name: string, queue = 1): Category => ({
  id,
  section: 'air_springs',
  seo_name: `c-${id}`,
  queue,
  image: null,
  sub_categories: [],
  name_en: name,
  name_tr: name,
  seo_title_en: null,
  seo_title_tr: null,
  seo_description_en: null,
  seo_description_tr: null,
});

/** An active bus air spring `code` named "Spring <code>" in English. */
export const productSummary = (id: number, code: string, nameTr: string | null = null): ProductSummary => ({
  id,
  token: `tok-${id}`,
  code,
  seo_name: code.toLowerCase(),
  section: 'air_springs',
  category_id: 1,
  sub_category_id: null,
  transporter_types: ['bus'],
  image: null,
  queue: 1,
  name_en: `Spring ${code}`,
  name_tr: nameTr,
});

/** productSummary's product with every detail field empty (no OEM rows, specs, files or texts) but `more`. */
export const productDetail = (id: number, code: string, more: Partial<ProductDetail> = {}): ProductDetail => ({
  ...productSummary(id, code),
  is_active: true,
  category: { id: 1, seo_name: 'c-1', section: 'air_springs', name_en: 'Bus', name_tr: 'Otobüs' },
  sub_category: null,
  oem_numbers: [],
  specs: [],
  files: [],
  short_description_en: null,
  short_description_tr: null,
  description_en: null,
  description_tr: null,
  seo_title_en: null,
  seo_title_tr: null,
  seo_description_en: null,
  seo_description_tr: null,
  ...more,
});
