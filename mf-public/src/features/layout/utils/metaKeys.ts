/** The page-meta keys of a path, most specific first (a category's seo_name before the route's name). */
import { matchPublicRoute } from '@vitrin/shared-libs/registry/publicRoutes';

/**
 * The keys for a path: a page without a parameter has its route's; a category or product list has its seo_name's,
 * then its route's; an unknown path has none. Null for detail pages (an article, a product, a contract, an OEM
 * number), whose screens set their own title and description as the server does.
 */
export function metaKeysFor(pathname: string): string[] | null {
  const match = matchPublicRoute(pathname);
  if (!match) return [];
  const { name, params } = match;
  if (name === 'categories' || name === 'products') return [params.seoName ?? '', name];
  return Object.keys(params).length === 0 ? [name] : null;
}
