/**
 * Translation status (docs/architecture.md "Translation status"): which records lack which per-language texts in
 * a language. A field is missing in language L when the default language has a text for it and L has none (no
 * row, null, blank, or an empty paragraph from the rich-text editor). One SQL shape serves the report, its counts
 * and the lists' "Çevirisi eksik" filter, on SQLite and PostgreSQL alike.
 */
import { type Expression, type RawBuilder, sql } from 'kysely';
import {
  STATIC_TEXTS,
  TRANSLATED_FIELDS,
  TRANSLATION_KINDS,
  type TranslationGroup,
  type TranslationKind,
} from '@vitrin/shared-libs/registry/translations';
import type { MissingTranslation, TranslationSummary } from '@vitrin/shared-libs/types/translations';
import type { Paged } from '@vitrin/shared-libs/types/api';
import { type Db, toCount } from '../../db/connection';
import { ROW_SHAPES } from '../../lib/audit/snapshots';
import type { LanguageRow } from '../../db/tables/languages';
import { pagedOf, pageWindow } from '../../lib/paging';
import { missingTexts, parsePageLang } from '../../lib/page-lang';
import { defaultLanguageOf } from '../languages/service';

/** What the report shows of a record (its tables are its row shape's, lib/audit/snapshots.ts). */
interface Source {
  /** The record's name: this field of the default language's texts, else this column of the record. */
  title: { field: string; fallback: string };
  /** What the record's editor address is made of (SQL over the record `o`). */
  context?: { section?: string; media_kind?: string; key?: string; parent_id?: string };
}

const SOURCES: Record<TranslationKind, Source> = {
  product: {
    title: { field: 'name', fallback: 'code' },
    context: { section: 'o.section' },
  },
  category: {
    title: { field: 'name', fallback: 'seo_name' },
    context: { section: 'o.section' },
  },
  sub_category: {
    title: { field: 'name', fallback: 'seo_name' },
    context: { section: '(select c.section from categories c where c.id = o.category_id)', parent_id: 'o.category_id' },
  },
  media_item: {
    title: { field: 'title', fallback: 'seo_name' },
    context: { media_kind: 'o.kind' },
  },
  page: {
    title: { field: 'title', fallback: 'key' },
    context: { key: 'o.key' },
  },
  page_meta: {
    title: { field: 'title', fallback: 'key' },
    context: { key: 'o.key' },
  },
  breadcrumb: {
    title: { field: 'title', fallback: 'key' },
    context: { key: 'o.key' },
  },
  certificate: {
    title: { field: 'title', fallback: 'id' },
  },
  catalogue: {
    title: { field: 'title', fallback: 'id' },
  },
  contract: {
    title: { field: 'name', fallback: 'name' },
  },
  home_slide: {
    title: { field: 'title', fallback: 'id' },
  },
  home_icon: {
    title: { field: 'title', fallback: 'id' },
  },
};

/** What the rich-text editor leaves in a field emptied by hand: no text. */
const BLANK = sql`('', '<p></p>', '<p><br></p>')`;

const has = (alias: 'd' | 'l', field: string) => sql`coalesce(trim(${sql.ref(`${alias}.${field}`)}), '') not in ${BLANK}`;
const lacks = (alias: 'd' | 'l', field: string) => sql`coalesce(trim(${sql.ref(`${alias}.${field}`)}), '') in ${BLANK}`;

/** True when `field` is missing in the language joined as `l` (the default's joined as `d`). */
const missing = (field: string): RawBuilder<unknown> => sql`(${has('d', field)} and ${lacks('l', field)})`;

const anyMissing = (kind: TranslationKind): RawBuilder<unknown> =>
  sql`(${sql.join(
    TRANSLATED_FIELDS[kind].map((field) => missing(field)),
    sql` or `,
  )})`;

const oneIfMissing = (field: string) => sql`case when ${missing(field)} then 1 else 0 end`;

/** `from <table> o` with the default language's texts as `d` and `lang`'s as `l`. */
function fromRecords(kind: TranslationKind, lang: string, defaultLang: string): RawBuilder<unknown> {
  const {
    table,
    translations: { table: texts, owner },
  } = ROW_SHAPES[kind];
  return sql`${sql.table(table)} o
    left join ${sql.table(texts)} d on ${sql.ref(`d.${owner}`)} = o.id and d.lang = ${defaultLang}
    left join ${sql.table(texts)} l on ${sql.ref(`l.${owner}`)} = o.id and l.lang = ${lang}`;
}

/** The language an admin list's "Çevirisi eksik" filter asks for, and the default language it is measured against. */
export interface MissingLang {
  lang: string;
  defaultLang: string;
}

/** The lists' `?missing_lang=` (MISSING_LANG_PARAM): a language code, or empty for no filter. */
export const missingLangQuery = { type: 'string', pattern: '^([A-Za-z]{2,3})?$', default: '' } as const;

