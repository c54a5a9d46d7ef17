/**
 * The product's translated texts: one entry a field, stored per language in product_translations and sent as
 * `${field}_${lang}` (docs/architecture.md, "Registries"). Read by the shared product rules (limits, the required
 * default-language name), the API (reading the form, saving and loading the texts, sanitizing HTML, its docs),
 * the wire types and the admin form (its fields in each language tab, their labels and kinds).
 * Adding a translated field is one entry here plus its column (a migration) and where the public pages show it.
 */

export interface ProductTextFieldEntry {
  /** The most characters it takes. */
  maxLength: number;
  /** How the admin form edits it: one line, a few lines, or the rich-text editor (HTML). */
  input: 'line' | 'lines' | 'richText';
  /** The admin form's label (the language follows it in brackets). */
  staffLabel: string;
  /** Required in the default language. */
  required?: true;
}

export const PRODUCT_TEXT_FIELD_TABLE = {
  name: { maxLength: 255, input: 'line', staffLabel: 'Ürün Adı', required: true },
  short_description: { maxLength: 1000, input: 'lines', staffLabel: 'Kısa Açıklama' },
  description: { maxLength: 100_000, input: 'richText', staffLabel: 'Açıklama' },
  seo_title: { maxLength: 255, input: 'line', staffLabel: 'SEO Başlığı' },
  seo_description: { maxLength: 1000, input: 'lines', staffLabel: 'SEO Açıklaması' },
} as const satisfies Record<string, ProductTextFieldEntry>;

export type ProductTextField = keyof typeof PRODUCT_TEXT_FIELD_TABLE;

/** The fields, in the order the form shows them. */
export const PRODUCT_TEXT_FIELDS = Object.keys(PRODUCT_TEXT_FIELD_TABLE) as ProductTextField[];

export const productTextField = (field: ProductTextField): ProductTextFieldEntry => PRODUCT_TEXT_FIELD_TABLE[field];
