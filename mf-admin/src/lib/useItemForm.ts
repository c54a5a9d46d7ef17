/**
 * The state of a small staff form that saves one thing in one call: its values, the field messages of a 422,
 * and a submit that runs the call through the staff outcome dialogs (shared-libs/src/ui/outcome.ts). After a
 * save the form starts again from `afterSave(values)` (default: `initial`), then `onSaved` runs.
 */
import { useState, type FormEvent } from 'react';
import { runWithDialogs } from '@vitrin/shared-libs/ui/outcome';

export interface ItemFormOptions<V extends Record<string, string>> {
  initial: V;
  /** The save call, resolving on success (an RTK Query trigger's `.unwrap()`). */
  save: (values: V) => Promise<unknown>;
  /** The success dialog's text under its 'Başarılı' title (e.g. 'Güncellendi' for an edit). */
  successText?: string;
  afterSave?: (saved: V) => V;
  onSaved?: () => void;
}

export function useItemForm<V extends Record<string, string>>({
  initial,
  save,
  successText,
  afterSave,
  onSaved,
}: ItemFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof V) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await runWithDialogs(() => save(values), { successText });
    setErrors(outcome.ok ? {} : outcome.errors);
    if (!outcome.ok) return;
    setValues(afterSave ? afterSave(values) : initial);
    onSaved?.();
  };

  return { values, set, errors, submit };
}
