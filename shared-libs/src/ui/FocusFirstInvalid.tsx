/**
 * After a refused send the visitor or staff member is taken to what went wrong (docs/validation.md, "Showing
 * where"): the form's first invalid field, in reading order, is scrolled to the middle of the screen and focused,
 * so a screen reader reads its label and message, and a phone shows the field rather than the button.
 */
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

const INVALID = '[aria-invalid="true"], .is-invalid';

/** The field's name as its label shows it (without the required mark), else its accessible name. */
export function fieldLabelOf(field: HTMLElement): string {
  const labelled = (field as HTMLInputElement).labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '';
  return labelled.replace(/\s*\*\s*$/, '').trim();
}

/** Focuses the form's first invalid field and brings it into view; returns it (null when none is invalid). */
export function focusFirstInvalid(form: Element | null | undefined): HTMLElement | null {
  const marked = form?.querySelector<HTMLElement>(INVALID) ?? null;
  // A wrapper marked invalid (a group of checkboxes, an editor) hands the focus to its first control.
  const field = marked?.matches('input, select, textarea, button, [tabindex], [contenteditable="true"]')
    ? marked
    : (marked?.querySelector<HTMLElement>('input, select, textarea, button, [tabindex], [contenteditable="true"]') ?? marked);
  if (!field) return null;
  // Optional: not every DOM (jsdom) scrolls.
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
  return field;
}

/** After the next paint: once React has drawn the messages of a refused send. */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') resolve();
    else window.requestAnimationFrame(() => window.setTimeout(resolve, 0));
  });

/**
 * Inside a formik form (`<Formik>` or a `FormikProvider`): once a send has ended, refused by the rules, by a
 * check of the form's own (a file) or by the server's field messages, the first field marked invalid takes the
 * focus. A send that went through leaves nothing marked, and the focus where it is.
 */
export function FocusFirstInvalid() {
  const { submitCount, isSubmitting } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    focusFirstInvalid(marker.current?.closest('form'));
  }, [submitCount, isSubmitting]);
  return <span ref={marker} hidden />;
}
