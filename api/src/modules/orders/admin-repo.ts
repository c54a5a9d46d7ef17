/** Orders as staff see them: a paged list with search and status filter, one order with its lines, changes. */
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { OrderDetail, OrderStatus, OrderSummary } from '@vitrin/shared-libs/types/orders';
import type { Db } from '../../db/connection';
import { toCount } from '../../db/connection';
import type { OrderRow } from '../../db/tables/orders';
import { sql } from 'kysely';
import { likeColumns } from '../../lib/like';
import { orderByList, paginate, whereDateRange } from '../../lib/paging';
import { nowIso } from '../../lib/time';

const SEARCHED = [
  'orders.company_name',
  'orders.name',
  'orders.email',
  'orders.phone',
  'orders.city',
  'orders.country',
  'orders.reference',
];

function toSummary(row: OrderRow, lineCount: number): OrderSummary {
  return {
    id: row.id,
    reference: row.reference,
    company_name: row.company_name,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    city: row.city,
    status: row.status as OrderStatus,
    check: row.check === 1 ? 1 : 0,
    created_at: row.created_at,
    line_count: lineCount,
  };
}

async function lineCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_lines')
    .select(['order_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('order_id', 'in', ids)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, toCount(row.count)]));
}

export interface OrderListQuery {
  page: number;
  perPage: number;
  search: string;
  status: OrderStatus | null;
  sort?: string;
  from?: string;
  to?: string;
}

const ORDER_SORT_COLUMNS = {
  created_at: 'orders.created_at',
  company_name: 'orders.company_name',
  name: 'orders.name',
  status: 'orders.status',
} as const;

export async function listOrders(db: Db, query: OrderListQuery): Promise<Paged<OrderSummary>> {
  let select = db.selectFrom('orders').selectAll('orders');
  if (query.status) select = select.where('orders.status', '=', query.status);
  const search = query.search.trim();
  if (search) {
    // A reference is found however it is typed (q2026kg223, Q 2026 KG223): its letters and digits, case folded.
    const folded = search.toLowerCase().replace(/[^a-z0-9]/g, '');
    // An order is also found by a product code or name on one of its lines.
    select = select.where((eb) =>
      eb.or([
        ...likeColumns(SEARCHED, search),
        ...(folded.length >= 3
          ? [eb(sql<string>`lower(replace(replace(orders.reference, '-', ''), ' ', ''))`, 'like', `%${folded}%`)]
          : []),
        eb.exists(
          eb
            .selectFrom('order_lines')
            .select('order_lines.id')
            .whereRef('order_lines.order_id', '=', 'orders.id')
            .where((inner) => inner.or(likeColumns(['order_lines.code', 'order_lines.name'], search))),
        ),
      ]),
    );
  }
  select = whereDateRange(select, 'orders.created_at', query);
  const page = await paginate(
    orderByList(select, 'orders', query.sort, ORDER_SORT_COLUMNS, 'orders.id'),
    query.page,
    query.perPage,
  );
  const counts = await lineCounts(
    db,
    page.data.map((row) => row.id),
  );
  return { ...page, data: page.data.map((row) => toSummary(row, counts.get(row.id) ?? 0)) };
}

export async function findOrder(db: Db, id: number): Promise<OrderDetail | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'product_id', 'product_token', 'code', 'name', 'quantity'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  const staffNames = await turkishNames(
    db,
    lines.map((line) => line.product_id),
  );
  return {
    ...toSummary(row, lines.length),
    address: row.address,
    note: row.note,
    internal_note: row.internal_note,
    updated_at: row.updated_at,
    // A line is what the customer asked for (its code and name then); staff also see the product's Turkish name now.
    lines: lines.map((line) => ({ ...line, current_name: (line.product_id && staffNames.get(line.product_id)) || null })),
  };
}

/** The staff's language: the admin speaks Turkish (docs/decisions.md, "Texts"). */
const STAFF_LANGUAGE = 'tr';

/** The Turkish name of each product that still exists and has one. */
async function turkishNames(db: Db, productIds: (number | null)[]): Promise<Map<number, string>> {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_translations')
    .select(['product_id', 'name'])
    .where('product_id', 'in', ids)
    .where('lang', '=', STAFF_LANGUAGE)
    .execute();
  return new Map(rows.filter((r) => r.name && r.name.trim() !== '').map((r) => [r.product_id, r.name as string]));
}

export async function markOrderRead(db: Db, id: number): Promise<void> {
  await db.updateTable('orders').set({ check: 1 }).where('id', '=', id).where('check', '=', 0).execute();
}

export async function updateOrder(
  db: Db,
  id: number,
  changes: { status?: OrderStatus; internal_note?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
