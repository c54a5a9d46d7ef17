import { confirmDelete, showOutcome } from '@vitrin/shared-libs/ui/outcome';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import type { InboxMessage } from '@vitrin/shared-libs/types/inbox';
import { adminText } from '../../../i18n/adminTexts';
import { useUncheckMessageMutation } from '../api/uncheckMessage';
import { useCheckMessageMutation } from '../api/checkMessage';
import { useDeleteMessagesMutation } from '../api/deleteMessages';
import { useRestoreMessagesMutation, useTrashMessagesMutation } from '../api/trashMessages';

/** Trash, restore, permanent delete and open-marks-read, each with its staff dialog (shared-libs/src/ui/outcome.ts). */
export function useInboxActions(kind: InboxKind) {
  const [trashMessages] = useTrashMessagesMutation();
  const [restoreMessages] = useRestoreMessagesMutation();
  const [deleteMessages] = useDeleteMessagesMutation();
  const [checkMessage] = useCheckMessageMutation();
  const [uncheckMessage] = useUncheckMessageMutation();

  /** Moves the selection to the trash; an empty selection does nothing. Resolves true when it moved. */
  async function trash(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const outcome = showOutcome(await trashMessages({ kind, ids }), {
      successTitle: adminText('dialogs.trashed'),
      failureTitle: adminText('dialogs.trashFailedTitle'),
      failureText: adminText('dialogs.trashFailedText'),
    });
    await outcome.closed;
    return outcome.ok;
  }

  /** Moves the selection from the trash back to mail; an empty selection does nothing. Resolves true when it moved. */
  async function restore(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const outcome = showOutcome(await restoreMessages({ kind, ids }), { successTitle: adminText('dialogs.restored') });
    await outcome.closed;
    return outcome.ok;
  }

  /** Deletes the selection for good after confirmation; an empty selection does nothing. */
  async function remove(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const confirmed = await confirmDelete({
      title: adminText('dialogs.confirmTitle'),
      text: adminText('dialogs.confirmText'),
      confirmText: adminText('dialogs.confirmYes'),
      cancelText: adminText('dialogs.cancel'),
    });
    if (!confirmed) return false;
    const outcome = showOutcome(await deleteMessages({ kind, ids }), {
      successTitle: adminText('dialogs.deleted'),
      failureTitle: adminText('dialogs.deleteFailed'),
      failureText: '',
    });
    await outcome.closed;
    return outcome.ok;
  }

  /** Opening an unread message marks it read (the counter then drops by one). */
  async function open(message: InboxMessage): Promise<void> {
    if (message.check === 1) return;
    const result = await checkMessage({ kind, id: message.id });
    if ('error' in result) await showOutcome(result).closed;
  }

  /** Marks an opened message unread again (the unread badges count it once more). */
  async function markUnread(message: InboxMessage): Promise<void> {
    const result = await uncheckMessage({ kind, id: message.id });
    if ('error' in result) await showOutcome(result).closed;
  }

  return { trash, restore, remove, open, markUnread };
}
