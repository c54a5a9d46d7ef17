import type { MediaKind } from '@vitrin/shared-libs/types/api';
import { adminHref } from '../../../lib/adminRoutes';

/** The admin paths of a media kind: its list, the new-item form, an item's form. */
export function mediaAdminPath(kind: MediaKind, screen: 'list' | 'insert' | 'update', id?: number): string {
  const base = adminHref(`pages.${kind}`);
  if (screen === 'insert') return `${base}/insert`;
  if (screen === 'update') return `${base}/update/${id ?? ''}`;
  return base;
}

/** The public address of a media item: videos have only their list, /media-videos. */
export function mediaPublicPath(kind: MediaKind, seoName: string): string {
  if (kind === 'videos') return '/media-videos';
  return `/${kind}/${seoName}`;
}
