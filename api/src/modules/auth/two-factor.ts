/**
 * Two-factor sign-in (docs/decisions.md "Two-factor sign-in and sessions", docs/security.md "Sign-in and sessions"):
 * TOTP of RFC 6238 (30 s, 6 digits, SHA-1 — what every authenticator app reads) through `otpauth`, the QR code through
 * `qrcode`; the secret is stored AES-256-GCM encrypted and never returned after its setup; ten single-use recovery
 * codes of 60 random bits, only their SHA-256 stored; a code's time step is accepted once.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/connection';
import { isoAfterSeconds, nowIso } from '../../lib/time';
import { readSettings } from '../site-settings/repo';
import { hashToken, newToken } from './tokens';

const PERIOD = 30;
const DIGITS = 6;
/** One step either side of now: a phone's clock a little off still signs in. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the code may take. */
export const CHALLENGE_TTL_SECONDS = 300;
/** The site setting (site_settings) a Süper Yönetici turns on to require two-factor sign-in of every account. */
export const REQUIRED_SETTING = 'two_factor_required';

function secretKey(cookieSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', cookieSecret, 'vitrin', 'totp-secret', 32));
}

/** `v1.iv.tag.ciphertext` (base64url): the secret is useless without the server's COOKIE_SECRET. */
export function encryptSecret(cookieSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(cookieSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(cookieSecret: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretKey(cookieSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const totpOf = (base32: string, label = 'Vitrin', issuer = 'Vitrin') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(base32) });

/** What the setup screen shows: the secret as text, the otpauth:// address and its QR code (an SVG data URL). */
export interface TotpSetup {
  secret: string;
  otpauth_url: string;
  qr: string;
}

/** A new secret for `email`, encrypted for storing, and what the screen shows of it. */
export async function newTotpSetup(
  cookieSecret: string,
  email: string,
  issuer: string,
): Promise<{ stored: string; setup: TotpSetup }> {
  const secret = new Secret({ size: 20 }).base32;
  const url = totpOf(secret, email, issuer).toString();
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    stored: encryptSecret(cookieSecret, secret),
    setup: { secret, otpauth_url: url, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` },
  };
}

/**
 * The time step a 6-digit `code` matches for the stored secret, or null. A step at or before `lastStep` (a code
 * already used) does not match.
 */
export function matchingStep(
  cookieSecret: string,
  stored: string | null,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  if (!stored || !/^\d{6}$/.test(code)) return null;
  const secret = decryptSecret(cookieSecret, stored);
  if (!secret) return null;
  const delta = totpOf(secret).validate({ token: code, window: WINDOW, timestamp: now });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxx-xxxx-xxxx` from a 31-letter alphabet without look-alikes: about 59 bits each. */
function newRecoveryCode(): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const byte of bytes) {
    if (out.length === 12) break;
    if (byte < 256 - (256 % RECOVERY_ALPHABET.length)) out += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
  }
  return out.length === 12 ? out.match(/.{4}/g)!.join('-') : newRecoveryCode();
}

/** What is hashed: lower case, dashes and spaces left out, so `ABCD EFGH JKLM` is the same code. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** Replaces a user's recovery codes with ten new ones; returns them (the only time they are seen). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const created_at = nowIso();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null, created_at })))
    .execute();
  return codes;
}

/** Uses up one unused recovery code of the user; false when it is not one (or was used before). */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  if (normaliseRecoveryCode(code).length !== 12) return false;
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Checks a second factor: a 6-digit TOTP code (its step then recorded, so it is not accepted again) or a recovery
 * code (then used up). Runs inside the caller's transaction.
 */
export async function verifySecondFactor(db: Db, cookieSecret: string, userId: number, code: string): Promise<boolean> {
  const user = await db.selectFrom('users').select(['totp_secret', 'totp_last_step']).where('id', '=', userId).executeTakeFirst();
  if (!user?.totp_secret) return false;
  const trimmed = code.trim();
  const step = matchingStep(
    cookieSecret,
    user.totp_secret,
    trimmed,
    user.totp_last_step === null ? null : Number(user.totp_last_step),
  );
  if (step !== null) {
    // Only one request can move the step forward: a code sent twice at once is accepted once.
    const moved = await db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }
  return useRecoveryCode(db, userId, trimmed);
}

/** Turns two-factor sign-in off for a user: secret, pending secret and recovery codes gone. */
export async function clearSecondFactor(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/**
 * Confirms a pending secret with its first code: it becomes the user's secret and ten recovery codes are made.
 * Returns the codes, or null when the code does not match the pending secret.
 */
export async function confirmPendingSecret(db: Db, cookieSecret: string, userId: number, code: string): Promise<string[] | null> {
  const user = await db.selectFrom('users').select(['totp_pending_secret']).where('id', '=', userId).executeTakeFirst();
  const step = matchingStep(cookieSecret, user?.totp_pending_secret ?? null, code.trim(), null);
  if (step === null) return null;
  await db
    .updateTable('users')
    .set({
      totp_secret: user!.totp_pending_secret,
      totp_pending_secret: null,
      totp_enabled_at: nowIso(),
      totp_last_step: step,
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
  return replaceRecoveryCodes(db, userId);
}

export async function twoFactorRequired(db: Db): Promise<boolean> {
  return (await readSettings(db, [REQUIRED_SETTING]))[REQUIRED_SETTING] === '1';
}

export type ChallengePurpose = 'verify' | 'setup';

/** A new challenge for the user; returns its token (only its hash is stored). */
export async function createChallenge(db: Db, userId: number, purpose: ChallengePurpose): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      expires_at: isoAfterSeconds(CHALLENGE_TTL_SECONDS),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return token;
}

/** The active user a live, unused challenge of `purpose` belongs to. */
export async function findChallenge(
  db: Db,
  token: string,
  purpose: ChallengePurpose,
): Promise<{ id: number; userId: number; email: string } | undefined> {
  return db
    .selectFrom('sign_in_challenges')
    .innerJoin('users', 'users.id', 'sign_in_challenges.user_id')
    .select(['sign_in_challenges.id as id', 'users.id as userId', 'users.email as email'])
    .where('sign_in_challenges.token_hash', '=', hashToken(token))
    .where('sign_in_challenges.purpose', '=', purpose)
    .where('sign_in_challenges.used_at', 'is', null)
    .where('sign_in_challenges.expires_at', '>', nowIso())
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
}

/** Uses a challenge up; false when another request used it first. */
export async function useChallenge(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteStaleChallenges(db: Db): Promise<void> {
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<=', nowIso()).execute();
}
