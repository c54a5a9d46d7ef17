/**
 * The product form's rules and their messages, one set for the admin form (formik) and the API, which adds
 * only how a request carries the values (multipart strings, lists as JSON or comma-joined text).
 */
import { array, number, object, string } from 'yup';
import { DUPLICATE_SPEC_KEY, NUMERIC, REQUIRED, tooLong, UNKNOWN_SPEC_KEY } from '@vitrin/shared-libs/validation/messages';
import { isSpecKey, SPEC_KEY_TABLE, specNumber } from '@vitrin/shared-libs/registry/specKeys';
import { PRODUCT_TEXT_FIELDS, productTextField } from '@vitrin/shared-libs/registry/productFields';
import { optionalText } from '@vitrin/shared-libs/validation/text';

/** The product's own limits; the translated texts' limits are in the product-field registry. */
export const PRODUCT_LIMITS = {
  code: 100,
  seo_name: 190,
  oem: 100,
  specValue: 255,
  specUnit: 32,
  specLabel: 255,
  /** OEM rows and spec rows, each. */
  rows: 100,
} as const;

/** A required text of at most `max` characters, trimmed. */
export const requiredText = (max: number) => string().trim().required(REQUIRED).max(max, tooLong(max));

/** A required record id; a blank choice is missing, not malformed. */
export const requiredId = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(NUMERIC)
    .required(REQUIRED)
    .integer(NUMERIC);

/** The per-language texts `${field}_${lang}` of the product-field registry; its required ones in the default language. */
export function productTextRules(langs: readonly string[], defaultLang: string) {
  const rules: Record<string, ReturnType<typeof optionalText>> = {};
  for (const lang of langs) {
    for (const field of PRODUCT_TEXT_FIELDS) {
      const { maxLength, required } = productTextField(field);
      const rule = optionalText(maxLength);
      rules[`${field}_${lang}`] = required && lang === defaultLang ? rule.required(REQUIRED) : rule;
    }
  }
  return rules;
}

export const oemNumberSchema = object({
  manufacturer: requiredText(PRODUCT_LIMITS.oem),
  number: requiredText(PRODUCT_LIMITS.oem),
});

/**
 * A spec row: a property of the spec-key registry (`key`; its value a number when the property is one) or a free
 * row (no key); its value, unit and per-language labels `label_${lang}` (a keyed row's label and unit come from
 * the registry).
 */
export function specSchema(langs: readonly string[]) {
  const labels: Record<string, ReturnType<typeof optionalText>> = {};
  for (const lang of langs) labels[`label_${lang}`] = optionalText(PRODUCT_LIMITS.specLabel);
  return object({
    key: optionalText(PRODUCT_LIMITS.specUnit).test('spec-key', UNKNOWN_SPEC_KEY, (key) => key == null || isSpecKey(key)),
    value: requiredText(PRODUCT_LIMITS.specValue).test('spec-number', NUMERIC, function (value) {
      const key: unknown = (this.parent as { key?: unknown }).key;
      return !isSpecKey(key) || SPEC_KEY_TABLE[key].kind !== 'number' || value == null || specNumber(value) !== null;
    }),
    unit: optionalText(PRODUCT_LIMITS.specUnit),
    ...labels,
  });
}

/** The OEM rows. */
export const oemNumbersRule = () => array(oemNumberSchema).max(PRODUCT_LIMITS.rows).default([]);

/** The spec rows. */
export const specsRule = (langs: readonly string[]) =>
  array(specSchema(langs))
    .max(PRODUCT_LIMITS.rows)
    .default([])
    .test('spec-key-once', function (rows) {
      const seen = new Set<string>();
      for (const [index, row] of (rows ?? []).entries()) {
        const key = row?.key;
        if (key == null) continue;
        if (seen.has(key)) return this.createError({ path: `${this.path}[${index}].key`, message: DUPLICATE_SPEC_KEY });
        seen.add(key);
      }
      return true;
    });

/** The product's own fields, as the form edits them. */
export function productSchema(langs: readonly string[], defaultLang: string) {
  return object({
    category_id: requiredId(),
    code: requiredText(PRODUCT_LIMITS.code),
    seo_name: optionalText(PRODUCT_LIMITS.seo_name),
    oem_numbers: oemNumbersRule(),
    specs: specsRule(langs),
    ...productTextRules(langs, defaultLang),
  });
}
