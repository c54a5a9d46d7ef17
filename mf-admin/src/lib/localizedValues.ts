import { isBlankHtml } from '@vitrin/shared-libs/utils/richText';

/** Per-language form values: `title_<abbr>`, `body_<abbr>`, … */
export type LocalizedValues = Record<string, string>;

/** The languages whose fields are all still empty. */
export function emptyLanguages(values: LocalizedValues, fields: readonly string[], langs: readonly string[]): string[] {
  return langs.filter((lang) => fields.every((field) => isBlankHtml(values[`${field}_${lang}`])));
}

/** The texts that differ from the stored ones (a content form sends only those). */
export function changedTexts(values: LocalizedValues, stored: LocalizedValues): LocalizedValues {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== stored[name]));
}
