/**
 * Scheduled publishing (docs/architecture.md, "Scheduled publishing"): a product, a media item or a content page
 * shows to visitors only inside its window — from `publish_at` (null: at once) until `unpublish_at` (null: never).
 * Both are ISO-8601 UTC text (lib/time.ts), so "now" compares with them as text on either engine.
 *
 * - `live(db, table)` is the one predicate every public read applies (`.where(live(db, 'products'))`).
 * - The time comes from one clock per app (`useClock`, the `clock` option of buildApp), so tests move time.
 * - `scheduleTick` notices a window that opened or closed since the last check and raises the content and
 *   catalogue versions once (not once per process): cached pages and product lists of every process then go
 *   stale, with no request needed. Each process runs it on a timer (SCHEDULE_CHECK_MS).
 * - A staff preview (modules/schedule/preview.ts) runs a visitor's request "at" another instant: `live` then reads
 *   the windows at that instant, for that request alone (and the in-process reads of its server render), while
 *   every cache below `live` stands aside (lib/preview-context.ts).
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/connection';
import { bumpContentVersion } from '../modules/site/content-version';
import { bumpCatalogueVersion } from '../modules/products/list-cache';
import { SCHEDULE_FILTER, type Scheduled, type ScheduledDetail } from '@vitrin/shared-libs/types/schedule';
import { DEFAULT_TIME_ZONE, isTimeZone, utcToZoned, zonedToUtc } from '@vitrin/shared-libs/utils/zonedTime';
import { FAILED, NOT_A_DATE_TIME, UNPUBLISH_BEFORE_PUBLISH } from '@vitrin/shared-libs/validation/messages';
import { ValidationFailed } from './http';
import { previewing } from './preview-context';

/** The tables whose rows carry a publishing window. */
const SCHEDULED_TABLES = ['products', 'media_items', 'pages'] as const;
export type ScheduledTable = (typeof SCHEDULED_TABLES)[number];

/** A row's publishing window, ISO UTC text (null: no bound). */
export type Window = { publish_at: string | null; unpublish_at: string | null };

/** Milliseconds since the epoch, as Date.now gives them. */
export type Clock = () => number;

const clocks = new WeakMap<Db, Clock>();

/** Makes `clock` the time of everything that reads through this database handle (one per app). */
export function useClock(db: Db, clock: Clock): void {
  clocks.set(db, clock);
}

/** Now by the app's clock, as stored timestamps are written. */
export function liveNow(db: Db): string {
  return new Date((clocks.get(db) ?? Date.now)()).toISOString();
}

/**
 * Where a row of `table` shows: its publishing window holds `now` (an ISO UTC instant). Usable in any query that
 * has `table` in it (joins too), hence the loose builder type.
 */
function liveAt(table: ScheduledTable, now: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const from = sql.ref(`${table}.publish_at`);
    const until = sql.ref(`${table}.unpublish_at`);
    return eb.and([eb.or([eb(from, 'is', null), eb(from, '<=', now)]), eb.or([eb(until, 'is', null), eb(until, '>', now)])]);
  };
}

/**
 * The one "live now" predicate of every public read: rows of `table` inside their window by the app's clock — or, in
 * a staff preview, at the instant previewed.
 */
export const live = (db: Db, table: ScheduledTable) => liveAt(table, previewing()?.at ?? liveNow(db));

/** How staff see a row's window (the lists' badge): planned, ended, or null when it shows (or is passive). */
function scheduleState(row: Window, now: string): Scheduled['schedule_state'] {
  if (row.publish_at !== null && row.publish_at > now) return 'planned';
  if (row.unpublish_at !== null && row.unpublish_at <= now) return 'ended';
  return null;
}

/** Whether a row with this window shows at `now` (`live`'s predicate, for a row already read). */
export const isLive = (row: Window, now: string): boolean => scheduleState(row, now) === null;

/**
 * The instant a staff preview of a row shows the site at: a planned row's publish time; an ended row's last second
 * on the site; else now (docs/architecture.md, "Staff preview").
 */
export function previewInstant(row: Window, now: string): string {
  const state = scheduleState(row, now);
  if (state === 'planned') return row.publish_at!;
  if (state === 'ended') {
    const last = new Date(Date.parse(row.unpublish_at!) - 1000).toISOString();
    return row.publish_at !== null && row.publish_at > last ? row.publish_at : last;
  }
  return now;
}

/** Whether any window of any scheduled table opened or closed in (after, upTo]. */
async function transitionBetween(db: Db, after: string, upTo: string): Promise<boolean> {
  for (const table of SCHEDULED_TABLES) {
    const passed = (column: 'publish_at' | 'unpublish_at') =>
      db
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .where(column, '>', after)
        .where(column, '<=', upTo)
        .limit(1)
        .executeTakeFirst();
    if ((await passed('publish_at')) || (await passed('unpublish_at'))) return true;
  }
  return false;
}

