/** SPEC.md §8's admin dialogs for the catalogue screens, and the Turkish texts of the sortable lists. */
import type { SortableListTexts } from '@vitrin/shared-libs/ui/SortableList';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import type { QueryError } from '@vitrin/shared-libs/api/baseQuery';
import { t } from '../i18n/catalogueAdminTexts';

/** 'Emin Misin?!' / 'Kalıcı Olarak Silinecek!' / 'Evet, Sil!' — true only when confirmed. */
export function confirmDelete(): Promise<boolean> {
  return confirmDialog({
    title: t('dialogs.confirmTitle'),
    text: t('dialogs.confirmText'),
    confirmText: t('dialogs.confirmButton'),
    cancelText: t('dialogs.cancelButton'),
  });
}

export type MutationResult = { data?: unknown; error?: unknown };

export const queryError = (result: MutationResult): QueryError | undefined =>
  'error' in result && result.error ? (result.error as QueryError) : undefined;

/** Shows the outcome: success (2 s), 'Başarısız' with the server's message (3 s), or the system error (2.5 s). */
export async function showOutcome(result: MutationResult, success: string, failure?: string): Promise<boolean> {
  const error = queryError(result);
  if (!error) {
    await showDialog({ icon: 'success', title: success, timer: 2000 });
    return true;
  }
  if (error.status === 'NETWORK' || (typeof error.status === 'number' && error.status >= 500)) {
    await showDialog({ icon: 'error', title: t('dialogs.systemError'), timer: 2500 });
  } else {
    await showDialog({ icon: 'error', title: failure ?? t('dialogs.failed'), text: error.data?.message, timer: 3000 });
  }
  return false;
}

/** The field messages of a 422, keyed as the form names its fields. */
export const fieldErrorsOf = (result: MutationResult): Record<string, string> => queryError(result)?.data?.errors ?? {};

export const sortableTexts: SortableListTexts = {
  moveUp: (label) => t('sortable.moveUp', { label }),
  moveDown: (label) => t('sortable.moveDown', { label }),
  handle: (label) => t('sortable.handle', { label }),
  instructions: t('sortable.instructions'),
  roleDescription: t('sortable.roleDescription'),
  picked: (label, position, total) => t('sortable.picked', { label, position, total }),
  movedTo: (label, position, total) => t('sortable.movedTo', { label, position, total }),
  dropped: (label, position, total) => t('sortable.dropped', { label, position, total }),
  cancelled: (label) => t('sortable.cancelled', { label }),
};

/** Saves a queue and says how it went; false makes useQueueOrder put the server's order back. */
export async function saveQueueWithDialogs(
  save: () => Promise<MutationResult>,
  failure = t('dialogs.queueFailed'),
): Promise<boolean> {
  const result = await save();
  if (queryError(result)) {
    // The list goes back to the server's order at once; the dialog tells why.
    void showDialog({ icon: 'error', title: failure, text: queryError(result)?.data?.message, timer: 3000 });
    return false;
  }
  void showDialog({ icon: 'success', title: t('dialogs.queueSaved'), timer: 2000, toast: true });
  return true;
}
