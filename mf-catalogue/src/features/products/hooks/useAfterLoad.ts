/**
 * SPEC.md §4/§9: once the products have loaded, the page scrolls to the top after 200 ms and the preloader
 * closes after 300 ms. `key` changes with every new page of results.
 */
import { useEffect, useState } from 'react';

export const SCROLL_DELAY_MS = 200;
export const PRELOADER_CLOSE_MS = 300;

export function useAfterLoad(loaded: boolean, key: string): boolean {
  const [closedFor, setClosedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const scroll = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
    const close = window.setTimeout(() => setClosedFor(key), PRELOADER_CLOSE_MS);
    return () => {
      window.clearTimeout(scroll);
      window.clearTimeout(close);
    };
  }, [loaded, key]);
  /** true while the preloader shows */
  return closedFor !== key;
}
