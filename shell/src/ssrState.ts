/**
 * What a server-rendered page carries of its store (docs/architecture.md, "Server rendering", and docs/performance.md,
 * "The page's state"): the answers its first render in the browser reads, and no more. Left out:
 * - the language pack's texts the render did not use, except the sections that parts rendered only in the browser read
 *   (the consent banner, the cart's count): the whole pack is fetched once the page is taken over;
 * - each text field's other languages (`title_tr` on an English page): the page's language and the default one stay
 *   (`localized` falls back to the default); the first switch of language in the page asks for every answer again.
 */

/** Language-pack sections read by parts the server does not render (they appear after an effect in the browser). */
export const BROWSER_TEXT_SECTIONS: readonly string[] = ['consent', 'layout', 'navbar'];

/** Marks a page whose state was trimmed: the browser completes it when it needs to (bootstrap.tsx). */
export const TRIMMED_MARK = 'vitrinTrimmed';

type Texts = { [key: string]: string | Texts };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The texts of `pack` the keys name (`home.slider`), with their plural and context forms (`slide_of_one`,
 * `slide_of_other`), and the whole of each of `sections`.
 */
export function pickTexts(pack: Texts, keys: Iterable<string>, sections: readonly string[] = []): Texts {
  const out: Texts = {};
  const put = (path: string[], value: string | Texts) => {
    let node = out;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = isObject(next) ? (next as Texts) : (node[part] = {});
    }
    // A copy: the store's answers are frozen, and a key may add to a section put before it.
    node[path[path.length - 1]!] = isObject(value) ? (JSON.parse(JSON.stringify(value)) as Texts) : value;
  };
  for (const section of sections) if (pack[section] !== undefined) put([section], pack[section]!);
  for (const key of keys) {
    const path = key.split('.');
    let parent: Texts | undefined = pack;
    for (const part of path.slice(0, -1)) {
      const next: string | Texts | undefined = parent?.[part];
      parent = isObject(next) ? (next as Texts) : undefined;
    }
    if (!parent) continue;
    const last = path[path.length - 1]!;
    for (const [name, value] of Object.entries(parent))
      if (name === last || name.startsWith(`${last}_`)) put([...path.slice(0, -1), name], value);
  }
  return out;
}

/**
 * `value` without the fields of the languages in `drop`: a field `name_xx` goes when `xx` is one of them and the
 * record has the same field in a language kept (`keep`), so a field merely ending like a language code stays.
 */
export function withoutLanguages(value: unknown, drop: ReadonlySet<string>, keep: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutLanguages(item, drop, keep));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const match = /^(.+)_([a-z]{2,3})$/.exec(key);
    if (match && drop.has(match[2]!) && keep.some((lang) => `${match[1]}_${lang}` in value)) continue;
    out[key] = withoutLanguages(field, drop, keep);
  }
  return out;
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  data?: unknown;
  [key: string]: unknown;
}

export interface TrimOptions {
  lang: string;
  defaultLanguage: string;
  /** Every language the site has (their fields are dropped, but the page's and the default's). */
  languages: readonly string[];
  /** The language-pack keys the render used. */
  usedTexts: Iterable<string>;
}

/** The settled queries a page carries, trimmed as this file's header says. */
export function trimQueries(queries: Record<string, QueryEntry | undefined>, options: TrimOptions): Record<string, QueryEntry> {
  const keep = [...new Set([options.lang, options.defaultLanguage])];
  const drop = new Set(options.languages.filter((l) => !keep.includes(l)));
  const used = [...options.usedTexts];
  const out: Record<string, QueryEntry> = {};
  for (const [key, query] of Object.entries(queries)) {
    if (!query || (query.status !== 'fulfilled' && query.status !== 'rejected')) continue;
    if (query.endpointName === 'staticTexts' && isObject(query.data) && isObject(query.data.page_lang)) {
      out[key] = {
        ...query,
        data: { ...query.data, page_lang: pickTexts(query.data.page_lang as Texts, used, BROWSER_TEXT_SECTIONS) },
      };
      continue;
    }
    // The language list names every language in its own words: kept whole.
    out[key] = query.endpointName === 'allLanguages' ? query : { ...query, data: withoutLanguages(query.data, drop, keep) };
  }
  return out;
}
