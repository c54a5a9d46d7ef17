import type { Kysely } from 'kysely';
import { PAGE_KEYS, PUBLIC_ROUTE_NAMES } from '../../lib/page-keys';
import { nowIso } from '../../lib/time';
import { fillFromReference, parsePageLang } from '../../lib/page-lang';
import type { PageLang } from '@vitrin/shared-libs/types/api';
import type { Database } from '../database';
import { pageLangEn } from './page-lang-en';
import { pageLangTr } from './page-lang-tr';

/** The static texts this release ships, by language. */
const SHIPPED_TEXTS: Record<string, PageLang> = { en: pageLangEn, tr: pageLangTr };

/**
 * A stored English or Turkish pack gets the texts a newer release added (and any left blank); a text staff
 * have written is kept. Without it, a new screen would show its keys until someone typed every new text.
 */
async function addShippedTexts(db: Kysely<Database>): Promise<void> {
  const stored = await db
    .selectFrom('languages')
    .select(['id', 'abbr', 'page_lang'])
    .where('abbr', 'in', Object.keys(SHIPPED_TEXTS))
    .execute();
  for (const language of stored) {
    const filled = JSON.stringify(fillFromReference(parsePageLang(language.page_lang), SHIPPED_TEXTS[language.abbr] ?? {}));
    if (filled !== JSON.stringify(parsePageLang(language.page_lang)))
      await db.updateTable('languages').set({ page_lang: filled, updated_at: nowIso() }).where('id', '=', language.id).execute();
  }
}

/**
 * What the site needs to work at all, demo or not: English (default) and Turkish with their static texts,
 * a row per content page and a page-meta row per public route. On a database that has languages already, only
 * the texts a newer release added are filled in.
 */
export async function seedEssentials(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('languages').select('id').limit(1).executeTakeFirst();
  if (existing) {
    await addShippedTexts(db);
    return false;
  }
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
