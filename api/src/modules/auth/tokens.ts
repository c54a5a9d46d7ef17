import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** An opaque bearer token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane; docs/security.md, "Sign-in and
 * sessions"): about 80 ms of one core here, where argon2's own default (64 MiB, 3 passes, 4 lanes) took 700 ms
 * — each login, wrong ones included, held a core that long, an easy way to flood a two-core server. Hashes made
 * with other settings still verify (argon2 stores them in the hash).
 */
export const PASSWORD_HASH = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH);
}

let dummyHash: Promise<string> | null = null;

/** Verifies a password; with no stored hash it still spends the same time, so timing does not reveal accounts. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('vitrin-timing-equaliser');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A password that fits the login form's 6–21 characters: 20 characters, about 116 bits. */
export function generatePassword(length = 20): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const byte = bytes[i]!;
    // Rejection sampling keeps every character equally likely.
    if (byte < 256 - (256 % PASSWORD_ALPHABET.length)) out += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
  }
  return out.length === length ? out : generatePassword(length);
}
