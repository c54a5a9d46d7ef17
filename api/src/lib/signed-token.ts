/**
 * Signed, expiring tokens a browser carries in a link or a cookie (docs/security.md, "Releases"): a few JSON
 * fields and their end, base64url, with an HMAC-SHA256 under the site's COOKIE_SECRET. The MAC covers a purpose, so
 * a token made for one use (a release preview, a planned-content preview link or cookie) is refused by every other.
 * The release preview (modules/releases/preview.ts) and the planned-content preview (modules/schedule/preview.ts)
 * both sign with these.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const mac = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}.${payload}`).digest('base64url');

/** A token for `purpose`: `fields` and `expiresAt` (ms since the epoch), signed. */
export function signToken(secret: string, purpose: string, fields: readonly unknown[], expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify([...fields, expiresAt])).toString('base64url');
  return `${payload}.${mac(secret, purpose, payload)}`;
}

/** A token's fields and end, or null when it is not a token of `purpose`, was tampered with or has ended. */
export function readToken(
  secret: string,
  purpose: string,
  token: unknown,
  now = Date.now(),
): { fields: unknown[]; expiresAt: number } | null {
  if (typeof token !== 'string' || token.length > 4000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const all = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(all)) return null;
    const expiresAt = all.at(-1) as unknown;
    if (typeof expiresAt !== 'number' || expiresAt <= now) return null;
    return { fields: all.slice(0, -1), expiresAt };
  } catch {
    return null;
  }
}

/** Sets a token as an HttpOnly, same-site cookie of the whole site that ends with it. */
export function setTokenCookie(reply: FastifyReply, name: string, token: string, expiresAt: number): void {
  const maxAge = Math.max(1, Math.floor((expiresAt - Date.now()) / 1000));
  reply.setCookie(name, token, { path: '/', maxAge, httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

export function clearTokenCookie(reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { path: '/' });
}
