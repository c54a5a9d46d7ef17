/**
 * The product list's preloader (docs/architecture.md, "Server rendering"): it opens when a page of products
 * starts loading and, once the products have loaded, the page scrolls to the top after 200 ms and the
 * preloader closes after 300 ms. A page that arrived with its products (rendered on the server) loads nothing:
 * no preloader covers it and nothing scrolls.
 */
import { useEffect, useState } from 'react';

export const SCROLL_DELAY_MS = 200;
export const PRELOADER_CLOSE_MS = 300;

/** true while the preloader shows */
export function useAfterLoad(fetching: boolean): boolean {
  const [open, setOpen] = useState(fetching);
  // A load that starts opens the preloader in the same render (React's state-from-props pattern).
  if (fetching && !open) setOpen(true);
  useEffect(() => {
    if (fetching || !open) return;
    const scroll = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
    const close = window.setTimeout(() => setOpen(false), PRELOADER_CLOSE_MS);
    return () => {
      window.clearTimeout(scroll);
      window.clearTimeout(close);
    };
  }, [fetching, open]);
  return open;
}
