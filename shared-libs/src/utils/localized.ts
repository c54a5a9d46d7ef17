/** Reads a per-language field (`name_en`, `name_tr` …) in the current language, falling back to the default one. */
export function localized(record: object, field: string, lang: string, fallbackLang = 'en'): string {
  const values = record as Record<string, unknown>;
  const value = values[`${field}_${lang}`] ?? values[`${field}_${fallbackLang}`];
  return typeof value === 'string' ? value : '';
}
