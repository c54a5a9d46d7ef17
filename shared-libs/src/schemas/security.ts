/** Response schemas of two-factor sign-in and the sessions screen (types/security.ts). */
import { arrayOf, bool, int, nullable, object, str } from '@vitrin/shared-libs/schemas/wire';

export const twoFactorStatusSchema = object({
  enabled: bool,
  enabled_at: nullable(str),
  recovery_codes_left: int,
  required: bool,
});
export const totpSetupSchema = object({ secret: str, otpauth_url: str, qr: str });
export const recoveryCodesSchema = object({ recovery_codes: arrayOf(str) });
export const staffSessionSchema = object({
  id: int,
  user_agent: nullable(str),
  ip: nullable(str),
  created_at: str,
  last_seen_at: nullable(str),
  current: bool,
});
export const twoFactorPolicySchema = object({ required: bool });
