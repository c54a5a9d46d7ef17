import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD } from '@vitrin/shared-libs/validation/honeypot';
import { envelope, noData, nullable, type JsonSchema, type ResponseSchemas } from '@vitrin/shared-libs/schemas/wire';
import { ValidationFailed, VisitorRefusal } from './http';
import { nowIso } from './time';

/**
 * `config: { rateLimit: publicFormRateLimit }` on a public form POST (contact, HR, order, offer): at most
 * FORM_RATE_LIMIT posts (default 10; 0 turns the limit off) per client address per route in
 * FORM_RATE_WINDOW_SECONDS (default 600), then 429 with Retry-After and the envelope in the visitor's language.
 * The limiter is registered in app.ts: in memory, or in Redis with REDIS_URL (counted across processes). Reading
 * pages is never limited.
 */
export const publicFormRateLimit = {
  max: (request: FastifyRequest) => request.server.config.publicFormRateLimit,
  timeWindow: (request: FastifyRequest) => request.server.config.publicFormRateWindowMs,
  allowList: (request: FastifyRequest) => request.server.config.publicFormRateLimit === 0,
};

/**
 * A public form post whose honeypot field is filled (a bot: people never see the field) is answered like a
 * success and goes no further: nothing is stored, nothing is mailed. A preHandler of the public forms (app.ts).
 */
export async function dropHoneypotPosts(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return;
  request.log.info({ route: request.routeOptions.url }, 'honeypot filled: answered, not stored');
  return reply.send({ success: true, message: 'OK', data: null }) as unknown as void;
}

/**
 * A public form's `schema.response`: its receipt for its success status, and the honeypot's answer (above): a 200
 * with no data, which a route answering 200 therefore sends as null data.
 */
export function formResponse(receipt: JsonSchema, options: { status?: number } = {}): ResponseSchemas {
  const { status = 200 } = options;
  return status === 200 ? envelope(nullable(receipt)) : { ...noData(), ...envelope(receipt, { status }) };
}

/** The 429 a route's limiter throws, in the visitor's language (the error handler reads their pack). */
export function rateLimitError(_request: FastifyRequest, context: { statusCode: number; ttl: number }): VisitorRefusal {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new VisitorRefusal(
    context.statusCode,
    'forms.too_many_requests',
    { seconds },
    `Too many requests; retry in ${seconds} s`,
  );
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Keys are kept this long; a repeat after that is stored again. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request with its key to finish. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 25;
const KEY = /^[\x21-\x7e]{1,200}$/;

const lastPrune = new WeakMap<FastifyInstance, number>();

async function pruneOldKeys(app: FastifyInstance): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(app) ?? 0) < 60_000) return;
  lastPrune.set(app, now);
  await app.db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', nowIso(now - IDEMPOTENCY_TTL_MS))
    .execute();
}

/**
 * Runs `store` once per `Idempotency-Key` header value within `scope` and returns its answer; a repeat
 * (also one arriving while the first still runs) gets the first answer without storing anything. Without
 * the header `store` simply runs. The key row is inserted first (a unique (scope, key) pair decides who
 * stores); if `store` fails, the row is removed so the client may retry with the same key.
 */
export async function once<T>(request: FastifyRequest, app: FastifyInstance, scope: string, store: () => Promise<T>): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return store();
  const key = Array.isArray(header) ? header[0] : header;
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw new ValidationFailed({ 'Idempotency-Key': 'Idempotency-Key 1–200 yazdırılabilir ASCII karakter olmalıdır' });
  }
  await pruneOldKeys(app);

  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const inserted = await app.db
      .insertInto('idempotency_keys')
      .values({ scope, key, response: null, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      let answer: T;
      try {
        answer = await store();
      } catch (error) {
        await app.db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
        throw error;
      }
      await app.db
        .updateTable('idempotency_keys')
        .set({ response: JSON.stringify(answer ?? null) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
      return answer;
    }

    // Another request holds the key: wait for its answer (or for its row to go, when it failed).
    for (;;) {
      const row = await app.db
        .selectFrom('idempotency_keys')
        .select('response')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) break; // the first request failed: try to become the one that stores
      if (row.response !== null) return JSON.parse(row.response) as T;
      if (Date.now() > deadline) {
        throw Object.assign(new Error('A request with this Idempotency-Key is still being processed.'), {
          statusCode: 409,
        });
      }
      await sleep(POLL_MS);
    }
  }
}
