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
