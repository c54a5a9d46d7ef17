import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';

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

/** A route pattern (`/api/admin/products/:id`) as a test on a decoded path. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The path as the router matches it (%XX decoded per segment); null when an escape is malformed. */
function decodedPath(url: string): string | null {
  try {
    return (url.split('?')[0] ?? '')
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return null;
  }
}

const ARRIVED_OPEN = Symbol('vitrin.arrivedOpen');

/** Whether the request arrived before the server began to close (it is then allowed to finish). */
export function arrivedBeforeClose(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { [ARRIVED_OPEN]?: true })[ARRIVED_OPEN] === true;
}

/**
 * The client sends updates and deletes as POST with `_method` (docs/api.md). Route matching must use the
 * overridden method, so this runs inside the router: an async constraint strategy is derived before the
 * router looks a route up, and here it reads `_method` from the body and rewrites req.method.
 *
 * Reading a body before routing is what an attacker would aim at, so it happens only when everything else that
 * would refuse the request has passed: the server is not closing, the request carries this visitor's valid CSRF
 * token, its path is that of a PUT, PATCH or DELETE route under /api, its JSON or multipart body has a known,
 * bounded length, and a slot among the concurrent body reads is free (the request keeps it for the route).
 */
export default fp<MethodOverrideLimits>(
  async (app, limits) => {
    const overridable: RegExp[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url.startsWith('/api/') && methods.some((method) => OVERRIDABLE.has(method))) {
        overridable.push(routePattern(route.url));
      }
    });
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });

    const worthReading = (req: IncomingMessage): boolean => {
      if (req.method !== 'POST' || closing) return false;
      const path = decodedPath(req.url ?? '');
      if (path === null || !overridable.some((pattern) => pattern.test(path))) return false;
      const token = req.headers[CSRF_HEADER];
      const id = req.headers.cookie ? app.parseCookie(req.headers.cookie)[CSRF_COOKIE] : undefined;
      return typeof token === 'string' && typeof id === 'string' && app.csrfValid(id, token);
    };

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
        if (!closing) (req as IncomingMessage & { [ARRIVED_OPEN]?: true })[ARRIVED_OPEN] = true;
        if (!worthReading(req)) return done(null, undefined);
        const type = (req.headers['content-type'] ?? '').toLowerCase();
        const kind = type.startsWith('application/json') ? 'json' : type.startsWith('multipart/form-data') ? 'multipart' : null;
        const length = Number(req.headers['content-length']);
        if (!kind || !Number.isInteger(length) || length <= 0 || length > limits[kind]) return done(null, undefined);
        // Every slot taken: routed as it came (a POST); the body guard answers 503 before reading it.
        if (!app.bodyReads.enter(req)) return done(null, undefined);
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
  { name: 'method-override', dependencies: ['csrf', 'body-guard', '@fastify/cookie'] },
);
