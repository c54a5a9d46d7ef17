import { PUBLIC_ROUTE_TABLE } from '@vitrin/shared-libs/registry/publicRoutes';
import type { MediaKind } from '@vitrin/shared-libs/types/api';

/** What a browser path shows, as far as the page's <title> and language are concerned. */
export type PageTarget =
  | { area: 'login' }
  | { area: 'admin' }
  | {
      area: 'public';
      /** The route name (page_meta key); null for paths the client will send to /404. */
      route: string | null;
      detail?:
        | { kind: 'meta'; key: string }
        | { kind: 'product'; seoName: string }
        | { kind: 'media'; mediaKind: MediaKind; seoName: string }
        | { kind: 'contract'; seoName: string }
        | { kind: 'cross_reference'; manufacturer: string; number?: string };
    };

/** The public routes without a parameter, by path (the login screen is its own area). */
const PUBLIC_ROUTES: Record<string, string> = Object.fromEntries(
  Object.entries(PUBLIC_ROUTE_TABLE)
    .filter(([name, entry]) => name !== 'login' && !entry.path.includes(':'))
    .map(([name, entry]) => [entry.path, name]),
);

const MEDIA_KINDS: Record<string, MediaKind> = { news: 'news', videos: 'videos', photos: 'photos', blog: 'blog' };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function pageTarget(pathname: string): PageTarget {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/').filter(Boolean).map(decode);
  const [first, second] = segments;

  if (first === 'giris-yap') return { area: 'login' };
  if (first === 'admin') return { area: 'admin' };

  const route = PUBLIC_ROUTES[path];
  if (route) return { area: 'public', route };
  // /cross-reference/{manufacturer} and /cross-reference/{manufacturer}/{number} (docs/seo.md).
  if (first === 'cross-reference' && second && (segments.length === 2 || segments.length === 3)) {
    const number = segments[2];
    return number
      ? { area: 'public', route: 'cross_reference', detail: { kind: 'cross_reference', manufacturer: second, number } }
      : { area: 'public', route: 'cross_reference_manufacturer', detail: { kind: 'cross_reference', manufacturer: second } };
  }
  if (segments.length !== 2 || !first || !second) return { area: 'public', route: null };

  switch (first) {
    case 'categories':
      return { area: 'public', route: 'categories', detail: { kind: 'meta', key: second } };
    case 'products':
      return { area: 'public', route: 'products', detail: { kind: 'meta', key: second } };
    case 'product':
      return { area: 'public', route: 'product_details', detail: { kind: 'product', seoName: second } };
    case 'contract':
      return { area: 'public', route: 'contract', detail: { kind: 'contract', seoName: second } };
    default: {
      const mediaKind = MEDIA_KINDS[first];
      return mediaKind
        ? { area: 'public', route: mediaKind, detail: { kind: 'media', mediaKind, seoName: second } }
        : { area: 'public', route: null };
    }
  }
}
