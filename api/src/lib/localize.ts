import type { Localized } from '@vitrin/shared-libs/types/api';
import type { Db } from '../db/connection';
import { untyped } from './untyped';

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

/** Only the `${field}_${lang}` keys of an item. */
export function localizedOnly<F extends string>(
  item: Localized<F>,
  fields: readonly F[],
  langs: readonly string[],
): Localized<F> {
  const out: Record<string, string | null> = {};
  for (const field of fields)
    for (const lang of langs) out[`${field}_${lang}`] = item[`${field}_${lang}` as keyof Localized<F>] ?? null;
  return out as Localized<F>;
}

/** Where a list of items and their per-language texts are stored. */
export interface LocalizedSource<F extends string> {
  table: string;
  /** The item's columns to read (`id` among them). */
  columns: readonly string[];
  /** The translations table, its column naming the item, and the fields it holds per language. */
  translations: string;
  owner: string;
  fields: readonly F[];
  /** `queue`: heaviest first, then by id (the default); or a column to sort by; or null, as stored. */
  orderBy?: string | null;
}

/**
 * The items of `source` with their per-language texts flattened in (`${field}_${lang}`), and whatever `files`
 * loads for them (their images or documents), read side by side.
 */
export async function localizedRows<R extends { id: number }, F extends string, X>(
  db: Db,
  source: LocalizedSource<F>,
  langs: readonly string[],
  files: (rows: readonly R[]) => Promise<X>,
): Promise<{ items: (R & Localized<F>)[]; files: X }> {
  const anyDb = untyped(db);
  let query = anyDb.selectFrom(source.table).select([...source.columns]);
  const orderBy = source.orderBy === undefined ? 'queue' : source.orderBy;
  if (orderBy === 'queue') query = query.orderBy('queue', 'desc').orderBy('id', 'asc');
  else if (orderBy) query = query.orderBy(orderBy);
  const rows = (await query.execute()) as R[];
  const ids = rows.map((row) => row.id);
  const [translations, loaded] = await Promise.all([
    ids.length === 0
      ? []
      : (anyDb
          .selectFrom(source.translations)
          .select([source.owner, 'lang', ...source.fields])
          .where(source.owner, 'in', ids)
          .execute() as Promise<({ lang: string } & Record<string, string | number | null>)[]>),
    files(rows),
  ]);
  const texts = localize(
    translations as ({ lang: string } & { [K in F]: string | null })[],
    (row) => Number((row as Record<string, unknown>)[source.owner]),
    source.fields,
    langs,
  );
  return { items: rows.map((row) => ({ ...row, ...localizedFor(texts, row.id, source.fields, langs) })), files: loaded };
}
