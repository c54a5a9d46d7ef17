/** The page-meta keys of a path, most specific first (a category's seo_name before the route's name). */
import { PUBLIC_ROUTES, type PublicRouteName } from '../../../config/routes';

const STATIC = new Map<string, string>(
  (Object.entries(PUBLIC_ROUTES) as [PublicRouteName, string][])
    .filter(([, path]) => !path.includes(':'))
    .map(([name, path]) => [path, name]),
);

/** The route name of each detail path's first segment (media details share their list's meta). */
const DETAIL: Record<string, string> = {
  categories: 'categories',
  products: 'products',
  product: 'product_details',
  news: 'news',
  videos: 'videos',
  photos: 'photos',
  blog: 'blog',
  contract: 'contract',
};

export function metaKeysFor(pathname: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = STATIC.get(path);
  if (fixed) return [fixed];
  const [first, second] = path.split('/').filter(Boolean);
  const route = first ? DETAIL[first] : undefined;
  if (!route || !second) return [];
  return first === 'categories' || first === 'products' ? [decodeURIComponent(second), route] : [route];
}
