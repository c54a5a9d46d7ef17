/**
 * After a refused send the visitor or staff member is taken to what went wrong (docs/validation.md, "Showing
 * where"): the form's first invalid field, in reading order, is scrolled to the middle of the screen and focused,
 * so a screen reader reads its label and message, and a phone shows the field rather than the button.
 */
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

const INVALID = '[aria-invalid="true"], .is-invalid';
const CONTROL = 'input, select, textarea, button, [tabindex], [contenteditable="true"]';

/** The field's name as its label shows it (without the required mark), else its accessible name. */
export function fieldLabelOf(field: HTMLElement): string {
  const labelled = (field as HTMLInputElement).labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '';
  return labelled.replace(/\s*\*\s*$/, '').trim();
}

/** The control a field marked invalid stands for: itself, or a wrapper's (a group, an editor) first control. */
function controlOf(marked: HTMLElement): HTMLElement {
  return marked.matches(CONTROL) ? marked : (marked.querySelector<HTMLElement>(CONTROL) ?? marked);
}

/** The control of the form a field message is for: named so (`name`), else with that id or id ending. */
function controlNamed(form: Element, name: string): HTMLElement | null {
  const controls = Array.from(form.querySelectorAll<HTMLElement>('[name], [id]'));
  return (
    controls.find((control) => control.getAttribute('name') === name) ??
    controls.find((control) => control.id === name || control.id.endsWith(`-${name}`)) ??
    null
  );
}

/**
 * A refused send's field messages as the form shows them, in reading order: each one after its field's label
 * ("Başlık (TR): * Bu Alan Zorunlu"), so staff know which field to look for; a message for no field on screen
 * comes last, alone.
 */
export function namedFieldMessages(form: Element | null | undefined, messages: Record<string, string>): string[] {
  const named = Object.entries(messages).map(([name, message]) => {
    const control = form ? controlNamed(form, name) : null;
    const label = control ? fieldLabelOf(control) : '';
    return { control, line: label ? `${label}: ${message}` : message };
  });
  named.sort((a, b) => {
    if (!a.control || !b.control) return Number(!a.control) - Number(!b.control);
    return a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return [...new Set(named.map((entry) => entry.line))];
}

/** Focuses the form's first invalid field and brings it into view; returns it (null when none is invalid). */
export function focusFirstInvalid(form: Element | null | undefined): HTMLElement | null {
  const marked = form?.querySelector<HTMLElement>(INVALID) ?? null;
  if (!marked) return null;
  // A wrapper marked invalid (a group of checkboxes, an editor) hands the focus to its first control.
  const field = controlOf(marked);
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
 * Once a send has ended (formik's submitCount moved on and it no longer submits), refused by the rules, by a
 * check of the form's own (a file) or by the server's field messages, the first field marked invalid in the form
 * `ref` takes the focus. A send that went through leaves nothing marked, and the focus where it is.
 */
function useFocusAfterSend(
  { submitCount, isSubmitting }: { submitCount: number; isSubmitting: boolean },
  formOf: () => Element | null | undefined,
) {
  const handled = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    focusFirstInvalid(formOf());
  });
}

/**
 * A plain formik form's element (`<form ref={form}>`), whose first invalid field takes the focus after a refused
 * send; pass `form: () => form.current` to the outcome dialogs too, so a server's refusal names its fields.
 */
export function useRefusedSendFocus(formik: { submitCount: number; isSubmitting: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusAfterSend(formik, () => form.current);
  return form;
}

/** The same inside a formik form (`<Formik>` or a `FormikProvider`), placed anywhere in it. */
export function FocusFirstInvalid() {
  const marker = useRef<HTMLSpanElement>(null);
  useFocusAfterSend(useFormikContext(), () => marker.current?.closest('form'));
  return <span ref={marker} hidden />;
}
