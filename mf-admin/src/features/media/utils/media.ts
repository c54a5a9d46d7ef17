import type { MediaKind } from '@vitrin/shared-libs/types/api';
import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';

/** The admin paths of a media kind: its list, the new-item form, an item's form. */
export function mediaAdminPath(kind: MediaKind, screen: 'list' | 'insert' | 'update', id?: number): string {
  const base = adminHref(`pages.${kind}`);
  if (screen === 'insert') return `${base}/insert`;
  if (screen === 'update') return `${base}/update/${id ?? ''}`;
  return base;
}
