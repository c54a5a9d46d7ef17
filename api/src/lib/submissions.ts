import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Until api/src/lib/public-forms.ts lands: the per-IP limit public form POSTs share, and the key that
 * stores a submission once (the client's Idempotency-Key, else the content itself from the same address).
 */
export const SUBMIT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export function dedupeKey(request: FastifyRequest, scope: string, content: unknown): string {
  const header = request.headers['idempotency-key'];
  const key =
    typeof header === 'string' && header.trim() ? `key:${header.trim()}` : `body:${request.ip}:${JSON.stringify(content)}`;
  return createHash('sha256').update(`${scope}\n${key}`).digest('hex');
}
