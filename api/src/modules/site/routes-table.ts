import { panelPathOf } from '@vitrin/shared-libs/registry/adminRoutes';
import { isUnder } from '@vitrin/shared-libs/registry/siteAreas';
import { matchPublicRoute, MEDIA_ROUTES, PUBLIC_ROUTES, type PublicRouteName } from '@vitrin/shared-libs/registry/publicRoutes';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';

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

/** A media detail route's kind (`news_details` → news). */
const MEDIA_KIND_OF: Partial<Record<PublicRouteName, MediaKind>> = Object.fromEntries(
  MEDIA_KINDS.map((kind) => [MEDIA_ROUTES[kind].detail, kind]),
);

/** What a browser path is, read from the public and admin route registries. */
export function pageTarget(pathname: string): PageTarget {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isUnder(path, PUBLIC_ROUTES.login)) return { area: 'login' };
  if (panelPathOf(path) !== null) return { area: 'admin' };

  const match = matchPublicRoute(path);
  if (!match) return { area: 'public', route: null };
  const { name, params } = match;
  const seoName = params.seoName ?? '';
  const mediaKind = MEDIA_KIND_OF[name];
  // A media item's page keeps its list's page_meta; the detail says which item.
  if (mediaKind) return { area: 'public', route: mediaKind, detail: { kind: 'media', mediaKind, seoName } };
  switch (name) {
    case 'categories':
    case 'products':
      return { area: 'public', route: name, detail: { kind: 'meta', key: seoName } };
    case 'product_details':
      return { area: 'public', route: name, detail: { kind: 'product', seoName } };
    case 'contract':
      return { area: 'public', route: name, detail: { kind: 'contract', seoName } };
    // /cross-reference/{manufacturer} and /cross-reference/{manufacturer}/{number} (docs/seo.md).
    case 'cross_reference_manufacturer':
      return { area: 'public', route: name, detail: { kind: 'cross_reference', manufacturer: params.manufacturer ?? '' } };
    case 'cross_reference':
      return {
        area: 'public',
        route: name,
        detail: { kind: 'cross_reference', manufacturer: params.manufacturer ?? '', number: params.number ?? '' },
      };
    default:
      return { area: 'public', route: name };
  }
}
