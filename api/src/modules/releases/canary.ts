/**
 * A canary (docs/deployment.md, "A team's release"): a release served to a share of visitors (1–99 %) beside the
 * live one. Each visitor carries a bucket, 0–99, in a first-party cookie set on their first page; a visitor whose
 * bucket is below the canary's share gets the canary on every page, reload and API process (the canary is in the
 * database, read like the live release), and the page tells the browser which release addresses to load, so the
 * server render and the browser agree. No personal data: the bucket is a random number.
 */
import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const BUCKET_COOKIE = 'vitrin_bucket';
/** A year: the same visitor stays in the same share. */
const BUCKET_SECONDS = 365 * 24 * 60 * 60;

export const CANARY_MIN_PERCENT = 1;
export const CANARY_MAX_PERCENT = 99;

/** This visitor's bucket (0–99): read from the cookie, or drawn and set when there is none or it is not one. */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply): number {
  const known = request.cookies[BUCKET_COOKIE];
  if (known !== undefined && /^\d{1,2}$/.test(known)) return Number(known);
  const bucket = randomInt(100);
  // Read by the server alone, yet not a secret: HttpOnly is not needed; SameSite=Lax keeps it first-party.
  reply.setCookie(BUCKET_COOKIE, String(bucket), { path: '/', maxAge: BUCKET_SECONDS, sameSite: 'lax', secure: 'auto' });
  return bucket;
}

/** Whether a visitor of `bucket` gets a canary sent to `percent` % of visitors. */
export const inCanary = (bucket: number, percent: number): boolean => bucket < percent;
