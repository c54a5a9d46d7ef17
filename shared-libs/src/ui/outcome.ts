/**
 * The staff dialogs for the outcome of a call — success, failure with the server's message, or a system
 * failure — and the delete confirmation (docs/architecture.md, "Rules the screens keep"). One helper for every
 * staff screen: the texts default to the shared staff namespace's and each call may pass its own titles and texts.
 */
import type { QueryError } from '@vitrin/shared-libs/api/baseQuery';
import { staffTexts } from '@vitrin/shared-libs/i18n/staffTexts';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { afterPaint, focusFirstInvalid, namedFieldMessages } from '@vitrin/shared-libs/ui/FocusFirstInvalid';

const t = staffTexts('staffDialogs', {
  success: 'Başarılı',
  failure: 'Başarısız',
  systemError: 'Hata! İşlem Başarısız! Sistem Hatası!',
  confirmTitle: 'Emin Misin?!',
  confirmDelete: 'Kalıcı Olarak Silinecek!',
  confirmYes: 'Evet, Sil!',
  confirmCancel: 'İptal',
});

/** How long each dialog stays before it closes itself: a success toast 2 s, an error 3 s (2.5 s without an answer). */
export const OUTCOME_CLOSE_MS = { success: 2000, failure: 3000, system: 2500 } as const;

export interface OutcomeTexts {
  /** The success dialog's title (default: Başarılı). */
  successTitle?: string;
  /** A text under the success title. */
  successText?: string;
  /** The failure dialog's title when the server answered (default: Başarısız). */
  failureTitle?: string;
  /** The failure dialog's text (default: the server's message). */
  failureText?: string;
  /** The title when no usable answer came (default: Hata! İşlem Başarısız! Sistem Hatası!). */
  systemTitle?: string;
  /** A text under that title. */
  systemText?: string;
  /** Add the 422 field messages to the failure text (for screens that do not show them under fields). */
  listFieldMessages?: boolean;
  /**
   * The form whose fields a 422 refuses (docs/validation.md, "Showing where"): the failure dialog names each of
   * them by its label with its message, and once it has closed the first invalid one is scrolled to and focused.
   * Every staff form passes it, so a server's refusal points at its fields as the rules' own do.
   */
  form?: () => Element | null | undefined;
}

/** A finished call as RTK Query's mutation trigger resolves it: `{ data }` or `{ error }`. */
export type CallResult = { data?: unknown; error?: unknown };

export type Outcome = {
  ok: boolean;
  /** The 422 field messages of a failed call, keyed by field (empty otherwise). */
  errors: Record<string, string>;
  /** The server's message of a failed call it answered. */
  message?: string;
  /** Resolves when the dialog has closed (wait for it before leaving the screen). */
  closed: Promise<void>;
};

/** Any thrown or returned error as the API client's QueryError; anything unknown counts as a network failure. */
export function asQueryError(error: unknown): QueryError {
  const candidate = error as Partial<QueryError> | undefined;
  if (candidate && (typeof candidate.status === 'number' || candidate.status === 'NETWORK')) {
    return { ...candidate, data: candidate.data ?? {} } as QueryError;
  }
  return { status: 'NETWORK', data: {} };
}

/** No answer, or the server failed (5xx): the system-failure dialog, not the server's message. */
export const isSystemFailure = (error: QueryError) => error.status === 'NETWORK' || error.status >= 500;

/** The 422 field messages of a failed call, keyed by field. */
export function fieldErrorsOf(result: CallResult): Record<string, string> {
  return 'error' in result && result.error ? (asQueryError(result.error).data.errors ?? {}) : {};
}

/** Shows the dialog for a finished call and says how it went. */
export function showOutcome(result: CallResult, texts: OutcomeTexts = {}): Outcome {
  if (!('error' in result) || !result.error) {
    const closed = showDialog({
      icon: 'success',
      title: texts.successTitle ?? t('success'),
      text: texts.successText,
      timer: OUTCOME_CLOSE_MS.success,
    });
    return { ok: true, errors: {}, closed };
  }
  const error = asQueryError(result.error);
  if (isSystemFailure(error)) {
    const closed = showDialog({
      icon: 'error',
      title: texts.systemTitle ?? t('systemError'),
      ...(texts.systemText ? { text: texts.systemText } : {}),
      timer: OUTCOME_CLOSE_MS.system,
    });
    return { ok: false, errors: {}, closed };
  }
  const errors = error.data.errors ?? {};
  const fieldMessages = texts.listFieldMessages ? Object.values(errors) : [];
  const fallback = texts.failureText ?? ([error.data.message, ...fieldMessages].filter(Boolean).join(' — ') || undefined);
  const failure = (text: string | undefined, returnFocus?: boolean) =>
    showDialog({ icon: 'error', title: texts.failureTitle ?? t('failure'), text, timer: OUTCOME_CLOSE_MS.failure, returnFocus });
  const { form } = texts;
  const closed =
    form && Object.keys(errors).length > 0
      ? (async () => {
          // Closing, the dialog leaves the focus to the first invalid field, not to the button (a form that puts
          // the messages on only then focuses it itself, useRefusedSendFocus).
          await failure(namedFieldMessages(form(), errors).join('\n'), false);
          await afterPaint();
          focusFirstInvalid(form());
        })()
      : failure(fallback);
  return { ok: false, errors, message: error.data.message, closed };
}

/** Shows the outcome of a finished call and, once its dialog has closed, says whether it succeeded. */
export async function reportOutcome(result: CallResult, texts: OutcomeTexts = {}): Promise<boolean> {
  const outcome = showOutcome(result, texts);
  await outcome.closed;
  return outcome.ok;
}

/** The success dialog alone (e.g. after a save that went through), resolving when it has closed. */
export function showSuccess(title?: string): Promise<void> {
  return showOutcome({ data: null }, { successTitle: title }).closed;
}

/** The failure dialog for a thrown or returned error, resolving when it has closed. */
export function showFailure(error: unknown, texts: OutcomeTexts = {}): Promise<void> {
  return showOutcome({ error: error ?? { status: 'NETWORK', data: {} } }, texts).closed;
}

/** Runs a call (e.g. `() => mutate(x).unwrap()`) and shows its outcome. */
export async function runWithDialogs(action: () => Promise<unknown>, texts: OutcomeTexts = {}): Promise<Outcome> {
  try {
    return showOutcome({ data: await action() }, texts);
  } catch (error) {
    return showOutcome({ error }, texts);
  }
}

export interface ConfirmDeleteTexts {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
}

/** 'Emin Misin?!' / 'Kalıcı Olarak Silinecek!' with 'Evet, Sil!' and cancel; true only when confirmed. */
export function confirmDelete(texts: Partial<ConfirmDeleteTexts> = {}): Promise<boolean> {
  return confirmDialog({
    title: texts.title ?? t('confirmTitle'),
    text: texts.text ?? t('confirmDelete'),
    confirmText: texts.confirmText ?? t('confirmYes'),
    cancelText: texts.cancelText ?? t('confirmCancel'),
  });
}
