/**
 * How a search text narrows products, on the trigram index of migration
 * 20261122173000: the folded text, and the folded code (separators dropped), each matched as a substring of
 * products.search_text when it has three characters or more; a code or OEM number equal to the folded code
 * always matches and ranks first. Shorter queries match only such exact codes (a one- or two-letter substring
 * hits most of a catalogue and no index can serve it). Both engines give the same rows: SQLite asks its FTS5
 * trigram table with a phrase MATCH, PostgreSQL its pg_trgm GIN index with LIKE.
 */
import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { foldCode, foldText } from '../../lib/fold';
import type { SearchType } from '@vitrin/shared-libs/types/catalogue';

/** Shortest substring the trigram index can answer. */
export const MIN_SUBSTRING = 3;

export interface SearchTerms {
  /** Substrings (folded text, folded code) of at least MIN_SUBSTRING characters. */
  substrings: string[];
  /** The folded code, for exact code/OEM hits ('' when the query has none). */
  code: string;
}

/** A query as the search compares it: '|' separates parts of search_text, so it never belongs to a term. */
export function searchTerms(search: string): SearchTerms {
  const text = foldText(search).replace(/\|/g, ' ').trim().replace(/\s+/g, ' ');
  const code = foldCode(search).replace(/\|/g, '');
  const substrings = [...new Set([text, code])].filter((term) => term.length >= MIN_SUBSTRING);
  return { substrings, code };
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Ids of products whose code or one of whose OEM numbers, folded, equals `code` (both by a b-tree index). */
export async function exactHits(db: Db, code: string): Promise<number[]> {
  if (code === '') return [];
  const [byCode, byOem] = await Promise.all([
    db.selectFrom('products').select('id').where('code_folded', '=', code).execute(),
    db.selectFrom('product_oem_numbers').select('product_id').where('number_folded', '=', code).execute(),
  ]);
  return [...new Set([...byCode.map((r) => r.id), ...byOem.map((r) => r.product_id)])];
}

/** products.search_text contains one of `substrings`, through the engine's trigram index. */
function containsAny(db: Db, substrings: readonly string[]): Expression<SqlBool> {
  if (isPostgres(db)) {
    const like = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    return sql<SqlBool>`(${sql.join(
      substrings.map((term) => sql`products.search_text like ${like(term)}`),
      sql` or `,
    )})`;
  }
  // FTS5 with the trigram tokenizer: a quoted phrase is a substring ("" escapes a quote); OR joins phrases.
  const phrases = substrings.map((term) => `"${term.replace(/"/g, '""')}"`).join(' OR ');
  return sql<SqlBool>`products.id in (select rowid from product_search where product_search match ${phrases})`;
}

// What a search looks in (SEARCH_TYPES): in search_text the numbers come before the empty part `||` and the names
// after it (lib/search-text.ts).

/** `term` occurs among the numbers (before `||`) or among the names (after it): the index has found the row. */
function inPart(db: Db, term: string, part: Exclude<SearchType, 'all'>): Expression<SqlBool> {
  const find = isPostgres(db) ? 'strpos' : 'instr';
  const text = sql.ref('products.search_text');
  const split = sql`${sql.raw(find)}(${text}, '||')`;
  // The first occurrence before the split means one among the numbers (they come first); any occurrence in
  // the text from the split on means one among the names.
  return part === 'code'
    ? sql<SqlBool>`${sql.raw(find)}(${text}, ${term}) between 1 and ${split}`
    : sql<SqlBool>`${sql.raw(find)}(substr(${text}, ${split}), ${term}) > 0`;
}

/** The condition a search puts on `products`: a substring through the index, or one of the exact hits. */
export function matchesSearch(
  db: Db,
  terms: SearchTerms,
  exact: readonly number[],
  type: SearchType = 'all',
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (terms.substrings.length > 0) {
    const found = containsAny(db, terms.substrings);
    if (type === 'all') parts.push(found);
    else {
      const within = terms.substrings.map((term) => inPart(db, term, type));
      parts.push(sql<SqlBool>`(${found} and (${sql.join(within, sql` or `)}))`);
    }
  }
  // An exact code or OEM number is a number: not a hit of a names-only search.
  if (exact.length > 0 && type !== 'name') parts.push(sql<SqlBool>`products.id in (${sql.join(exact)})`);
  if (parts.length === 0) return sql<SqlBool>`1 = 0`;
  return parts.length === 1 ? parts[0]! : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** 0 for exact hits, 1 for the rest: the first sort key of a search. */
export function exactFirst(exact: readonly number[]): Expression<number> {
  return exact.length === 0 ? sql<number>`1` : sql<number>`case when products.id in (${sql.join(exact)}) then 0 else 1 end`;
}
