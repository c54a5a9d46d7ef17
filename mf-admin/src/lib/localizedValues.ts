import { isBlankHtml } from '@vitrin/shared-libs/utils/richText';

/** Per-language form values: `title_<abbr>`, `body_<abbr>`, … */
export type LocalizedValues = Record<string, string>;

/** A stored record's per-language fields as form values; a missing text is ''. */
export function localizedValuesOf(
  record: object | undefined,
  fields: readonly string[],
  langs: readonly string[],
): LocalizedValues {
  const stored = (record ?? {}) as Record<string, unknown>;
  const values: LocalizedValues = {};
  for (const field of fields)
    for (const lang of langs) values[`${field}_${lang}`] = (stored[`${field}_${lang}`] as string | null | undefined) ?? '';
  return values;
}

/** The languages whose fields are all still empty. */
export function emptyLanguages(values: LocalizedValues, fields: readonly string[], langs: readonly string[]): string[] {
  return langs.filter((lang) => fields.every((field) => isBlankHtml(values[`${field}_${lang}`])));
}

/** The texts that differ from the stored ones (a content form sends only those). */
export function changedTexts(values: LocalizedValues, stored: LocalizedValues): LocalizedValues {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== stored[name]));
}
