/** Two-factor sign-in and staff sessions as the admin reads them (docs/security.md, "Sign-in and sessions"). */

/** GET /api/admin/profile/two-factor. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: string | null;
  /** Unused recovery codes left. */
  recovery_codes_left: number;
  /** A Süper Yönetici requires two-factor sign-in of every account. */
  required: boolean;
}

/** A secret being set up: shown once, as text and as a QR code (an image data URL). */
export interface TotpSetup {
  secret: string;
  otpauth_url: string;
  qr: string;
}

/** One open session of the signed-in staff member. */
export interface StaffSession {
  id: number;
  /** The browser's User-Agent as sent when signing in. */
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string | null;
  /** The session this request came with. */
  current: boolean;
}

/** GET/PUT /api/admin/two-factor-policy. */
export interface TwoFactorPolicy {
  required: boolean;
}
