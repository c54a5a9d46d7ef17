import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);
const STRATEGY = 'methodOverride';

export interface MethodOverrideLimits {
  /** Largest JSON body (bytes) read before routing. */
  json: number;
  /** Largest multipart body (bytes) read before routing. */
  multipart: number;
}

/** `_method` from a JSON body or a multipart field, when it names PUT, PATCH or DELETE (any case). */
export function findOverride(body: Buffer, kind: 'json' | 'multipart'): string | null {
  const text = body.toString(kind === 'json' ? 'utf8' : 'latin1');
  if (!text.includes('_method')) return null;
  let value: unknown = null;
  if (kind === 'json') {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') value = (parsed as Record<string, unknown>)._method;
    } catch {
      return null; // the body parser reports malformed JSON after routing
    }
  } else {
    const match = /content-disposition:[^\r\n]*\bname="_method"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([^\r\n]*)\r\n/i.exec(text);
    value = match?.[1];
  }
  if (typeof value !== 'string') return null;
  const method = value.trim().toUpperCase();
  return OVERRIDABLE.has(method) ? method : null;
}

/**
 * Reads exactly `length` bytes of the body and hands them back to the stream with unshift(), so the body
 * parser (or @fastify/multipart, which reads request.raw) later sees the body untouched.
 */
function peekBody(req: IncomingMessage, length: number, callback: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    req.removeListener('readable', onReadable);
    req.removeListener('end', finish);
    req.removeListener('error', finish);
    req.removeListener('close', finish);
    const body = Buffer.concat(chunks);
    if (body.length > 0 && !req.destroyed) req.unshift(body);
    callback(body);
  };
  function onReadable() {
    let chunk: Buffer | string | null;
    while (received < length && (chunk = req.read() as Buffer | string | null) !== null) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(buffer);
      received += buffer.length;
    }
    if (received >= length) finish();
  }
  req.on('readable', onReadable);
  req.once('end', finish);
  req.once('error', finish);
  req.once('close', finish);
}

/**
 * The client sends updates and deletes as POST with `_method` (SPEC.md §7). Route matching must use the
 * overridden method, so this runs inside the router: an async constraint strategy is derived before the
 * router looks a route up, and here it reads `_method` from the body and rewrites req.method. Only POSTs
 * under /api that carry an X-CSRF-TOKEN and a JSON or multipart body of known, bounded length are read early.
 */
export default fp<MethodOverrideLimits>(
  async (app, limits) => {
    app.addConstraintStrategy({
      name: STRATEGY,
      mustMatchWhenDerived: false,
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => (handlers.get(value) ?? null) as never,
          set: (value: string, handler: unknown) => void handlers.set(value, handler),
        };
      },
      // Three parameters make find-my-way treat the strategy as asynchronous.
      deriveConstraint: ((req: IncomingMessage, _ctx: unknown, done: (err: Error | null, value?: string) => void) => {
        // Without a CSRF header the request is refused anyway: its body is not worth holding in memory.
        if (req.method !== 'POST' || !req.url?.startsWith('/api/') || !req.headers['x-csrf-token']) return done(null, undefined);
        const type = (req.headers['content-type'] ?? '').toLowerCase();
        const kind = type.startsWith('application/json') ? 'json' : type.startsWith('multipart/form-data') ? 'multipart' : null;
        const length = Number(req.headers['content-length']);
        if (!kind || !Number.isInteger(length) || length <= 0 || length > limits[kind]) return done(null, undefined);
        peekBody(req, length, (body) => {
          const method = findOverride(body, kind);
          if (method) req.method = method;
          done(null, undefined);
        });
      }) as never,
    });

    // A route using the strategy is what switches the router to deriving it; this one itself never matches.
    app.route({
      method: 'POST',
      url: '/api/_method-override',
      constraints: { [STRATEGY]: 'never' },
      schema: { hide: true },
      handler: async () => null,
    });
  },
  { name: 'method-override' },
);
