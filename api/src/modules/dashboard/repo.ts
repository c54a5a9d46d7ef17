import type { DashboardStats } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { toCount } from '../../db/connection';

type Inbox = 'contact_messages' | 'human_resources_messages' | 'offers';

async function unread(db: Db, table: Inbox): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('check', '=', 0)
    .where('section', '=', 'mail')
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [perSection, categories, contact, humanResources, offer, newOrders] = await Promise.all([
    db
      .selectFrom('products')
      .select(['section', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('section')
      .execute(),
    db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
    unread(db, 'contact_messages'),
    unread(db, 'human_resources_messages'),
    unread(db, 'offers'),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
  ]);
  const products = { air_springs: 0, spare_parts: 0 };
  for (const row of perSection) {
    if (row.section === 'air_springs' || row.section === 'spare_parts') products[row.section] = toCount(row.count);
  }
  return {
    products,
    categories: toCount(categories.count),
    unread: { contact, human_resources: humanResources, offer },
    new_orders: toCount(newOrders.count),
  };
}
