import type { PageLang } from '@vitrin/shared-libs/types/api';

/** Every text by its dotted path (navbar.home → 'Home'). */
export function flatten(pageLang: PageLang, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(pageLang)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

/** Dotted paths back into sections. */
export function unflatten(flat: Record<string, string>): PageLang {
  const out: PageLang = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.slice(0, -1).forEach((part) => {
      const next = node[part];
      if (typeof next !== 'object') node[part] = {};
      node = node[part] as PageLang;
    });
    node[parts[parts.length - 1]!] = value;
  }
  return out;
}
