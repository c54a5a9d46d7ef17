/**
 * The checkout form's rules: the browser (formik) and the API validate with this one schema.
 * Messages come from the language pack through `t`.
 */
import { boolean, object, string } from 'yup';
import {
  COUNTRY_PATTERN,
  PHONE_PATTERN,
  phoneDigitsFit,
  type Translate,
  validationMessages,
} from '@vitrin/shared-libs/validation/contact';

export const CHECKOUT_LIMITS = {
  company_name: 100,
  name: 100,
  email: 100,
  phone: 30,
  country: 60,
  city: 60,
  address: 300,
  note: 1000,
} as const;

export function checkoutSchema(t: Translate) {
  const m = validationMessages(t);
  const L = CHECKOUT_LIMITS;
  return object({
    company_name: string().trim().required(m.required).max(L.company_name, m.max(L.company_name)),
    name: string().trim().required(m.required).max(L.name, m.max(L.name)),
    email: string().trim().required(m.required).email(m.email).max(L.email, m.max(L.email)),
    phone: string()
      .trim()
      .required(m.required)
      .max(L.phone, m.max(L.phone))
      .matches(PHONE_PATTERN, m.phone)
      .test('phone-digits', m.phone, phoneDigitsFit),
    country: string().trim().required(m.required).max(L.country, m.max(L.country)).matches(COUNTRY_PATTERN, m.country),
    city: string().trim().required(m.required).max(L.city, m.max(L.city)),
    address: string().trim().max(L.address, m.max(L.address)).default(''),
    note: string().trim().max(L.note, m.max(L.note)).default(''),
    kvkk: boolean().oneOf([true], t('forms.consent_required')).required(t('forms.consent_required')),
  });
}

export type CheckoutValues = {
  company_name: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  address: string;
  note: string;
  kvkk: boolean;
};
