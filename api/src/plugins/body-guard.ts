import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';
import { isApiPath } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many request bodies are being read at once, capped (docs/security.md, "Limits and timeouts"). */
    bodyReads: BodyReads;
  }
}

const SLOT = Symbol('vitrin.bodySlot');

/** A request's slot: taken and not yet given back, or given back (a request takes at most one, once). */
type GuardedRequest = IncomingMessage & { [SLOT]?: 'held' | 'left' };

/** Whether the request announces a body (a length above zero, or a chunked one). */
export function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * A counter of bodies being read. A request takes a slot before its body is read (by the method-override step or
 * the body parser) and gives it back when the body has been read, the answer has gone (whoever sent it: a refusal
 * in a hook before the body is parsed included), or the socket closed.
 */
export class BodyReads {
  private active = 0;

  constructor(readonly max: number) {}

  get count(): number {
    return this.active;
  }

  /** false when every slot is taken; true when the request holds one (already, or from now on). */
  enter(req: IncomingMessage, res?: ServerResponse): boolean {
    const guarded = req as GuardedRequest;
    if (guarded[SLOT] === undefined) {
      if (this.active >= this.max) return false;
      this.active += 1;
      guarded[SLOT] = 'held';
      const leave = () => this.leave(req);
      req.once('end', leave);
      req.once('close', leave);
    }
    res?.once('close', () => this.leave(req));
    return true;
  }

  /** Gives the request's slot back; does nothing when it holds none or gave it back already. */
  leave(req: IncomingMessage): void {
    const guarded = req as GuardedRequest;
    if (guarded[SLOT] !== 'held') return;
    guarded[SLOT] = 'left';
    this.active -= 1;
  }
}

function refuse(reply: FastifyReply, status: number, message: string) {
  // The body is not read: the connection cannot be reused, so it ends with this answer.
  reply.header('Connection', 'close');
  return reply.code(status).send({ success: false, message, data: null });
}

/**
 * Before any body is read: a request for a route that does not exist is answered 404 at once (its body is never
 * read), and a body beyond the cap of concurrent reads is answered 429. Registered after the CSRF check, whose
 * 403 comes first.
 */
export default fp<{ maxBodyReads: number }>(
  async (app, { maxBodyReads }) => {
    app.decorate('bodyReads', new BodyReads(maxBodyReads));
    // Whatever answered (a route, or a hook's refusal before the body was parsed, whose body then stays unread and
    // never ends) and however the request went, its slot is given back.
    app.addHook('onResponse', async (request) => app.bodyReads.leave(request.raw));
    app.addHook('onRequestAbort', async (request) => app.bodyReads.leave(request.raw));

    app.addHook('onRequest', async (request, reply) => {
      if (!announcesBody(request.raw)) return;
      if (request.is404) {
        // A POST for a PUT/PATCH/DELETE route without a valid token was not read for its `_method`: it is refused
        // as any unsafe request without the token is.
        if (isApiPath(request.url)) {
          const tokenValid = app.csrfValid(request.cookies[CSRF_COOKIE], request.headers[CSRF_HEADER]);
          return tokenValid ? refuse(reply, 404, 'Not Found') : refuse(reply, 403, 'CSRF token mismatch');
        }
        return reply.header('Connection', 'close').code(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      // 429, not 503: the client is told to come back, and a 5xx stays the sign of a server fault.
      if (!app.bodyReads.enter(request.raw, reply.raw)) {
        reply.header('Retry-After', '5');
        return refuse(reply, 429, 'The server is busy. Please try again shortly.');
      }
    });
  },
  { name: 'body-guard', dependencies: ['csrf'] },
);
