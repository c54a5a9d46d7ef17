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
