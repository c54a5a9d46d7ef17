import type { FastifyRequest } from 'fastify';
import type { Language, PageLang, StaticLanguage } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import type { LanguageRow } from '../../db/tables/languages';
import { listLanguages } from './repo';

export const LANG_COOKIE = '_lang';
export const FALLBACK_LANGUAGE = 'en';

export interface LanguageContext {
  /** The language this request is answered in. */
  current: LanguageRow;
  /** Every language's code: the suffixes of localized fields (`name_en`, `name_tr`, …). */
  codes: string[];
  all: LanguageRow[];
}

export function toLanguage(row: LanguageRow): Language {
  return { id: row.id, abbr: row.abbr, lang: row.lang, is_active: row.is_active === 1, is_default: row.is_default === 1 };
}

export function toStaticLanguage(row: LanguageRow): StaticLanguage {
  let pageLang: PageLang = {};
  try {
    pageLang = JSON.parse(row.page_lang) as PageLang;
  } catch {
    // A broken page_lang must not take the site down; the texts fall back to their keys.
  }
  return { abbr: row.abbr, lang: row.lang, page_lang: pageLang };
}

/** Picks the first active language among the candidates, else the default, else the first active one. */
export function pickLanguage(all: LanguageRow[], candidates: (string | undefined)[]): LanguageRow {
  const active = all.filter((l) => l.is_active === 1);
  for (const candidate of candidates) {
    const code = candidate?.trim().toLowerCase();
    const found = code ? active.find((l) => l.abbr === code) : undefined;
    if (found) return found;
  }
  return (
    active.find((l) => l.is_default === 1) ??
    active.find((l) => l.abbr === FALLBACK_LANGUAGE) ??
    active[0] ?? {
      id: 0,
      abbr: FALLBACK_LANGUAGE,
      lang: 'English',
      page_lang: '{}',
      is_active: 1,
      is_default: 1,
      created_at: '',
      updated_at: '',
    }
  );
}

/** The request's language: `?lang=` wins over the `_lang` cookie; unknown or inactive codes are ignored. */
export async function languageContext(db: Db, request: FastifyRequest): Promise<LanguageContext> {
  const all = await listLanguages(db);
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang : undefined;
  const current = pickLanguage(all, [fromQuery, request.cookies[LANG_COOKIE]]);
  return { current, codes: all.map((l) => l.abbr), all };
}
