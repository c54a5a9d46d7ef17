import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language, PageLang, StaticLanguage } from '@vitrin/shared-libs/types/api';
import type { Translate } from '@vitrin/shared-libs/validation/contact';
import type { Db } from '../../db/connection';
import { fillFromReference, pageLangTranslate, parsePageLang } from '../../lib/page-lang';
import type { LanguageRow } from '../../db/tables/languages';
import { listLanguages } from '../../lib/languages';

export const LANG_COOKIE = '_lang';
const LANG_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the visitor's language for a year (the `_lang` cookie, 365 days); Secure on https, as the CSRF cookie. */
export function rememberLanguageCookie(reply: FastifyReply, abbr: string): void {
  reply.setCookie(LANG_COOKIE, abbr, { path: '/', maxAge: LANG_COOKIE_SECONDS, sameSite: 'lax', secure: 'auto' });
}
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

/**
 * A language's static texts for the public site. A broken page_lang must not take the site down (the texts
 * fall back to their keys); a text not translated yet is the default language's (`fallback`).
 */
export function toStaticLanguage(row: LanguageRow, fallback?: LanguageRow): StaticLanguage {
  const own: PageLang = parsePageLang(row.page_lang);
  const pageLang = fallback && fallback.abbr !== row.abbr ? fillFromReference(own, parsePageLang(fallback.page_lang)) : own;
  return { abbr: row.abbr, lang: row.lang, page_lang: pageLang };
}

/** The default language (the reference every other language's texts are counted against). */
export function defaultLanguageOf(all: readonly LanguageRow[]): LanguageRow | undefined {
  return all.find((l) => l.is_default === 1) ?? all.find((l) => l.abbr === FALLBACK_LANGUAGE);
}

/** A language's own name for itself ('de' → 'Deutsch'), or null for a code Intl does not know. */
export function languageName(abbr: string): string | null {
  try {
    const name = new Intl.DisplayNames([abbr], { type: 'language', fallback: 'none' }).of(abbr);
    return name ? name.charAt(0).toLocaleUpperCase(abbr) + name.slice(1) : null;
  } catch {
    return null;
  }
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
/** `t` over the visitor's language pack (the request's `lang`, else `_lang`): server messages and shared schemas. */
export async function visitorTranslate(db: Db, request: FastifyRequest): Promise<Translate> {
  const { current } = await languageContext(db, request);
  return pageLangTranslate(toStaticLanguage(current).page_lang);
}

export async function languageContext(db: Db, request: FastifyRequest): Promise<LanguageContext> {
  const all = await listLanguages(db);
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang : undefined;
  const current = pickLanguage(all, [fromQuery, request.cookies[LANG_COOKIE]]);
  return { current, codes: all.map((l) => l.abbr), all };
}
