/** A labelled Bootstrap form field whose error shows under it when touched or after a submit. */
import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  multiline?: boolean;
  rows?: number;
  /** Errors show after a submit attempt even when the field was never touched. */
  submitted: boolean;
}

export function FormField({ name, label, multiline = false, rows = 4, submitted, className, ...rest }: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const showError = (meta.touched || submitted) && !!meta.error;
  const errorId = `${id}-error`;
  const common = {
    ...field,
    id,
    className: `form-control${showError ? ' is-invalid' : ''}`,
    'aria-invalid': showError || undefined,
    'aria-describedby': showError ? errorId : undefined,
    'aria-required': rest.required || undefined,
  };
  return (
    <div className={className ?? 'mb-3'}>
      <label className="form-label" htmlFor={id}>
        {label}
        {rest.required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} {...rest} required={undefined} />}
      {showError && (
        <div className="invalid-feedback" id={errorId}>
          {meta.error}
        </div>
      )}
    </div>
  );
}
