/**
 * The contact form's rules. Messages come from the language pack, so the schema is built
 * with a translate function: i18next's `t` in the browser, the language's page_lang on the server.
 */
import { boolean, object, string } from 'yup';

/** email and phone: the widths of their database columns (varchar(100), varchar(50)). */
export const CONTACT_LIMITS = { companyName: 50, name: 50, email: 100, phone: 50, message: 600 } as const;

/** A phone number as people write it: digits with an optional leading +, spaces, ( ) - and dots; 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
export const phoneDigitsFit = (value: string | undefined) => {
  const digits = (value ?? '').replace(/\D/g, '').length;
  return !value || (digits >= 7 && digits <= 15);
};
/** A country's name: letters of any script, with spaces, hyphens, apostrophes and dots; no digits. */
export const COUNTRY_PATTERN = /^(?=.*\p{L}.*\p{L})[\p{L}\p{M}\s.'’-]+$/u;

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function validationMessages(t: Translate) {
  return {
    required: t('validation.required'),
    email: t('validation.email'),
    max: (max: number) => t('validation.max', { max }),
    min: (min: number) => t('validation.min', { min }),
    numeric: t('validation.numeric'),
    phone: t('validation.phone'),
    country: t('validation.country'),
  };
}

/**
 * The contact form in the browser: the contact rules plus the privacy-notice consent the checkout and the job
 * application ask for (required, the same texts).
 */
export function contactConsentSchema(t: Translate) {
  return contactSchema(t).shape({
    kvkk: boolean().oneOf([true], t('forms.consent_required')).required(t('forms.consent_required')),
  });
}

export function contactSchema(t: Translate) {
  const m = validationMessages(t);
  return object({
    companyName: string().trim().required(m.required).max(CONTACT_LIMITS.companyName, m.max(CONTACT_LIMITS.companyName)),
    name: string().trim().required(m.required).max(CONTACT_LIMITS.name, m.max(CONTACT_LIMITS.name)),
    email: string().trim().required(m.required).email(m.email).max(CONTACT_LIMITS.email, m.max(CONTACT_LIMITS.email)),
    telephone: string().trim().required(m.required).max(CONTACT_LIMITS.phone, m.max(CONTACT_LIMITS.phone)),
    message: string().trim().required(m.required).max(CONTACT_LIMITS.message, m.max(CONTACT_LIMITS.message)),
  });
}
