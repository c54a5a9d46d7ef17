import type { Kysely } from 'kysely';
import { PAGE_KEYS } from '../../modules/pages/repo';
import { PUBLIC_ROUTE_NAMES } from '../../modules/site/routes-table';
import { nowIso } from '../../lib/time';
import type { Database } from '../database';
import { pageLangEn } from './page-lang-en';
import { pageLangTr } from './page-lang-tr';

/**
 * What the site needs to work at all, demo or not: English (default) and Turkish with their static texts,
 * a row per content page and a page-meta row per public route. Runs on a database without languages.
 */
export async function seedEssentials(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('languages').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = nowIso();
  await db
    .insertInto('languages')
    .values([
      {
        abbr: 'en',
        lang: 'English',
        page_lang: JSON.stringify(pageLangEn),
        is_active: 1,
        is_default: 1,
        created_at: now,
        updated_at: now,
      },
      {
        abbr: 'tr',
        lang: 'Türkçe',
        page_lang: JSON.stringify(pageLangTr),
        is_active: 1,
        is_default: 0,
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  for (const key of PAGE_KEYS) {
    await db
      .insertInto('pages')
      .values({ key, image_id: null, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  for (const key of PUBLIC_ROUTE_NAMES) {
    await db
      .insertInto('page_meta')
      .values({ key, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  return true;
}
