import { sql, type Expression, type SqlBool } from 'kysely';

/** `search` as a case-folded substring pattern, its % and _ taken literally (same on SQLite and PostgreSQL). */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** lower(column) LIKE the pattern, for each column (to be OR-ed); columns are trusted names, never input. */
export function likeColumns(columns: readonly string[], search: string): Expression<SqlBool>[] {
  const pattern = likePattern(search);
  return columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
}
