/**
 * Forms' rule for the whole page (docs/design.md, "Forms"): pressing a submit button does not take the focus from
 * the field being edited. Otherwise that field's blur shows its error line, the form grows, and the button moves
 * out from under the pointer between press and release, so the first click is lost. The focus moves to the
 * button when the click happens, before the form is submitted, as it would have on the press: the field's own
 * checks on leaving run first, so they never overwrite what the server answers to the submit.
 */
const SUBMIT = 'button[type="submit"], input[type="submit"]';

function submitButtonOf(event: MouseEvent): HTMLButtonElement | HTMLInputElement | null {
  if (event.button !== 0 || !(event.target instanceof Element)) return null;
  const button = event.target.closest<HTMLButtonElement | HTMLInputElement>(SUBMIT);
  return button && !button.disabled && button.form ? button : null;
}

export function wireFormRules(target: Document = document): () => void {
  const keepFocus = (event: MouseEvent) => {
    if (submitButtonOf(event)) event.preventDefault();
  };
  const focusOnClick = (event: MouseEvent) => {
    const button = submitButtonOf(event);
    if (button && target.activeElement !== button) button.focus({ preventScroll: true });
  };
  target.addEventListener('mousedown', keepFocus, true);
  target.addEventListener('click', focusOnClick, true);
  return () => {
    target.removeEventListener('mousedown', keepFocus, true);
    target.removeEventListener('click', focusOnClick, true);
  };
}
