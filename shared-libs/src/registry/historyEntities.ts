/**
 * The records whose history staff can read and restore ("Geçmiş", docs/architecture.md "The audit log"), each
 * with the admin area whose roles edit it: who may edit a record may read its past and bring a version back.
 * The API's history routes and the admin's "Geçmiş" links read this one table.
 */
import type { AdminArea } from '@vitrin/shared-libs/auth/areaRoles';
import { ownScreenHref } from '@vitrin/shared-libs/registry/adminRoutes';
import type { AuditChange, AuditEntity } from '@vitrin/shared-libs/types/audit';

export const HISTORY_ENTITIES = {
  product: 'catalogue',
  category: 'catalogue',
  sub_category: 'catalogue',
  page: 'content',
  contract: 'content',
  home_slide: 'content',
  home_icon: 'content',
  media_item: 'media',
  page_meta: 'pageMeta',
  site_settings: 'pageMeta',
  home: 'content',
  user: 'users',
  breadcrumb: 'content',
  certificate: 'content',
  catalogue: 'content',
  contact_information: 'settings',
  social_media: 'settings',
} as const satisfies Partial<Record<AuditEntity, AdminArea>>;

export type HistoryEntity = keyof typeof HISTORY_ENTITIES;

export const isHistoryEntity = (entity: string): entity is HistoryEntity => entity in HISTORY_ENTITIES;

/**
 * The id in the history address of a part with one history for the whole site: the site settings, the home page's
 * featured categories.
 */
export const SITE_WIDE_HISTORY_ID = 'all';

/** A version of a record: the audit entry that made it (docs/api.md "History"). */
export interface HistoryVersion {
  id: number;
  created_at: string;
  user: { id: number | null; name: string | null; email: string | null };
  action: string;
  changes: Record<string, AuditChange>;
}

export interface HistoryAnswer {
  entity: HistoryEntity;
  entity_id: string;
  /** True when the record no longer exists (its newest version is a delete). */
  deleted: boolean;
  /** Newest first. */
  versions: HistoryVersion[];
  /** The fields that differ between the versions `from` and `to`, when both were asked for. */
  comparison: { from: number; to: number; changes: Record<string, AuditChange> } | null;
}

/** The history screen of a record (mf-admin's /admin/history/<entity>/<id>). */
export const historyHref = (entity: HistoryEntity, id: number | string): string => ownScreenHref('history', entity, String(id));
