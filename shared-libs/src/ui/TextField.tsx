/**
 * The one labelled Bootstrap field of every form — staff and visitor, text input, textarea or select — with its
 * hint and error tied to it. Controlled by `value`/`onChange`; `formikField(formik, name)` gives the same props
 * for a formik form (a nested name such as `specs.0.value` too).
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FormikProps, getIn } from 'formik';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  type?: 'text' | 'url' | 'email' | 'tel' | 'color' | 'password' | 'date' | 'number' | 'datetime-local';
  autoComplete?: string;
  maxLength?: number;
  /** A textarea instead of an input. */
  multiline?: boolean;
  /** The textarea's height in lines (default 3). */
  rows?: number;
  hint?: string;
  /** Marked with a star beside the label (hidden from screen readers, which hear aria-required). */
  required?: boolean;
  /** Options: the field becomes a select. */
  children?: ReactNode;
  /** The wrapper's classes (default `mb-3`; a grid cell passes its column). */
  className?: string;
  /** The input's own limits and keys (a number's min, max, inputMode, a key filter). */
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'inputMode' | 'onKeyDown'>;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  type = 'text',
  autoComplete,
  maxLength,
  multiline,
  rows = 3,
  hint,
  required,
  children,
  className = 'mb-3',
  input,
}: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error ? 'is-invalid' : '';
  const common = {
    id,
    name,
    value,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children ? (
        <select className={`form-select ${invalid}`} {...common} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      ) : multiline ? (
        <textarea
          rows={rows}
          maxLength={maxLength}
          className={`form-control ${invalid}`}
          {...common}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...input}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          className={`${type === 'color' ? 'form-control form-control-color' : 'form-control'} ${invalid}`}
          {...common}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * A formik field's TextField props: value, change, blur and its error, shown once the field was touched or
 * the form was sent.
 */
export function formikField<V extends object>(
  formik: FormikProps<V>,
  name: (keyof V & string) | `${keyof V & string}.${string}`,
): Pick<TextFieldProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const error: unknown = getIn(formik.errors, name);
  return {
    id: `field-${name}`,
    name,
    value: String(getIn(formik.values, name) ?? ''),
    onChange: (value) => void formik.setFieldValue(name, value),
    onBlur: () => void formik.setFieldTouched(name),
    error: shown && typeof error === 'string' ? error : undefined,
  };
}
