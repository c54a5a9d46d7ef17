/**
 * The measurable properties a product's spec row may name (docs/architecture.md, "Registries"): one entry a
 * property, with its unit, whether its value is a number, and its label per language. A spec row carries one of
 * these keys or none (a free row with its own labels and unit). Read by the shared product rules (a keyed row's
 * value), the API (storing the number the finder filters on, the cross-reference and compare pages' measurements),
 * the admin form (the choice of key) and the public pages (the row's label and unit in the page's language).
 * Adding a property is one entry here; a language without its own label reads the English one.
 */

export interface SpecKeyEntry {
  /** The unit its value is given in; null for a property without one (a fitting type, a count). */
  unit: string | null;
  /** `number`: the value is a decimal number (the finder filters ranges of it); `text`: a description. */
  kind: 'number' | 'text';
  /** The label per language; `en` is the fallback of every language without its own. */
  labels: { en: string; tr: string } & Record<string, string>;
  /** One of the few measurements a product card (cross-reference, finder, compare) shows. */
  main?: true;
}

export const SPEC_KEY_TABLE = {
  max_height: { unit: 'mm', kind: 'number', labels: { en: 'Maximum height', tr: 'Maksimum yükseklik' }, main: true },
  min_height: { unit: 'mm', kind: 'number', labels: { en: 'Minimum height', tr: 'Minimum yükseklik' }, main: true },
  max_diameter: { unit: 'mm', kind: 'number', labels: { en: 'Maximum diameter', tr: 'Maksimum çap' }, main: true },
  piston_diameter: { unit: 'mm', kind: 'number', labels: { en: 'Piston diameter', tr: 'Piston çapı' } },
  bead_plate: { unit: null, kind: 'text', labels: { en: 'Bead plate / fitting', tr: 'Üst plaka / bağlantı tipi' } },
  load_6bar: {
    unit: 'kN',
    kind: 'number',
    labels: { en: 'Load capacity at 6 bar', tr: '6 bar basınçta taşıma kapasitesi' },
    main: true,
  },
  weight: { unit: 'kg', kind: 'number', labels: { en: 'Weight', tr: 'Ağırlık' } },
  air_connection: { unit: null, kind: 'text', labels: { en: 'Air connection', tr: 'Hava bağlantısı' } },
  extended_length: { unit: 'mm', kind: 'number', labels: { en: 'Extended length', tr: 'Açık boy' }, main: true },
  compressed_length: { unit: 'mm', kind: 'number', labels: { en: 'Compressed length', tr: 'Kapalı boy' }, main: true },
  stroke: { unit: 'mm', kind: 'number', labels: { en: 'Stroke', tr: 'Strok' } },
  length: { unit: 'mm', kind: 'number', labels: { en: 'Length', tr: 'Uzunluk' }, main: true },
  thread: { unit: null, kind: 'text', labels: { en: 'Thread', tr: 'Diş' } },
  ports: { unit: null, kind: 'number', labels: { en: 'Number of ports', tr: 'Bağlantı ağzı sayısı' } },
} as const satisfies Record<string, SpecKeyEntry>;

export type SpecKey = keyof typeof SPEC_KEY_TABLE;

/** The keys, in the order the admin form offers them. */
export const SPEC_KEYS = Object.keys(SPEC_KEY_TABLE) as SpecKey[];

/** The keys whose values are numbers: the measurement finder's filters, in registry order. */
export const NUMERIC_SPEC_KEYS = SPEC_KEYS.filter((key) => SPEC_KEY_TABLE[key].kind === 'number');

export const isSpecKey = (value: unknown): value is SpecKey =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(SPEC_KEY_TABLE, value);

export const specKeyEntry = (key: SpecKey): SpecKeyEntry => SPEC_KEY_TABLE[key];

/** The property's label in `lang`, else in English. */
export const specKeyLabel = (key: SpecKey, lang: string): string => {
  const labels: Record<string, string> = SPEC_KEY_TABLE[key].labels;
  return labels[lang] ?? labels.en!;
};

/**
 * A numeric spec value as a number: `12.5`, `12,5` (a decimal comma) or `1 200`; null when it is no plain number
 * (a range such as `80-120` or a text).
 */
export function specNumber(value: string): number | null {
  const text = value.trim().replace(/\s+/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}
