import type { Localized } from '@vitrin/shared-libs/types/api';

type TranslationRow<F extends string> = { lang: string } & { [K in F]: string | null };

/** `{ name_en: null, name_tr: null, … }` for every field and language. */
export function emptyLocalized<F extends string>(fields: readonly F[], langs: readonly string[]): Localized<F> {
  const out: Record<string, string | null> = {};
  for (const field of fields) for (const lang of langs) out[`${field}_${lang}`] = null;
  return out as Localized<F>;
}

/**
 * Flattens translation rows into `${field}_${lang}` per owner: every language of the site gets a key
 * (null where no translation exists), so a new language appears everywhere without a migration.
 */
export function localize<F extends string, R extends TranslationRow<F>>(
  rows: readonly R[],
  ownerOf: (row: R) => number,
  fields: readonly F[],
  langs: readonly string[],
): Map<number, Localized<F>> {
  const byOwner = new Map<number, Localized<F>>();
  for (const row of rows) {
    const owner = ownerOf(row);
    let target = byOwner.get(owner);
    if (!target) {
      target = emptyLocalized(fields, langs);
      byOwner.set(owner, target);
    }
    for (const field of fields) (target as Record<string, string | null>)[`${field}_${row.lang}`] = row[field];
  }
  return byOwner;
}

/** The owner's localized fields, or all-null ones when it has no translations yet. */
export function localizedFor<F extends string>(
  map: Map<number, Localized<F>>,
  owner: number,
  fields: readonly F[],
  langs: readonly string[],
): Localized<F> {
  return map.get(owner) ?? emptyLocalized(fields, langs);
}
