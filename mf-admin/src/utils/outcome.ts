/**
 * SPEC.md §8's admin dialogs for the outcome of a call: success, failure with the server's message, or a
 * system failure. Field messages of a 422 go back to the form.
 */
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import type { QueryError } from '@vitrin/shared-libs/api/baseQuery';
import { ts } from '../i18n/settingsTexts';

export type Outcome = { ok: true } | { ok: false; errors: Record<string, string> };

export function asQueryError(error: unknown): QueryError {
  const candidate = error as Partial<QueryError> | undefined;
  if (candidate && (typeof candidate.status === 'number' || candidate.status === 'NETWORK')) return candidate as QueryError;
  return { status: 'NETWORK', data: {} };
}

export const isSystemFailure = (error: QueryError) => error.status === 'NETWORK' || error.status >= 500;

export interface OutcomeTexts {
  /** The success dialog's text (title: Başarılı). */
  success?: string;
  /** The failure dialog's title when the server answered (default: Başarısız). */
  failure?: string;
  /** The text when no usable answer came (default: Hata! İşlem Başarısız! Sistem Hatası!). */
  system?: string;
}

export async function runWithDialogs(action: () => Promise<unknown>, texts: OutcomeTexts = {}): Promise<Outcome> {
  try {
    await action();
    void showDialog({ icon: 'success', title: ts('dialogs.success'), text: texts.success, timer: 2000 });
    return { ok: true };
  } catch (raw) {
    const error = asQueryError(raw);
    if (isSystemFailure(error)) {
      void showDialog({ icon: 'error', title: texts.system ?? ts('dialogs.systemError'), timer: 2500 });
      return { ok: false, errors: {} };
    }
    void showDialog({ icon: 'error', title: texts.failure ?? ts('dialogs.failure'), text: error.data.message, timer: 3000 });
    return { ok: false, errors: error.data.errors ?? {} };
  }
}

/** SPEC.md §5: 'Emin Misin?!' / 'Kalıcı Olarak Silinecek!' with 'Evet, Sil!' and cancel. */
export function confirmDelete(): Promise<boolean> {
  return confirmDialog({
    title: ts('dialogs.confirmTitle'),
    text: ts('dialogs.confirmDelete'),
    confirmText: ts('dialogs.confirmYes'),
    cancelText: ts('dialogs.confirmCancel'),
  });
}
