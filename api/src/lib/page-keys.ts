/**
 * The keys of the rows the site's pages are kept under, from the public-route registry: the essentials seed writes
 * a row for each (db/seed/essentials.ts), the pages and page-meta modules serve and edit them.
 */
import { CONTENT_PAGES, STAFF_PAGE_NAMES } from '@vitrin/shared-libs/registry/publicRoutes';

/** The pages GET /api/pages/content serves: home, every content page of the registry, and certificates' intro. */
export const PAGE_KEYS: readonly string[] = ['home', ...CONTENT_PAGES.map((page) => page.key), 'certificates'];

/** Route names page_meta is kept for: every public route staff name in the panel. */
export const PUBLIC_ROUTE_NAMES: readonly string[] = Object.keys(STAFF_PAGE_NAMES);
