/** The auth screens' field wiring: errors after a submit attempt, then following the input; ids `{prefix}-{field}`. */
import type { ReactElement } from 'react';
import type { FormikProps } from 'formik';
import { PasswordInput } from './PasswordInput';

export function formFields<Values extends object>(form: FormikProps<Values>, prefix: string) {
  type Field = keyof Values & string;
  const errorOf = (field: Field) => (form.submitCount > 0 ? (form.errors[field] as string | undefined) : undefined);
  const fieldProps = (field: Field) => {
    const error = errorOf(field);
    return {
      ...form.getFieldProps(field),
      id: `${prefix}-${field}`,
      className: `form-control${error ? ' is-invalid' : ''}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${prefix}-${field}-error` : undefined,
      required: true,
    };
  };
  const errorText = (field: Field) => {
    const error = errorOf(field);
    return error ? (
      <div id={`${prefix}-${field}-error`} className="invalid-feedback d-block" role="alert">
        {error}
      </div>
    ) : null;
  };
  /** Validates, submits, and puts the focus on the first field to fix (keyboard and screen-reader users). */
  const submit = async (fields: readonly Field[]) => {
    const errors = await form.validateForm();
    form.handleSubmit();
    const first = fields.find((field) => errors[field]);
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
  };
  const labelled = (field: Field, label: string, input: ReactElement, className = 'mb-3') => (
    <div className={className}>
      <label htmlFor={`${prefix}-${field}`} className="form-label">
        {label}
      </label>
      {input}
      {errorText(field)}
    </div>
  );
  /** An e-mail address field (the account's user name). */
  const emailField = (field: Field, label: string) =>
    labelled(
      field,
      label,
      <input
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldProps(field)}
      />,
    );
  /** A password with its show/hide button. */
  const passwordField = (field: Field, label: string, autoComplete: string, className?: string) =>
    labelled(
      field,
      label,
      <div className="input-group has-validation">
        <PasswordInput autoComplete={autoComplete} {...fieldProps(field)} />
      </div>,
      className,
    );
  return { emailField, passwordField, submit };
}
