/** The login form's rules and their exact Turkish messages; the API validates with the same schema. */
import { object, string } from 'yup';
import { REQUIRED, tooLong, tooShort } from '@vitrin/shared-libs/validation/messages';

export const LOGIN_MESSAGES = {
  required: REQUIRED,
  email: 'Geçerli E-Mail Adresi Giriniz',
  min6: tooShort(6),
  max50: tooLong(50),
  max21: tooLong(21),
} as const;

export const LOGIN_LIMITS = { emailMin: 6, emailMax: 50, passwordMin: 6, passwordMax: 21 } as const;

export const loginSchema = object({
  email: string()
    .required(LOGIN_MESSAGES.required)
    .email(LOGIN_MESSAGES.email)
    .min(LOGIN_LIMITS.emailMin, LOGIN_MESSAGES.min6)
    .max(LOGIN_LIMITS.emailMax, LOGIN_MESSAGES.max50),
  password: string()
    .required(LOGIN_MESSAGES.required)
    .min(LOGIN_LIMITS.passwordMin, LOGIN_MESSAGES.min6)
    .max(LOGIN_LIMITS.passwordMax, LOGIN_MESSAGES.max21),
});
