/** SPEC.md §8's dialogs for a mutation's outcome: success, failure with the server's message, or system failure. */
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { t } from '../i18n/adminTexts';

export const DIALOG_CLOSE_MS = 2500;

type MutationResult = { data: unknown } | { error: unknown };

export const isNetworkFailure = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 'NETWORK';

export const showSystemError = () => showDialog({ icon: 'error', title: t('dialogs.systemError') });

/** Shows the outcome and resolves true on success; field errors (422) are left for the form to show too. */
export async function showResult(result: MutationResult, successTitle: string): Promise<boolean> {
  if ('error' in result) {
    if (isNetworkFailure(result.error)) await showSystemError();
    else {
      const message = (result.error as { data?: { message?: string } }).data?.message;
      await showDialog({ icon: 'error', title: t('dialogs.failed'), text: message });
    }
    return false;
  }
  await showDialog({ icon: 'success', title: successTitle, timer: DIALOG_CLOSE_MS });
  return true;
}

/** The 422 field messages of a failed mutation, keyed by field. */
export function fieldErrorsOf(result: MutationResult): Record<string, string> {
  if (!('error' in result)) return {};
  return (result.error as { data?: { errors?: Record<string, string> } }).data?.errors ?? {};
}
