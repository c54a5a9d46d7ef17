/** Reading the product form: JSON or multipart (every value a string), per-language keys `name_<abbr>` … */
import { array, type ArraySchema, boolean, number, string } from 'yup';

import { SECTIONS, TRANSPORTER_TYPES, type Section, type TransporterType } from '@vitrin/shared-libs/types/api';
import { FAILED, NUMERIC, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { PRODUCT_TEXT_FIELDS, type ProductTextField } from '@vitrin/shared-libs/registry/productFields';
import { oemNumbersRule, productSchema, specsRule } from '@vitrin/shared-libs/validation/product';
import { listField } from '../../lib/body-fields';
import { validate } from '../../lib/validation';
import { isSpecKey, SPEC_KEY_TABLE, type SpecKey } from '@vitrin/shared-libs/registry/specKeys';

/** A spec row: a registry property (`key`, its labels and unit then the registry's) or a free row (key null). */
export interface ProductSpecInput {
  key: SpecKey | null;
  value: string;
  unit: string | null;
  labels: Record<string, string | null>;
}

export interface ProductInput {
  section: Section;
  category_id: number;
  sub_category_id: number | null;
  code: string;
  seo_name: string | null;
  is_active: boolean;
  transporter_types: TransporterType[];
  oem_numbers: { manufacturer: string; number: string }[];
  specs: ProductSpecInput[];
  /** texts[lang][field], for each field of the product-field registry */
  texts: Record<string, Record<ProductTextField, string | null>>;
}

/** A list field as a request carries it: an array, its JSON text or a comma-joined string. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const sent = <S extends ArraySchema<any, any, any, any>>(rule: S): S =>
  rule.transform((_v: unknown, original: unknown) => listField(original)) as S;

/** The product form's rules (shared with the browser) plus the fields as JSON or multipart sends them. */
const productBodySchema = (langs: readonly string[], defaultLang: string) =>
  productSchema(langs, defaultLang).shape({
    section: string()
      .required(REQUIRED)
      .oneOf([...SECTIONS], REQUIRED),
    sub_category_id: number()
      .transform((v: number, original: unknown) => (original === '' || original === 'null' ? null : v))
      .typeError(NUMERIC)
      .nullable()
      .default(null),
    is_active: boolean()
      .transform((v: unknown, original: unknown) => (original === '1' ? true : original === '0' ? false : v))
      .default(true),
    transporter_types: sent(
      array(
        string()
          .oneOf([...TRANSPORTER_TYPES], 'Geçersiz araç tipi')
          .required(),
      ).default([]),
    ),
    oem_numbers: sent(oemNumbersRule()),
    specs: sent(specsRule(langs)),
  });

/** The last schema built, by its languages: an import checks thousands of rows against the same one. */
let lastSchema: { key: string; schema: ReturnType<typeof productBodySchema> } | undefined;
function bodySchemaFor(langs: readonly string[], defaultLang: string): ReturnType<typeof productBodySchema> {
  const key = JSON.stringify([langs, defaultLang]);
  if (lastSchema?.key !== key) lastSchema = { key, schema: productBodySchema(langs, defaultLang) };
  return lastSchema.schema;
}

/** Validates a product form; the default language's name is required (422 with field messages). */
export async function readProductInput(body: unknown, langs: readonly string[], defaultLang: string): Promise<ProductInput> {
  const raw = (body ?? {}) as Record<string, unknown>;
  const values = (await validate(bodySchemaFor(langs, defaultLang), raw, FAILED)) as Record<string, unknown> &
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
    specs: values.specs.map((spec): ProductSpecInput => {
      const key = isSpecKey(spec.key) ? spec.key : null;
      return {
        key,
        value: spec.value,
        // A keyed row's unit and labels are the registry's: nothing of its own is kept.
        unit: key ? SPEC_KEY_TABLE[key].unit : (spec.unit ?? null),
        labels: Object.fromEntries(langs.map((lang) => [lang, key ? null : (spec[`label_${lang}`] ?? null)])),
      };
    }),
    texts,
  };
}
