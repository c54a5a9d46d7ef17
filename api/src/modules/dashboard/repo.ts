import { sql } from 'kysely';
import { INBOX_KINDS, INBOX_TABLE, type InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import type { InboxMessage, LatestMessages, UnreadCounts } from '@vitrin/shared-libs/types/inbox';
import type { DailyActivity, DashboardOverview } from '@vitrin/shared-libs/types/staff';
import type { Db } from '../../db/connection';
import { toCount } from '../../db/connection';
import { countUnread, latestInMail } from '../inbox/admin-repo';

export const CHART_DAYS = 30;
const LATEST = 5;

type Dated = (typeof INBOX_TABLE)[InboxKind]['table'] | 'orders';

/** The UTC days (YYYY-MM-DD) of the last `days` days, oldest first, today last. */
export function lastDays(days: number, now = Date.now()): string[] {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Rows per UTC day since `since` (timestamps are ISO strings, so the day is their first ten characters). */
async function perDay(db: Db, table: Dated, since: string): Promise<Map<string, number>> {
  const day = sql<string>`substr(${sql.ref('created_at')}, 1, 10)`;
  const rows = await db
    .selectFrom(table as 'orders')
    .select([day.as('day'), (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('created_at', '>=', since)
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, toCount(row.count)]));
}

export async function dailyActivity(db: Db, now = Date.now()): Promise<DailyActivity[]> {
  const days = lastDays(CHART_DAYS, now);
  const since = `${days[0]}T00:00:00.000Z`;
  const [orders, ...inboxes] = await Promise.all([
    perDay(db, 'orders', since),
    ...INBOX_KINDS.map((kind) => perDay(db, INBOX_TABLE[kind].table, since)),
  ]);
  return days.map((day) => ({
    day,
    messages: inboxes.reduce((sum, inbox) => sum + (inbox.get(day) ?? 0), 0),
    orders: orders.get(day) ?? 0,
  }));
}

/** `withMessages`: whether the reader may open the inboxes (others get empty latest lists). */
export async function dashboardStats(db: Db, withMessages: boolean): Promise<DashboardOverview> {
  const [perSection, categories, unread, newOrders, daily, latest] = await Promise.all([
    db
      .selectFrom('products')
      .select(['section', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('section')
      .execute(),
    db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
    Promise.all(INBOX_KINDS.map((kind) => countUnread(db, kind))),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
    dailyActivity(db),
    Promise.all(INBOX_KINDS.map((kind) => (withMessages ? latestInMail(db, kind, LATEST) : ([] as InboxMessage[])))),
  ]);
  const products = { air_springs: 0, spare_parts: 0 };
  for (const row of perSection) {
    if (row.section === 'air_springs' || row.section === 'spare_parts') products[row.section] = toCount(row.count);
  }
  return {
    products,
    categories: toCount(categories.count),
    unread: Object.fromEntries(INBOX_KINDS.map((kind, i) => [INBOX_TABLE[kind].unreadKey, unread[i]])) as UnreadCounts,
    new_orders: toCount(newOrders.count),
    daily,
    latest: Object.fromEntries(INBOX_KINDS.map((kind, i) => [kind, latest[i]])) as LatestMessages,
  };
}
