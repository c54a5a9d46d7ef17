/**
 * The field people never see on a public form (docs/security.md, "Public forms"): visually hidden, out of the tab
 * order, hidden from screen readers, never filled in by a browser. A bot that fills every field fills it, and the
 * server then answers like a success and keeps nothing.
 */
import { useField } from 'formik';
import { HONEYPOT_FIELD } from '@vitrin/shared-libs/validation/honeypot';

export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** HoneypotField inside a formik form: its value is the form's `website` (HONEYPOT_FIELD), sent with the rest. */
export function FormikHoneypotField() {
  const [field, , helpers] = useField<string>(HONEYPOT_FIELD);
  return <HoneypotField value={field.value ?? ''} onChange={(value) => void helpers.setValue(value, false)} />;
}

/** What a public form sends of the honeypot: the `website` field, empty for a person. */
export type HoneypotValue = { [HONEYPOT_FIELD]: string };
