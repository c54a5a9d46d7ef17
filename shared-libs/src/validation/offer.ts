/**
 * The per-product quote form: the browser (formik) and the API use the same rules.
 * Messages come from the language pack through `t`, as in the contact form.
 */
import { number, object, string } from 'yup';
import { validationMessages, type Translate } from '@vitrin/shared-libs/validation/contact';

export const OFFER_LIMITS = { companyName: 50, name: 50, email: 100, phone: 32, message: 600, quantity: 99999 } as const;

export function offerSchema(t: Translate) {
  const m = validationMessages(t);
  return object({
    company_name: string().trim().required(m.required).max(OFFER_LIMITS.companyName, m.max(OFFER_LIMITS.companyName)),
    name: string().trim().required(m.required).max(OFFER_LIMITS.name, m.max(OFFER_LIMITS.name)),
    email: string().trim().required(m.required).email(m.email).max(OFFER_LIMITS.email, m.max(OFFER_LIMITS.email)),
    phone: string().trim().required(m.required).max(OFFER_LIMITS.phone, m.max(OFFER_LIMITS.phone)),
    quantity: number()
      .typeError(m.numeric)
      .required(m.required)
      .integer(m.numeric)
      .min(1, m.numeric)
      .max(OFFER_LIMITS.quantity, m.numeric),
    message: string().trim().default('').max(OFFER_LIMITS.message, m.max(OFFER_LIMITS.message)),
  });
}
