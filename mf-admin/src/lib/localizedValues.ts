/** Per-language form values: `title_<abbr>`, `body_<abbr>`, … */
export type LocalizedValues = Record<string, string>;

/** An editor's HTML with nothing in it (TipTap leaves `<p></p>` behind). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|table|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** The languages whose fields are all still empty. */
export function emptyLanguages(values: LocalizedValues, fields: readonly string[], langs: readonly string[]): string[] {
  return langs.filter((lang) => fields.every((field) => isBlankHtml(values[`${field}_${lang}`])));
}
