/** Reading the product form: JSON or multipart (every value a string), per-language keys `name_<abbr>` … */
import { array, boolean, number, object, string } from 'yup';
import { SECTIONS, TRANSPORTER_TYPES, type Section, type TransporterType } from '@vitrin/shared-libs/types/api';
import { optionalText } from '@vitrin/shared-libs/validation/text';
import { listField } from '../../lib/body-fields';
import { validate } from '../../lib/validation';

export const REQUIRED = '* Bu Alan Zorunlu';
export const maxText = (n: number) => `Bu Alan ${n} Karakteri Geçemez`;
const NUMERIC = 'Değer sayısal olmalı';

export interface ProductInput {
  section: Section;
  category_id: number;
  sub_category_id: number | null;
  code: string;
  seo_name: string | null;
  is_active: boolean;
  transporter_types: TransporterType[];
  oem_numbers: { manufacturer: string; number: string }[];
  specs: { value: string; unit: string | null; labels: Record<string, string | null> }[];
  /** texts[lang] = { name, short_description, description, seo_title, seo_description } */
  texts: Record<string, Record<(typeof PRODUCT_TEXT_FIELDS)[number], string | null>>;
}

export const PRODUCT_TEXT_FIELDS = ['name', 'short_description', 'description', 'seo_title', 'seo_description'] as const;
const TEXT_LIMITS: Record<(typeof PRODUCT_TEXT_FIELDS)[number], number> = {
  name: 255,
  short_description: 1000,
  description: 100_000,
  seo_title: 255,
  seo_description: 1000,
};

/** Validates a product form; the default language's name is required (422 with field messages). */
export async function readProductInput(body: unknown, langs: readonly string[], defaultLang: string): Promise<ProductInput> {
  const raw = (body ?? {}) as Record<string, unknown>;
  const perLanguage: Record<string, ReturnType<typeof optionalText>> = {};
  for (const lang of langs) {
    for (const field of PRODUCT_TEXT_FIELDS) {
      const schema = optionalText(TEXT_LIMITS[field]);
      perLanguage[`${field}_${lang}`] = field === 'name' && lang === defaultLang ? schema.required(REQUIRED) : schema;
    }
  }
  const specLabels: Record<string, ReturnType<typeof optionalText>> = {};
  for (const lang of langs) specLabels[`label_${lang}`] = optionalText(255);

  const schema = object({
    section: string()
      .required(REQUIRED)
      .oneOf([...SECTIONS], REQUIRED),
    category_id: number().typeError(NUMERIC).required(REQUIRED).integer(NUMERIC),
    sub_category_id: number()
      .transform((v: number, original: unknown) => (original === '' || original === 'null' ? null : v))
      .typeError(NUMERIC)
      .nullable()
      .default(null),
    code: string().trim().required(REQUIRED).max(100, maxText(100)),
    seo_name: optionalText(190),
    is_active: boolean()
      .transform((v: unknown, original: unknown) => (original === '1' ? true : original === '0' ? false : v))
      .default(true),
    transporter_types: array(
      string()
        .oneOf([...TRANSPORTER_TYPES], 'Geçersiz araç tipi')
        .required(),
    )
      .transform((_v: unknown, original: unknown) => listField(original))
      .default([]),
    oem_numbers: array(
      object({
        manufacturer: string().trim().required(REQUIRED).max(100, maxText(100)),
        number: string().trim().required(REQUIRED).max(100, maxText(100)),
      }),
    )
      .transform((_v: unknown, original: unknown) => listField(original))
      .max(100)
      .default([]),
    specs: array(
      object({
        value: string().trim().required(REQUIRED).max(255, maxText(255)),
        unit: optionalText(32),
        ...specLabels,
      }),
    )
      .transform((_v: unknown, original: unknown) => listField(original))
      .max(100)
      .default([]),
    ...perLanguage,
  });
  const values = (await validate(schema, raw, 'İşlem Başarısız!')) as Record<string, unknown> &
    Omit<ProductInput, 'specs' | 'texts'> & {
      specs: (Record<string, string | null> & { value: string; unit: string | null })[];
    };
  const texts: ProductInput['texts'] = {};
  for (const lang of langs) {
    texts[lang] = Object.fromEntries(
      PRODUCT_TEXT_FIELDS.map((field) => [field, (values[`${field}_${lang}`] as string | null | undefined) ?? null]),
    ) as ProductInput['texts'][string];
  }
  return {
    section: values.section,
    category_id: values.category_id,
    sub_category_id: values.sub_category_id,
    code: values.code,
    seo_name: values.seo_name,
    is_active: values.is_active,
    transporter_types: [...new Set(values.transporter_types)],
    oem_numbers: values.oem_numbers,
    specs: values.specs.map((spec) => ({
      value: spec.value,
      unit: spec.unit ?? null,
      labels: Object.fromEntries(langs.map((lang) => [lang, spec[`label_${lang}`] ?? null])),
    })),
    texts,
  };
}
