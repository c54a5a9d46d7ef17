import type { Generated, Selectable } from 'kysely';

/** A user's single-use recovery codes (modules/auth/two-factor.ts): only each code's SHA-256 is stored. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/**
 * The step between a right password and a session: a short-lived, single-use token (its SHA-256 stored) that
 * only lets its holder give the second factor (`verify`) or set one up (`setup`, when two-factor sign-in is
 * required and the account has none).
 */
export interface SignInChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: 'verify' | 'setup';
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type RecoveryCodeRow = Selectable<RecoveryCodesTable>;
export type SignInChallengeRow = Selectable<SignInChallengesTable>;
