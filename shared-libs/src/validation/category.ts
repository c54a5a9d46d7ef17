/**
 * A category's (or sub-category's) rules, one set for the admin form (formik) and the API: per-language name,
 * SEO title and description (a sub-category has a name only), seo_name; the default language's name is required.
 */
import { object } from 'yup';
import { REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { optionalText } from '@vitrin/shared-libs/validation/text';

export const CATEGORY_LIMITS = { name: 255, seo_title: 255, seo_description: 1000, seo_name: 160 } as const;

/** The per-language fields of a category, or of a sub-category (`sub`). */
export const categoryFields = (sub: boolean) => (sub ? (['name'] as const) : (['name', 'seo_title', 'seo_description'] as const));

export function categoryRules(langs: readonly string[], defaultLang: string, sub: boolean) {
  const rules: Record<string, ReturnType<typeof optionalText>> = { seo_name: optionalText(CATEGORY_LIMITS.seo_name) };
  for (const lang of langs) {
    for (const field of categoryFields(sub)) {
      const rule = optionalText(CATEGORY_LIMITS[field]);
      rules[`${field}_${lang}`] = field === 'name' && lang === defaultLang ? rule.required(REQUIRED) : rule;
    }
  }
  return rules;
}

export const categorySchema = (langs: readonly string[], defaultLang: string, sub: boolean) =>
  object(categoryRules(langs, defaultLang, sub));
