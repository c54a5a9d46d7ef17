/**
 * Secrets a mail carries for its reader alone (docs/security.md, "Password reset"): the reset link's token. A mail
 * keeps it in the outbox only while it may still be sent; once sent or given up, the outbox (and so every backup)
 * keeps the mail with the token replaced.
 */
import { loginPagePath } from '@vitrin/shared-libs/registry/publicRoutes';

/** The reset screen's path: the token rides in the fragment, never sent with a page request. */
const RESET_PATH = loginPagePath('resetPassword');

export const REDACTED = '[gizli]';

/** The link a reset mail carries. */
export const resetLink = (origin: string, token: string): string => `${origin}${RESET_PATH}#${token}`;

const SECRETS = [new RegExp(`(${RESET_PATH}#)[\\w-]+`, 'g')];

/** The mail's text (HTML or plain) with every secret replaced by REDACTED. */
export function redactSecrets(text: string): string {
  return SECRETS.reduce((redacted, secret) => redacted.replace(secret, `$1${REDACTED}`), text);
}