/**
 * One check: when a window opened or closed since the last handled transition (of any process), raise the
 * content version (cached pages) and the catalogue version (cached product lists) — once: the processes race to
 * move schedule_state.checked_to from the value they read to their now, and only the one whose update lands
 * raises them. A check that finds nothing writes nothing (the next one looks from the same instant, through the
 * columns' indexes). Returns whether this call raised them.
 */
export async function scheduleTick(db: Db): Promise<boolean> {
  const now = liveNow(db);
  const state = await db.selectFrom('schedule_state').select('checked_to').where('id', '=', 1).executeTakeFirst();
  const checkedTo = state?.checked_to ?? '';
  if (checkedTo >= now || !(await transitionBetween(db, checkedTo, now))) return false;
  const moved = await db
    .updateTable('schedule_state')
    .set({ checked_to: now })
    .where('id', '=', 1)
    .where('checked_to', '=', checkedTo)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await bumpCatalogueVersion(db);
  await bumpContentVersion(db);
  return true;
}

/** The site's time zone (site setting `time_zone`, an IANA name), in which staff read and write the times. */
export async function siteTimeZone(db: Db): Promise<string> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', TIME_ZONE_KEY).executeTakeFirst();
  return isTimeZone(row?.value) ? row.value : DEFAULT_TIME_ZONE;
}

export const TIME_ZONE_KEY = 'time_zone';

/** A window's bounds as staff read and write them: local date-times in `zone` ("2026-12-01T09:00"). */
export function zonedWindow(row: Window, zone: string): Window {
  return {
    publish_at: row.publish_at === null ? null : utcToZoned(row.publish_at, zone),
    unpublish_at: row.unpublish_at === null ? null : utcToZoned(row.unpublish_at, zone),
  };
}

/** A record's window as staff see it: local times in `zone` and where it stands now. */
export function scheduledView(row: Window, zone: string, now: string): Scheduled {
  return { ...zonedWindow(row, zone), schedule_state: scheduleState(row, now) };
}

/** The window of one record of `table` for its edit form (the zone named). */
export async function scheduledDetail(db: Db, table: ScheduledTable, id: number): Promise<ScheduledDetail> {
  const row = await db.selectFrom(table).select(['publish_at', 'unpublish_at']).where('id', '=', id).executeTakeFirst();
  const zone = await siteTimeZone(db);
  return { ...scheduledView(row ?? { publish_at: null, unpublish_at: null }, zone, liveNow(db)), time_zone: zone };
}

/** The windows of records of `table` by id, as staff see them (the admin lists' badge). */
export async function scheduledViews(db: Db, table: ScheduledTable, ids: readonly number[]): Promise<Map<number, Scheduled>> {
  const out = new Map<number, Scheduled>();
  if (ids.length === 0) return out;
  const [rows, zone] = await Promise.all([
    db
      .selectFrom(table)
      .select(['id', 'publish_at', 'unpublish_at'])
      .where('id', 'in', [...ids])
      .execute(),
    siteTimeZone(db),
  ]);
  const now = liveNow(db);
  for (const row of rows) out.set(row.id, scheduledView(row, zone, now));
  return out;
}

/** Where a record of `table` is planned: its publish time has not come (the lists' `?schedule=planned`). */
function plannedAt(table: ScheduledTable, now: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => eb(sql.ref(`${table}.publish_at`), '>', now);
}

export const planned = (db: Db, table: ScheduledTable) => plannedAt(table, liveNow(db));

/** The admin lists' `?schedule=`: SCHEDULE_FILTER ("planned") or empty for every record. */
export const scheduleQuery = { type: 'string', enum: [SCHEDULE_FILTER, ''], default: '' } as const;

/**
 * The window a form sends (`publish_at`, `unpublish_at`: local date-time in `zone`, or an instant with its zone;
 * '' or null clears it; left out keeps `stored`), as ISO UTC. 422 with the field's message on a text that is no
 * date-time, or an unpublish time not after the publish time (docs/validation.md).
 */
export function readSchedule(body: unknown, zone: string, stored: Window = { publish_at: null, unpublish_at: null }): Window {
  const input = (body ?? {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const read = (field: keyof Window): string | null => {
    const value = input[field];
    if (value === undefined) return stored[field];
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const instant = typeof value === 'string' ? zonedToUtc(value, zone) : null;
    if (instant === null) errors[field] = NOT_A_DATE_TIME;
    return instant;
  };
  const window = { publish_at: read('publish_at'), unpublish_at: read('unpublish_at') };
  if (
    !errors.publish_at &&
    !errors.unpublish_at &&
    window.publish_at !== null &&
    window.unpublish_at !== null &&
    window.unpublish_at <= window.publish_at
  ) {
    errors.unpublish_at = UNPUBLISH_BEFORE_PUBLISH;
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, FAILED);
  return window;
}
