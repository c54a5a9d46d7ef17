/**
 * Scheduled publishing as staff see it (docs/architecture.md, "Scheduled publishing"): a product's, media item's or
 * content page's window in the site's time zone, as local "YYYY-MM-DDTHH:mm" text, and where the record stands.
 */

/** planned: its publish time has not come; ended: its unpublish time has passed; null: it shows (or is passive). */
export const SCHEDULE_STATES = ['planned', 'ended'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** The fields every admin list row and form of a scheduled record carries. */
export interface Scheduled {
  /** Local date-time in the site's time zone; null: shows at once. */
  publish_at: string | null;
  /** Local date-time in the site's time zone; null: never taken down. */
  unpublish_at: string | null;
  schedule_state: ScheduleState | null;
}

/** A scheduled record's edit form: its window and the zone it is written in. */
export interface ScheduledDetail extends Scheduled {
  /** The site's time zone (IANA name), the one publish_at and unpublish_at are in. */
  time_zone: string;
}

/** The admin lists' `?schedule=` filter: planned records only. */
export const SCHEDULE_FILTER = 'planned';

/**
 * The records staff can preview on the public site before (or after) their window ("Sitede önizle",
 * docs/architecture.md "Staff preview"), each with the admin area whose roles edit it: who may edit a record may
 * preview it. The API's preview routes and the editors' action read this one table.
 */
export const SITE_PREVIEW_KINDS = { product: 'catalogue', media_item: 'media', page: 'content' } as const;
export type SitePreviewKind = keyof typeof SITE_PREVIEW_KINDS;

/** POST /api/admin/site-preview/{kind}/{id}: a link that opens the record's public page as it will show. */
export interface SitePreviewLink {
  /** The record's public address with a short-lived signed token; opening it starts the preview in that browser. */
  link: string;
  /** The record's public address. */
  path: string;
  /** The instant the site is shown at: local "YYYY-MM-DDTHH:mm" in `time_zone`. */
  at: string;
  time_zone: string;
  /** When the link stops working (ISO UTC); the preview it starts lasts longer. */
  expires_at: string;
}
