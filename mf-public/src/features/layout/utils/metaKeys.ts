/** The page-meta keys of a path, most specific first (a category's seo_name before the route's name). */
import { PUBLIC_ROUTES, type PublicRouteName } from '../../../config/routes';

const STATIC = new Map<string, string>(
  (Object.entries(PUBLIC_ROUTES) as [PublicRouteName, string][])
    .filter(([, path]) => !path.includes(':'))
    .map(([name, path]) => [path, name]),
);

/** Category and product-list pages: meta by their seo_name, then the route's. */
const BY_SEO_NAME: Record<string, string> = { categories: 'categories', products: 'products' };

/**
 * The keys for a path; null for detail pages (an article, a product, a contract), whose screens set their
 * own title and description as the server does.
 */
export function metaKeysFor(pathname: string): string[] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = STATIC.get(path);
  if (fixed) return [fixed];
  const [first, second, ...rest] = path.split('/').filter(Boolean);
  if (!first || !second || rest.length > 0) return [];
  const route = BY_SEO_NAME[first];
  return route ? [decodeURIComponent(second), route] : null;
}
