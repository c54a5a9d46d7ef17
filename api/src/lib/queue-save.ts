import type { Db } from '../db/connection';
import type { QueueEntry } from './body-fields';

/** Tables ordered by a `queue` weight on an integer `id`. */
export type QueuedTable = 'social_media' | 'contact_information';

/**
 * Saves every weight in one transaction. When an id is unknown nothing changes and the answer is false
 * (the client then says the order was not changed).
 */
export async function saveQueue(db: Db, table: QueuedTable, entries: readonly QueueEntry[]): Promise<boolean> {
  const ids = entries.map((entry) => entry.id);
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) return false;
  await db.transaction().execute(async (trx) => {
    for (const { id, queue } of entries) {
      await trx.updateTable(table).set({ queue }).where('id', '=', id).execute();
    }
  });
  return true;
}
