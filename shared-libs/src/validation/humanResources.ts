/**
 * The human-resources application's rules: the browser (formik) and the API validate with this
 * one schema; the CV file itself is checked by type and size where it is stored. Messages from the language pack.
 */
import { boolean, object, string } from 'yup';
import { type Translate, validationMessages } from '@vitrin/shared-libs/validation/contact';

export const HR_LIMITS = { name: 100, email: 100, phone: 30, position: 100, message: 2000 } as const;

/** CV: PDF, DOC or DOCX up to 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function humanResourcesSchema(t: Translate) {
  const m = validationMessages(t);
  const L = HR_LIMITS;
  return object({
    name: string().trim().required(m.required).max(L.name, m.max(L.name)),
    email: string().trim().required(m.required).email(m.email).max(L.email, m.max(L.email)),
    phone: string().trim().required(m.required).max(L.phone, m.max(L.phone)),
    position: string().trim().required(m.required).max(L.position, m.max(L.position)),
    message: string().trim().max(L.message, m.max(L.message)).default(''),
    kvkk: boolean().oneOf([true], t('forms.consent_required')).required(t('forms.consent_required')),
  });
}

export type HumanResourcesValues = {
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string;
  kvkk: boolean;
};
