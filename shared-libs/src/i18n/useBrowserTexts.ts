/**
 * Texts a component shows only in the browser, named during the server's render so that the page carries them.
 *
 * A server-rendered page carries the language-pack texts its render used, not the whole pack (shell/src/ssrState.ts;
 * docs/performance.md, "The page's state"); the rest arrives beside the hydration and renders nothing again. A part
 * drawn from what only the browser holds — the quote cart, kept in local storage — appears right after the hydration,
 * maybe before the rest of the pack: its texts must come with the page, or it shows their keys. `keys` are texts
 * (`catalogue.in_cart`, its plural forms with it) or whole sections (`cart_page`).
 */
import { useTranslation } from 'react-i18next';

export function useBrowserTexts(keys: readonly string[]): void {
  const { t } = useTranslation();
  // On the server, each key asked for is recorded among the texts the render used; the browser has nothing to do.
  if (typeof window === 'undefined') for (const key of keys) t(key, { returnObjects: true });
}
