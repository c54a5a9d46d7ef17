/**
 * Body fields the spec's client sends in more than one shape: JSON-encoded strings (form_data, page_lang,
 * queue) in a multipart form or a JSON body, or the same value already decoded.
 */
import { ValidationFailed } from './http';

/** A JSON field: an object or array as it is, or a string holding JSON. Broken JSON is a 422 on that field. */
export function jsonField(value: unknown, field: string, message?: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ValidationFailed({ [field]: 'Geçerli JSON değil' }, message);
  }
}

export interface QueueEntry {
  id: number;
  queue: number;
}

const positiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * `queue` as `[{ id, queue }, …]` (the weights the client computed) or as `[id, …]` in the new order
 * (weights from the list length down to 1, docs/content-api.md); either may arrive JSON-encoded.
 */
export function queueField(value: unknown, message = 'Sıra Düzeni Değiştirilmedi!'): QueueEntry[] {
  const list = jsonField(value, 'queue', message);
  const refuse = () => new ValidationFailed({ queue: 'Sıra listesi geçersiz' }, message);
  if (!Array.isArray(list) || list.length === 0 || list.length > 1000) throw refuse();
  const entries = list.map((item: unknown, index) => {
    if (positiveInt(item)) return { id: item, queue: list.length - index };
    if (item && typeof item === 'object') {
      const { id, queue } = item as Record<string, unknown>;
      const idNumber = typeof id === 'string' ? Number(id) : id;
      const queueNumber = typeof queue === 'string' ? Number(queue) : queue;
      if (positiveInt(idNumber) && typeof queueNumber === 'number' && Number.isInteger(queueNumber) && queueNumber >= 0) {
        return { id: idNumber, queue: queueNumber };
      }
    }
    throw refuse();
  });
  if (new Set(entries.map((e) => e.id)).size !== entries.length) throw refuse();
  return entries;
}

/** An `id` from the body or the query string (DELETE with `_method` sends it in the body). */
export function idField(...sources: unknown[]): number {
  for (const source of sources) {
    const raw = (source as Record<string, unknown> | undefined)?.id;
    const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (positiveInt(id)) return id;
  }
  throw new ValidationFailed({ id: '* Bu Alan Zorunlu' }, 'İşlem Başarısız!');
}
