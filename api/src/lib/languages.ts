import type { Db } from '../db/connection';
import type { LanguageRow } from '../db/tables/languages';

/** Every language, default first (the table is small and read on most requests). */
export function listLanguages(db: Db): Promise<LanguageRow[]> {
  return db.selectFrom('languages').selectAll().orderBy('is_default', 'desc').orderBy('id', 'asc').execute();
}
