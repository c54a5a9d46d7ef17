/** The product form's client rules: the same as the API's (api/src/modules/products/input.ts). */
import { array, object, string, type StringSchema } from 'yup';

const REQUIRED = '* Bu Alan Zorunlu';
const max = (n: number) => `Bu Alan ${n} Karakteri Geçemez`;
const TEXT_LIMITS = { name: 255, short_description: 1000, description: 100_000, seo_title: 255, seo_description: 1000 } as const;

export function productSchema(langs: readonly string[], defaultLang: string) {
  const perLanguage: Record<string, StringSchema<string | undefined>> = {};
  for (const lang of langs) {
    for (const [field, limit] of Object.entries(TEXT_LIMITS)) {
      const rule = string().max(limit, max(limit));
      perLanguage[`${field}_${lang}`] = field === 'name' && lang === defaultLang ? rule.trim().required(REQUIRED) : rule;
    }
  }
  return object({
    category_id: string().required(REQUIRED),
    code: string().trim().required(REQUIRED).max(100, max(100)),
    seo_name: string().max(190, max(190)),
    oem_numbers: array(
      object({
        manufacturer: string().trim().required(REQUIRED).max(100, max(100)),
        number: string().trim().required(REQUIRED).max(100, max(100)),
      }),
    ),
    specs: array(object({ value: string().trim().required(REQUIRED).max(255, max(255)), unit: string().max(32, max(32)) })),
    ...perLanguage,
  });
}
