/** A labelled Bootstrap text field with its error message tied to it. */
export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'url' | 'email' | 'tel' | 'color';
  maxLength?: number;
  multiline?: boolean;
  hint?: string;
}

export function TextField({ id, label, value, onChange, error, type = 'text', maxLength, multiline, hint }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    className: `${type === 'color' ? 'form-control form-control-color' : 'form-control'} ${error ? 'is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {multiline ? (
        <textarea rows={3} {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type={type} {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
