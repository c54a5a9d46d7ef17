/**
 * A visitor form's field in a formik form: the shared TextField (label, star, error tied to it), its value and
 * touched state from formik; the error shows once the field was left or the form was sent.
 */
import { useField } from 'formik';
import { useId } from 'react';
import { TextField, type TextFieldProps } from '@vitrin/shared-libs/ui/TextField';

export interface FormFieldProps extends Pick<
  TextFieldProps,
  'type' | 'autoComplete' | 'maxLength' | 'multiline' | 'rows' | 'required'
> {
  name: string;
  label: string;
  /** Errors show after a submit attempt even when the field was never touched. */
  submitted: boolean;
  className?: string;
}

export function FormField({ name, label, submitted, className = 'mb-3', ...rest }: FormFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  return (
    <TextField
      {...rest}
      id={id}
      name={name}
      label={label}
      value={field.value ?? ''}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={(meta.touched || submitted) && meta.error ? meta.error : undefined}
      className={className}
    />
  );
}
