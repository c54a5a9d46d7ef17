import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import type { InboxKind, InboxMessage } from '@vitrin/shared-libs/types/inbox';
import { t } from '../../../i18n/adminTexts';
import { DIALOG_CLOSE_MS, isNetworkFailure, showSystemError } from '../../../lib/resultDialog';
import { useCheckMessageMutation } from '../api/checkMessage';
import { useDeleteMessagesMutation } from '../api/deleteMessages';
import { useTrashMessagesMutation } from '../api/trashMessages';

/** Trash, permanent delete and open-marks-read, with SPEC.md §8's dialog for each outcome. */
export function useInboxActions(kind: InboxKind) {
  const [trashMessages] = useTrashMessagesMutation();
  const [deleteMessages] = useDeleteMessagesMutation();
  const [checkMessage] = useCheckMessageMutation();

  /** Moves the selection to the trash; an empty selection does nothing. Resolves true when it moved. */
  async function trash(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const result = await trashMessages({ kind, ids });
    if ('error' in result) {
      if (isNetworkFailure(result.error)) await showSystemError();
      else await showDialog({ icon: 'error', title: t('dialogs.trashFailedTitle'), text: t('dialogs.trashFailedText') });
      return false;
    }
    await showDialog({ icon: 'success', title: t('dialogs.trashed'), timer: DIALOG_CLOSE_MS });
    return true;
  }

  /** Deletes the selection for good after confirmation; an empty selection does nothing. */
  async function remove(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const confirmed = await confirmDialog({
      title: t('dialogs.confirmTitle'),
      text: t('dialogs.confirmText'),
      confirmText: t('dialogs.confirmYes'),
      cancelText: t('dialogs.cancel'),
    });
    if (!confirmed) return false;
    const result = await deleteMessages({ kind, ids });
    if ('error' in result) {
      if (isNetworkFailure(result.error)) await showSystemError();
      else await showDialog({ icon: 'error', title: t('dialogs.deleteFailed') });
      return false;
    }
    await showDialog({ icon: 'success', title: t('dialogs.deleted'), timer: DIALOG_CLOSE_MS });
    return true;
  }

  /** Opening an unread message marks it read (the counter then drops by one). */
  async function open(message: InboxMessage): Promise<void> {
    if (message.check === 1) return;
    const result = await checkMessage({ kind, id: message.id });
    if ('error' in result) await showSystemError();
  }

  return { trash, remove, open };
}
