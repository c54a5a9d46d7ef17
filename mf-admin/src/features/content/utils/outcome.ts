/** SPEC.md §8 dialogs for the outcome of a save. */
import type { QueryError } from '@vitrin/shared-libs/api/baseQuery';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { ct } from '../../../i18n/contentTexts';

const SUCCESS_TOAST_MS = 2000;
const ERROR_TOAST_MS = 3000;

export function showSaved(title: string = ct('dialogs.updated')): Promise<void> {
  return showDialog({ icon: 'success', title, timer: SUCCESS_TOAST_MS });
}

/** 'Başarısız' with the server's message (and the first field message), or the system-failure text. */
export function showFailure(error: unknown): Promise<void> {
  const failure = error as Partial<QueryError> | undefined;
  if (!failure || failure.status === 'NETWORK' || failure.status === undefined || Number(failure.status) >= 500) {
    return showDialog({ icon: 'error', title: ct('dialogs.systemError'), timer: ERROR_TOAST_MS });
  }
  const fields = Object.values(failure.data?.errors ?? {});
  const text = [failure.data?.message, ...fields].filter(Boolean).join(' — ');
  return showDialog({ icon: 'error', title: ct('dialogs.failed'), text, timer: ERROR_TOAST_MS });
}
