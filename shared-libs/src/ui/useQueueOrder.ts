/**
 * The order a sortable list shows: the server's, or the person's new order while it is being saved and after
 * it was saved. When saving fails the list returns to the server's order; the caller's `save` shows the dialogs.
 */
import { useState } from 'react';
import { queueEntries, type QueueEntry } from '@vitrin/shared-libs/utils/queue';

export interface QueueOrder<T> {
  items: readonly T[];
  saving: boolean;
  reorder: (next: T[]) => Promise<void>;
}

export function useQueueOrder<T>(
  serverItems: readonly T[],
  getId: (item: T) => number,
  save: (queue: QueueEntry[]) => Promise<boolean>,
): QueueOrder<T> {
  // The local order is tied to the server list it was made from: a fresh server list replaces it.
  const [local, setLocal] = useState<{ base: readonly T[]; items: T[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const items = local && local.base === serverItems ? local.items : serverItems;

  const reorder = async (next: T[]) => {
    setLocal({ base: serverItems, items: next });
    setSaving(true);
    try {
      const saved = await save(queueEntries(next.map(getId)));
      if (!saved) setLocal(null);
    } catch {
      setLocal(null);
    } finally {
      setSaving(false);
    }
  };

  return { items, saving, reorder };
}
