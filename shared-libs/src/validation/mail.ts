/** The mail settings form and the password reset forms; the API validates with the same schemas. */
import { array, object, ref, string } from 'yup';
import { MAIL_KINDS, type MailKind } from '@vitrin/shared-libs/types/mail';
import { LOGIN_LIMITS, LOGIN_MESSAGES, loginSchema } from '@vitrin/shared-libs/validation/login';
import { REQUIRED, tooLong } from '@vitrin/shared-libs/validation/messages';

export const MAX_RECIPIENTS = 20;

const recipientList = array(string().trim().required(REQUIRED).email(LOGIN_MESSAGES.email).max(255, tooLong(255)))
  .min(1, 'En az bir adres giriniz')
  .max(MAX_RECIPIENTS, `En fazla ${MAX_RECIPIENTS} adres`)
  .required('En az bir adres giriniz');

/** PUT /api/admin/mail/settings: at least one address a kind. */
export const mailSettingsSchema = object({
  recipients: object(
    Object.fromEntries(MAIL_KINDS.map((kind) => [kind, recipientList])) as Record<MailKind, typeof recipientList>,
  )
    .required(REQUIRED)
    .noUnknown('Bilinmeyen tür'),
});

/** "Şifremi Unuttum": the address, with the login form's rules. */
export const forgotPasswordSchema = loginSchema.pick(['email']);

/** The reset screen: the new password with the login form's rules, twice. */
export const resetPasswordSchema = object({
  token: string().trim().required(REQUIRED).max(200),
  password: string()
    .required(LOGIN_MESSAGES.required)
    .min(LOGIN_LIMITS.passwordMin, LOGIN_MESSAGES.min6)
    .max(LOGIN_LIMITS.passwordMax, LOGIN_MESSAGES.max21),
  password_confirmation: string()
    .required(LOGIN_MESSAGES.required)
    .oneOf([ref('password')], 'Şifreler eşleşmiyor'),
});

/** The answer to every "Şifremi Unuttum" request, whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'Bu adres kayıtlıysa şifre yenileme bağlantısı gönderildi. Gelen kutunuzu (ve gereksiz klasörünü) kontrol ediniz.';
export const RESET_LINK_INVALID = 'Bu bağlantı geçersiz, kullanılmış ya da süresi dolmuş. Yeni bir bağlantı isteyiniz.';
export const PASSWORD_CHANGED = 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.';
/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;
