/**
 * A language's static texts (`languages.page_lang`): a `t` over them for the server, and their measure against the
 * default language's. A new language starts with the default's keys and empty values; an empty or missing text
 * counts as missing in the admin, and the public site shows the default language's text in its place until someone
 * translates it.
 */
import type { PageLang } from '@vitrin/shared-libs/types/api';
import type { Translate } from '@vitrin/shared-libs/validation/contact';

/**
 * A `t` over one language's page_lang, for the shared yup schemas on the server: nested keys by dots and
 * `{{name}}` placeholders, the key itself when the text is missing (as i18next does in the browser).
 */
export function pageLangTranslate(pageLang: PageLang, fallback?: PageLang): Translate {
  const lookup = (source: PageLang | undefined, key: string): string | undefined => {
    let node: string | PageLang | undefined = source;
    for (const part of key.split('.')) {
      if (!node || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (key, options = {}) => {
    const text = lookup(pageLang, key) ?? lookup(fallback, key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in options ? String(options[name]) : match));
  };
}

/** The stored JSON text as a PageLang; an empty one when it is not an object. */
export function parsePageLang(json: string): PageLang {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PageLang) : {};
  } catch {
    return {};
  }
}

/** The same keys with every text empty. */
export function blankPageLang(reference: PageLang): PageLang {
  const out: PageLang = {};
  for (const [key, value] of Object.entries(reference)) out[key] = typeof value === 'string' ? '' : blankPageLang(value);
  return out;
}

/** Every text by its dotted path. */
export function flattenPageLang(pageLang: PageLang, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(pageLang)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flattenPageLang(value, path, out);
  }
  return out;
}

/** How many of the reference's texts `target` lacks (absent or blank), out of how many. */
export function missingTexts(target: PageLang, reference: PageLang): { missing: number; total: number } {
  const own = flattenPageLang(target);
  let missing = 0;
  let total = 0;
  for (const path of flattenPageLang(reference).keys()) {
    total += 1;
    if (!own.get(path)?.trim()) missing += 1;
  }
  return { missing, total };
}

/** `target` with each absent or blank text taken from the reference. */
export function fillFromReference(target: PageLang, reference: PageLang): PageLang {
  const out: PageLang = { ...target };
  for (const [key, value] of Object.entries(reference)) {
    const own = target[key];
    if (typeof value === 'string') {
      if (typeof own !== 'string' || !own.trim()) out[key] = value;
    } else {
      out[key] = fillFromReference(own && typeof own === 'object' ? own : {}, value);
    }
  }
  return out;
}

export const PAGE_LANG_TEXT_MAX = 5000;
const MAX_DEPTH = 6;

/** null when `value` is a PageLang (nested objects whose leaves are strings), else why not. */
export function pageLangProblem(value: unknown, depth = 0): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'Metinler bir nesne olmalı';
  if (depth >= MAX_DEPTH) return 'Metinler çok derin';
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(key)) return `Geçersiz anahtar: ${key.slice(0, 40)}`;
    if (typeof item === 'string') {
      if (item.length > PAGE_LANG_TEXT_MAX) return `${key}: en fazla ${PAGE_LANG_TEXT_MAX} karakter`;
    } else {
      const problem = pageLangProblem(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}
