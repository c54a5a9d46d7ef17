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

/**
 * The catalogue file's header row (docs/api.md, "Catalogue import and export"): each column's title in Turkish, as
 * staff read the file in a spreadsheet ("Kod", "Ürün Adı (EN)"). The import takes a title or the column's own name.
 */
const TRANSFER_TITLES: Record<string, string> = {
  code: 'Kod',
  seo_name: 'SEO Adı',
  category: 'Kategori',
  sub_category: 'Alt Kategori',
  is_active: 'Aktif',
  queue: 'Sıra',
  publish_at: 'Yayın tarihi',
  unpublish_at: 'Yayından kaldırma tarihi',
  transporter_types: 'Araç Tipleri',
  oem_numbers: 'OEM Numaraları',
  specs: 'Teknik Özellikler',
  pictures: 'Resimler',
  // The import report's own columns.
  row: 'Satır',
  status: 'Durum',
  field: 'Alan',
  old: 'Eski',
  new: 'Yeni',
  message: 'Mesaj',
};

/** A column's title: `name_en` → "Ürün Adı (EN)"; a column without one keeps its name. */
export function transferColumnTitle(column: string): string {
  const title = TRANSFER_TITLES[column];
  if (title) return title;
  const translated = /^(.+)_([a-z]{2})$/.exec(column);
  const field = translated ? PRODUCT_TEXT_FIELD_TABLE[translated[1] as ProductTextField] : undefined;
  return field ? `${field.staffLabel} (${translated![2]!.toUpperCase()})` : column;
}

const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr');
const COLUMN_OF_TITLE = new Map(Object.entries(TRANSFER_TITLES).map(([column, title]) => [folded(title), column]));
const FIELD_OF_LABEL = new Map(
  PRODUCT_TEXT_FIELDS.map((field) => [folded(PRODUCT_TEXT_FIELD_TABLE[field].staffLabel), field] as const),
);

/** A header cell's column: a title of `transferColumnTitle` (case and spacing ignored), else the cell as written. */
export function transferColumnOf(header: string): string {
  const key = folded(header);
  const column = COLUMN_OF_TITLE.get(key);
  if (column) return column;
  const translated = /^(.+) \(([a-z]{2})\)$/.exec(key);
  const field = translated ? FIELD_OF_LABEL.get(translated[1]!) : undefined;
  return field ? `${field}_${translated![2]!}` : header.trim();
}
