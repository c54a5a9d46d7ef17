import type { ReactNode } from 'react';
import type { FormikProps } from 'formik';

/** A labelled Bootstrap field bound to formik, its error shown after a submit attempt or once touched. */
export function FormField<V extends object>({
  formik,
  name,
  label,
  type = 'text',
  autoComplete,
  multiline = false,
  children,
}: {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  type?: string;
  autoComplete?: string;
  /** A textarea instead of an input. */
  multiline?: boolean;
  /** Options: the field becomes a select. */
  children?: ReactNode;
}) {
  const error =
    (formik.touched as Record<string, boolean>)[name] || formik.submitCount > 0
      ? (formik.errors as Record<string, string>)[name]
      : undefined;
  const id = `field-${name}`;
  const common = {
    id,
    name,
    value: String((formik.values as Record<string, unknown>)[name] ?? ''),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children ? (
        <select className={`form-select ${error ? 'is-invalid' : ''}`} {...common}>
          {children}
        </select>
      ) : multiline ? (
        <textarea className={`form-control ${error ? 'is-invalid' : ''}`} rows={5} {...common} />
      ) : (
        <input className={`form-control ${error ? 'is-invalid' : ''}`} type={type} autoComplete={autoComplete} {...common} />
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
