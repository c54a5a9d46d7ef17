/**
 * SweetAlert2 dialogs. The library is fetched on first use, so pages that never show a dialog
 * never download it.
 */
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';

async function swal() {
  const [{ default: Swal }] = await Promise.all([import('sweetalert2'), import('sweetalert2/dist/sweetalert2.min.css')]);
  return Swal;
}

export interface DialogOptions {
  icon: SweetAlertIcon;
  title: string;
  text?: string;
  /** Auto-close after this many milliseconds. */
  timer?: number;
  confirmText?: string;
  /** A small corner notice that does not take the focus (e.g. after each move of a sortable list). */
  toast?: boolean;
  /** False: closing leaves the focus to the caller (a refused form's first invalid field), not to the button. */
  returnFocus?: boolean;
}

export async function showDialog({ icon, title, text, timer, confirmText, toast, returnFocus }: DialogOptions): Promise<void> {
  const Swal = await swal();
  const options: SweetAlertOptions = { icon, title, text, timer, timerProgressBar: timer !== undefined };
  // A text of several lines (the fields a refused send names) keeps its lines, as text (never as HTML).
  if (text?.includes('\n')) {
    const lines = document.createElement('div');
    for (const line of text.split('\n')) lines.appendChild(document.createElement('div')).textContent = line;
    delete options.text;
    options.html = lines;
  }
  if (toast) Object.assign(options, { toast: true, position: 'top-end' });
  if (returnFocus === false) options.returnFocus = false;
  if (timer !== undefined) options.showConfirmButton = false;
  if (confirmText) options.confirmButtonText = confirmText;
  await Swal.fire(options);
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
}

/** Resolves true only when the person confirms. */
export async function confirmDialog({ title, text, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  const Swal = await swal();
  const result = await Swal.fire({
    icon: 'warning',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    focusCancel: true,
  });
  return result.isConfirmed;
}
