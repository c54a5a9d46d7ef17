/**
 * The audit log's wire types (GET /api/admin/audit-log, docs/api.md "Audit log"): what one admin write, sign-in
 * or failed sign-in recorded. The API writes these actions and entities; the admin screen names them in Turkish.
 */

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'activate',
  'deactivate',
  'password',
  'read',
  'unread',
  'trash',
  'restore',
  'status',
  'upload',
  'import',
  'sign_in',
  'sign_in_failed',
  'password_reset',
  'resend',
  'two_factor_on',
  'two_factor_reset',
  'sessions_end',
  /** A file taken off a record that stays (a product's picture): the record's own history shows it. */
  'remove_file',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'product',
  'product_file',
  'category',
  'sub_category',
  'user',
  'language',
  'site_settings',
  'brand',
  'mail_settings',
  'release',
  'contact_message',
  'human_resources_message',
  'offer',
  'order',
  'support_request',
  'page',
  'page_meta',
  'breadcrumb',
  'home',
  'home_slide',
  'home_icon',
  'media_item',
  'media_item_file',
  'certificate',
  'catalogue',
  'contract',
  'contact_information',
  'social_media',
  'file',
  'mail',
  'login_lock',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One changed field: its value before and after the write (null when it did not exist). */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

export interface AuditRecord {
  id: number;
  created_at: string;
  /** Who: null for a failed sign-in (then `name` is null and `email` is the address tried). */
  user: { id: number | null; name: string | null; email: string | null };
  ip: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string | null;
  /** Only the fields that changed; secrets read "[gizli]" (docs/decisions.md "The audit log"). */
  changes: Record<string, AuditChange> | null;
}
