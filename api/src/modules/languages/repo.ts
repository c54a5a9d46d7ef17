import type { Db } from '../../db/connection';
import type { LanguageRow } from '../../db/tables/languages';
import { nowIso } from '../../lib/time';

export function findLanguage(db: Db, abbr: string): Promise<LanguageRow | undefined> {
  return db.selectFrom('languages').selectAll().where('abbr', '=', abbr).executeTakeFirst();
}

export async function setLanguageActive(db: Db, abbr: string, active: boolean): Promise<void> {
  await db
    .updateTable('languages')
    .set({ is_active: active ? 1 : 0, updated_at: nowIso() })
    .where('abbr', '=', abbr)
    .execute();
}

export async function insertLanguage(db: Db, abbr: string, lang: string, pageLang: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('languages')
    .values({ abbr, lang, page_lang: pageLang, is_active: 0, is_default: 0, created_at: now, updated_at: now })
    .execute();
}

export async function savePageLang(db: Db, abbr: string, pageLang: string): Promise<boolean> {
  const result = await db
    .updateTable('languages')
    .set({ page_lang: pageLang, updated_at: nowIso() })
    .where('abbr', '=', abbr)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
