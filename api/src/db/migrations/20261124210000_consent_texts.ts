import type { Kysely } from 'kysely';
import { pageLangEn } from '../seed/page-lang-en';
import { pageLangTr } from '../seed/page-lang-tr';

/**
 * The cookie banner's texts (section `consent`) for a database seeded before the banner: added to the Turkish and
 * English language packs where the section is missing; a section an admin already wrote is left as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const defaults: Record<string, unknown> = { en: pageLangEn.consent, tr: pageLangTr.consent };
  const rows = (await db.selectFrom('languages').select(['id', 'abbr', 'page_lang']).execute()) as {
    id: number;
    abbr: string;
    page_lang: string;
  }[];
  for (const row of rows) {
    if (!(row.abbr in defaults)) continue;
    let pack: Record<string, unknown>;
    try {
      pack = JSON.parse(row.page_lang) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (pack.consent !== undefined) continue;
    pack.consent = defaults[row.abbr];
    await db
      .updateTable('languages')
      .set({ page_lang: JSON.stringify(pack) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(): Promise<void> {
  // The texts stay: removing them would blank the banner of a running site.
}
