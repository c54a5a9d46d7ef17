/**
 * Ordering: a list is re-saved with sort weights counting down from its length to 1 by
 * position, so the first item carries the highest `queue` and lists sort by `queue` descending.
 */

/** One item's new weight, as the queue calls send it (`queue: [{ id, queue }, …]`). */
export interface QueueEntry {
  id: number;
  queue: number;
}

/** Weights for a list of `length` items: length, length − 1, …, 1. */
export function queueWeights(length: number): number[] {
  return Array.from({ length }, (_, index) => length - index);
}

/** The queue payload for items in their new order. */
export function queueEntries(ids: readonly number[]): QueueEntry[] {
  return ids.map((id, index) => ({ id, queue: ids.length - index }));
}

/** A copy of `items` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  next.splice(target, 0, ...next.splice(from, 1));
  return next;
}

/** Whether two lists hold the same ids in the same order. */
export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
