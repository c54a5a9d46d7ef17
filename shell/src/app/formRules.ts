/**
 * Forms' rule for the whole page (docs/design.md, "Forms"): pressing a submit button does not take the focus from
 * the field being edited. Otherwise that field's blur shows its error line, the form grows, and the button moves
 * out from under the pointer between press and release, so the first click is lost. The form still checks every
 * field when it is submitted; the keyboard reaches the button as before.
 */
const SUBMIT = 'button[type="submit"], input[type="submit"]';

export function wireFormRules(target: Document = document): () => void {
  const keepFocus = (event: MouseEvent) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLButtonElement | HTMLInputElement>(SUBMIT);
    if (button && !button.disabled && button.form) event.preventDefault();
  };
  target.addEventListener('mousedown', keepFocus, true);
  return () => target.removeEventListener('mousedown', keepFocus, true);
}
