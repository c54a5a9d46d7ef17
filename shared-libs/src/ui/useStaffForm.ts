/**
 * The formik state of a staff form that saves in one call: its values, its yup schema if it has client-side
 * rules, the 422's field messages as formik errors under their fields, and a submit that runs the call through
 * the staff outcome dialogs (shared-libs/src/ui/outcome.ts). The rules are checked when the form is sent, not
 * while typing, so a field message stays until the next send. After a save the form starts again from
 * `afterSave(values)` (default: `initial`; 'keep' leaves it as it is), then `onSaved` runs. A refused send
 * takes the focus to the first invalid field; the server's refusal after its dialog, which names the fields.
 * While the form has changes that are not saved, leaving it asks first (useUnsavedChangesGuard), unless the
 * screen guards a wider notion of its changes itself (`leaveGuard: false`).
 */
import { useRef, type FormEvent } from 'react';
import { useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { afterPaint, fieldLabelOf, focusFirstInvalid } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { runWithDialogs, type Outcome, type OutcomeTexts } from '@vitrin/shared-libs/ui/outcome';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';

export interface StaffFormOptions<V extends FormikValues, R> {
  initial: V;
  /** The save call, resolving on success (an RTK Query trigger's `.unwrap()`). */
  save: (values: V) => Promise<R>;
  /** The form's rules (from shared-libs/src/validation), checked on send. */
  validationSchema?: AnyObjectSchema;
  /** The success dialog's text under its 'Başarılı' title (e.g. 'Güncellendi' for an edit). */
  successText?: string;
  /** Any other texts of the outcome dialogs. */
  texts?: OutcomeTexts;
  /** The values after a save: a function of the saved ones, or 'keep' to leave them as they are (no longer unsaved). */
  afterSave?: ((saved: V) => V) | 'keep';
  /** Runs after a save, with the call's answer and the success dialog's closing. */
  onSaved?: (result: R, saved: V, closed: Promise<void>) => void;
  /**
   * Runs when the rules refuse a send (nothing is called), with their messages by field and the label of the
   * first invalid field on screen (which has the focus), for a dialog that names it.
   */
  onInvalid?: (errors: FieldMessages, firstField: string | undefined) => void;
  /** Runs after a refused or failed call, once its field messages are on the form. */
  onFailed?: (outcome: Outcome) => void;
  /** false when the screen guards its unsaved changes itself (they reach beyond these values); default true. */
  leaveGuard?: boolean;
}

/** A form's messages by field name. */
export type FieldMessages = Record<string, string | undefined>;

/**
 * The messages by field name: a value kept in a group (the texts of `texts: { title_en, … }`) has its message
 * under its own name (`title_en`), as the API's 422 names it.
 */
export function fieldMessages(errors: FormikErrors<FormikValues>): FieldMessages {
  const messages: FieldMessages = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error === 'string') messages[name] = error;
    else if (error && typeof error === 'object' && !Array.isArray(error)) Object.assign(messages, fieldMessages(error));
  }
  return messages;
}

/** Marks a send that reached the save call (formik's submitForm resolves with it). */
const SENT = Symbol('sent');
/** formik's status while the save call runs. */
const SAVING = 'saving';

export function useStaffForm<V extends FormikValues, R = unknown>({
  initial,
  save,
  validationSchema,
  successText,
  texts,
  afterSave,
  onSaved,
  onInvalid,
  onFailed,
  leaveGuard = true,
}: StaffFormOptions<V, R>) {
  /** The form element of the last send, whose first invalid field takes the focus when it is refused. */
  const formElement = useRef<HTMLFormElement | null>(null);
  const formik = useFormik<V>({
    initialValues: initial,
    validationSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values: V, helpers: FormikHelpers<V>) => {
      let result: R | undefined;
      helpers.setStatus(SAVING);
      const outcome = await runWithDialogs(
        async () => {
          result = await save(values);
          return result;
        },
        // A 422's dialog names the fields it marks on this form, then hands the focus to the first.
        { successText, ...texts, form: () => formElement.current },
      );
      helpers.setStatus(undefined);
      if (!outcome.ok) {
        helpers.setErrors(outcome.errors as FormikErrors<V>);
        onFailed?.(outcome);
        return SENT;
      }
      // Saved: the form starts again from the values it keeps, which are now what is stored (nothing unsaved).
      helpers.resetForm({ values: afterSave === 'keep' ? values : afterSave ? afterSave(values) : initial });
      onSaved?.(result as R, values, outcome.closed);
      return SENT;
    },
  });

  useUnsavedChangesGuard(leaveGuard && formik.dirty && formik.status !== SAVING);

  /** A field's change handler; a name may reach into a group (`texts.title_en`). */
  const set = (name: (keyof V & string) | `${keyof V & string}.${string}`) => (value: unknown) =>
    void formik.setFieldValue(name, value, false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const target = event?.currentTarget;
    formElement.current =
      target instanceof HTMLFormElement ? target : (document.activeElement?.closest('form') ?? formElement.current);
    const sent: unknown = await formik.submitForm();
    if (sent === SENT) return;
    await afterPaint();
    const field = focusFirstInvalid(formElement.current);
    onInvalid?.(fieldMessages(await formik.validateForm()), field ? fieldLabelOf(field) : undefined);
  };

  return {
    formik,
    values: formik.values,
    set,
    /** The field messages by field name: the rules' after a send, or the server's after a 422. */
    errors: fieldMessages(formik.errors),
    submit,
    /**
     * The save call is under way (formik's status while it runs). Not formik's isSubmitting, which is also true
     * while the rules are checked: a send they refuse must not count as saving, or the unsaved-changes guard
     * would let go and take hold again, and its Back-button entry with it.
     */
    submitting: formik.status === SAVING,
    dirty: formik.dirty,
  };
}
