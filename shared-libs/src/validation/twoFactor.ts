/** The second step's code: six digits from the authenticator app, or a recovery code (`xxxx-xxxx-xxxx`). */
import { object, string } from 'yup';
import { REQUIRED } from '@vitrin/shared-libs/validation/messages';

export const TWO_FACTOR_MESSAGES = {
  required: REQUIRED,
  format: 'Uygulamadaki 6 haneli kodu ya da bir kurtarma kodunu giriniz',
  wrong: 'Doğrulama Kodu Hatalı!',
  expired: 'Doğrulama süresi doldu. Lütfen tekrar giriş yapın.',
} as const;

/** Six digits (spaces allowed, as apps show `123 456`), or twelve letters and digits with dashes. */
const CODE = /^(\d{3}\s?\d{3}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/;

export const codeField = string()
  .trim()
  .required(TWO_FACTOR_MESSAGES.required)
  .transform((value: string) => value.replace(/^(\d{3})\s(\d{3})$/, '$1$2'))
  .matches(CODE, TWO_FACTOR_MESSAGES.format);

export const twoFactorCodeSchema = object({ code: codeField });

/** The second step of a sign-in: the challenge the password answer gave, and the code. */
export const challengeCodeSchema = object({ challenge: string().trim().required(REQUIRED).max(200), code: codeField });
export const challengeSchema = object({ challenge: string().trim().required(REQUIRED).max(200) });
