import { FINDER_PARAMS } from '@vitrin/shared-libs/utils/finder';

/**
 * The query-string parameters a public page reads (the language, a list's page, search and filters). The server
 * renders and caches a page by these alone: any other parameter (`utm_source`, `fbclid`, a random one) changes
 * nothing the page shows, so it neither makes a new render nor a new cache entry (docs/architecture.md, "Server
 * rendering"). A screen that starts reading a new parameter adds it here.
 */
export const PAGE_QUERY_PARAMS = [
  'lang',
  'page',
  'search',
  'search_type',
  'sub_category',
  'transporter_types',
  // The measurement finder's filters (utils/finder.ts) and the compare page's products.
  ...FINDER_PARAMS,
  'products',
] as const;

/** The address with only the parameters a page reads, in a fixed order (so `?b&a` and `?a&b` are one page). */
export function pageAddress(url: string): string {
  const [path = '/', query = ''] = url.split('?', 2) as [string?, string?];
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) for (const value of given.getAll(name)) kept.append(name, value);
  const clean = kept.toString();
  return clean ? `${path}?${clean}` : path;
}
