import { array, number, object } from 'yup';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';
import { type Db, inTransaction } from '../db/connection';
import { untyped } from './untyped';
import { ValidationFailed } from './http';
import { listField } from './body-fields';
import { MAX_LIST_ITEMS } from './validation';
import { NUMERIC, ORDER_NOT_CHANGED, REQUIRED } from '@vitrin/shared-libs/validation/messages';

/*
 * The `queue` weight every ordered list carries (a list is shown heaviest first): the weight of a new row,
 * the reorder list a client sends, and the weights saved from it.
 */

/** One more than the highest queue of `table` (within `scope`), so a new row comes first. */
export async function nextQueue(db: Db, table: string, scope: Record<string, string | number> = {}): Promise<number> {
  let query = untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('queue').as('top'));
  for (const [column, value] of Object.entries(scope)) query = query.where(column, '=', value);
  const row = (await query.executeTakeFirst()) as { top: number | string | null } | undefined;
  return Number(row?.top ?? 0) + 1;
}

/**
 * The `queue` field: the new weights, `[{ id, queue }, …]`, or the ids in their new order (weighted from the
 * list length down to 1, docs/api.md); as an array, its JSON text or a comma-separated text. An id may stand
 * once.
 */
export const queueList = () =>
  array()
    .transform((_value: unknown, original: unknown) => {
      const list = listField(original);
      if (!Array.isArray(list)) return typeof original === 'string' ? [null] : list;
      return list.map((entry: unknown, index) =>
        typeof entry === 'number' || typeof entry === 'string' ? { id: Number(entry), queue: list.length - index } : entry,
      );
    })
    .of(
      object({
        id: number().typeError(NUMERIC).integer().positive().required(REQUIRED),
        queue: number().typeError(NUMERIC).integer().min(0).required(REQUIRED),
      })
        .typeError('Geçersiz sıra')
        .required(),
    )
    .min(1, REQUIRED)
    .max(MAX_LIST_ITEMS, `En fazla ${MAX_LIST_ITEMS} kayıt gönderilebilir`)
    .test('unique', 'Sıra listesi geçersiz', (list) => !list || new Set(list.map((entry) => entry?.id)).size === list.length)
    .required(REQUIRED);

/** A body holding nothing but a reorder list. */
export const queueSchema = object({ queue: queueList() });

/** Writes queue weights to rows of `table` (restricted by `scope`); 422 when an id is not among them. */
export async function saveQueue(
  db: Db,
  table: string,
  entries: readonly QueueEntry[],
  scope: Record<string, string | number> = {},
): Promise<void> {
  const anyDb = untyped(db);
  const ids = [...new Set(entries.map((e) => e.id))];
  let known = anyDb.selectFrom(table).select('id').where('id', 'in', ids);
  for (const [column, value] of Object.entries(scope)) known = known.where(column, '=', value);
  const found = new Set(((await known.execute()) as { id: number }[]).map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new ValidationFailed({ queue: `Kayıt bulunamadı: ${missing.join(', ')}` }, ORDER_NOT_CHANGED);
  await inTransaction(anyDb, async (trx) => {
    for (const entry of entries) await trx.updateTable(table).set({ queue: entry.queue }).where('id', '=', entry.id).execute();
  });
}