/** The filter of a list's `?missing_lang=`: none when empty or the default language itself (nothing to translate). */
export function missingLangOf(value: string | undefined, defaultLang: string): MissingLang | undefined {
  const lang = value?.trim().toLowerCase();
  return lang && lang !== defaultLang ? { lang, defaultLang } : undefined;
}

/**
 * A filter for an admin list: the record whose id is `idColumn` misses a text in the language
 * (`query.where(missingTranslationIn('product', 'products.id', missing))`).
 */
export function missingTranslationIn(
  kind: TranslationKind,
  idColumn: string,
  { lang, defaultLang }: MissingLang,
): Expression<boolean> {
  return sql<boolean>`${sql.ref(idColumn)} in (select o.id from ${fromRecords(kind, lang, defaultLang)} where ${anyMissing(kind)})`;
}

/** How many records of `kind` miss a text in `lang`, and how many fields in all. */
async function countMissing(db: Db, kind: TranslationKind, lang: string, defaultLang: string) {
  const fields = sql.join(TRANSLATED_FIELDS[kind].map(oneIfMissing), sql` + `);
  const { rows } = await sql<{ records: string | number; fields: string | number | null }>`
    select count(*) as records, sum(${fields}) as fields
    from ${fromRecords(kind, lang, defaultLang)} where ${anyMissing(kind)}`.execute(db);
  return { records: toCount(rows[0]?.records ?? 0), fields: toCount(rows[0]?.fields ?? 0) };
}

const zeroes = (): Record<TranslationGroup, number> =>
  Object.fromEntries([...TRANSLATION_KINDS, STATIC_TEXTS].map((group) => [group, 0])) as Record<TranslationGroup, number>;

/** Every language but the default, with its missing texts counted per kind. */
export async function translationSummaries(db: Db, languages: readonly LanguageRow[]): Promise<TranslationSummary[]> {
  const reference = defaultLanguageOf(languages);
  if (!reference) return [];
  const referenceTexts = parsePageLang(reference.page_lang);
  const others = languages.filter((language) => language.abbr !== reference.abbr);
  return Promise.all(
    others.map(async (language) => {
      const records = zeroes();
      const fields = zeroes();
      for (const kind of TRANSLATION_KINDS) {
        const counts = await countMissing(db, kind, language.abbr, reference.abbr);
        records[kind] = counts.records;
        fields[kind] = counts.fields;
      }
      const texts = missingTexts(parsePageLang(language.page_lang), referenceTexts).missing;
      records[STATIC_TEXTS] = texts > 0 ? 1 : 0;
      fields[STATIC_TEXTS] = texts;
      const missingAll = Object.values(fields).reduce((sum, n) => sum + n, 0);
      return {
        abbr: language.abbr,
        lang: language.lang,
        is_active: language.is_active === 1,
        missing: missingAll,
        records,
        fields,
      };
    }),
  );
}

/** One page of the records of `kind` that miss texts in `lang`, oldest first, each with its missing fields. */
export async function missingTranslations(
  db: Db,
  kind: TranslationKind,
  lang: string,
  defaultLang: string,
  paging: { page?: number; perPage: number },
): Promise<Paged<MissingTranslation>> {
  const source = SOURCES[kind];
  const { page, offset, perPage } = pageWindow(paging.page, paging.perPage, 100);
  const { records: total } = await countMissing(db, kind, lang, defaultLang);
  const context = source.context ?? {};
  const column = (expression: string | undefined) => (expression ? sql.raw(expression) : sql`null`);
  const flags = TRANSLATED_FIELDS[kind].map((field) => sql`${oneIfMissing(field)} as ${sql.ref(`m_${field}`)}`);
  const { rows } = await sql<Record<string, unknown>>`
    select o.id as id,
      coalesce(nullif(trim(${sql.ref(`d.${source.title.field}`)}), ''), cast(${sql.ref(`o.${source.title.fallback}`)} as varchar(255))) as title,
      ${column(context.section)} as section, ${column(context.media_kind)} as media_kind, ${column(context.key)} as key,
      ${column(context.parent_id)} as parent_id,
      ${sql.join(flags)}
    from ${fromRecords(kind, lang, defaultLang)} where ${anyMissing(kind)}
    order by o.id limit ${perPage} offset ${offset}`.execute(db);
  const data = rows.map((row): MissingTranslation => ({
    kind,
    id: Number(row.id),
    title: String(row.title ?? row.id),
    fields: TRANSLATED_FIELDS[kind].filter((field) => Number(row[`m_${field}`]) === 1),
    context: {
      section: row.section == null ? null : String(row.section),
      media_kind: row.media_kind == null ? null : String(row.media_kind),
      key: row.key == null ? null : String(row.key),
      parent_id: row.parent_id == null ? null : Number(row.parent_id),
    },
  }));
  return pagedOf(data, total, page, perPage);
}
