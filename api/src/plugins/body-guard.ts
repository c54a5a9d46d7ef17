import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';
import { isApiPath } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many request bodies are being read at once, capped (docs/security.md, "Request bodies, limits and
     * timeouts"). */
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

export interface BodyReadLimits {
  /** Bodies read at the same time, at most. */
  max: number;
  /** A client holding this many is refused the last this-many free slots (kept for the others). */
  perClient: number;
  /** A body that has not finished arriving and sends nothing for this long is cut with 408. */
  idleMs: number;
  /** The client's address, as `request.ip` gives it. */
  clientOf: (req: IncomingMessage) => string;
}

interface HeldSlot {
  client: string;
  res: ServerResponse;
  /** The socket's bytes read when last seen moving, and when that was. */
  bytes: number;
  since: number;
}

const STALLED = JSON.stringify({ success: false, message: 'The request body stopped arriving.', data: null });

/**
 * A counter of bodies being read (docs/security.md, "Request bodies, limits and timeouts"). A request takes a slot
 * before its body is read (by the body parser) and gives it back when the body has been
 * read, the answer has gone (whoever sent it: a refusal in a hook before the body is parsed included), or the socket
 * closed.
 * A client holding `perClient` slots never takes one of the last `perClient` free ones; and a body that stops arriving for `idleMs` loses its slot and its
 * connection (408), so neither one client nor stalled sockets can take every slot.
 */
export class BodyReads {
  private readonly held = new Map<IncomingMessage, HeldSlot>();
  private readonly perClient = new Map<string, number>();
  private watchdog: NodeJS.Timeout | null = null;

  constructor(readonly limits: BodyReadLimits) {}

  get count(): number {
    return this.held.size;
  }

  /** false when every slot, or the client's share, is taken; true when the request holds one (already, or now). */
  enter(req: IncomingMessage, res: ServerResponse): boolean {
    const guarded = req as GuardedRequest;
    if (guarded[SLOT] === undefined) {
      const client = this.limits.clientOf(req);
      const mine = this.perClient.get(client) ?? 0;
      // A client past its share may still use free slots, but never the last `perClient` of them: a burst from one
      // office is served while the server is quiet, and the others always find slots left.
      const crowded = this.limits.max - this.held.size <= this.limits.perClient;
      if (this.held.size >= this.limits.max || (mine >= this.limits.perClient && crowded)) return false;
      this.perClient.set(client, mine + 1);
      this.held.set(req, { client, res, bytes: req.socket?.bytesRead ?? 0, since: Date.now() });
      guarded[SLOT] = 'held';
      const leave = () => this.leave(req);
      req.once('end', leave);
      req.once('close', leave);
      res.once('close', leave);
      this.watch();
    }
    return true;
  }

  /** Gives the request's slot back; does nothing when it holds none or gave it back already. */
  leave(req: IncomingMessage): void {
    const guarded = req as GuardedRequest;
    if (guarded[SLOT] !== 'held') return;
    guarded[SLOT] = 'left';
    const slot = this.held.get(req);
    this.held.delete(req);
    if (slot) {
      const left = (this.perClient.get(slot.client) ?? 1) - 1;
      if (left > 0) this.perClient.set(slot.client, left);
      else this.perClient.delete(slot.client);
    }
    if (this.held.size === 0 && this.watchdog) {
      clearInterval(this.watchdog);
      this.watchdog = null;
    }
  }

  private watch(): void {
    if (this.watchdog) return;
    this.watchdog = setInterval(() => this.cutStalled(Date.now()), Math.max(50, Math.min(1000, this.limits.idleMs / 4)));
    this.watchdog.unref();
  }

  /** Cuts each body that has not finished arriving and whose socket has not moved for `idleMs`. */
  private cutStalled(now: number): void {
    for (const [req, slot] of [...this.held]) {
      const socket = req.socket;
      // Arrived whole, or waiting on us (our side has not read what came: the socket is paused, data is queued).
      const waitingOnUs = req.complete || !socket || socket.isPaused() || req.readableLength > 0;
      if (waitingOnUs || socket.bytesRead !== slot.bytes) {
        slot.bytes = socket?.bytesRead ?? 0;
        slot.since = now;
        continue;
      }
      if (now - slot.since < this.limits.idleMs) continue;
      this.leave(req);
      const res = slot.res;
      if (!res.headersSent) {
        res.writeHead(408, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(STALLED),
          connection: 'close',
        });
        res.end(STALLED, () => socket.destroy());
      } else {
        socket.destroy();
      }
    }
  }
}

function refuse(reply: FastifyReply, status: number, message: string) {
  // The body is not read: the connection cannot be reused, so it ends with this answer.
  reply.header('Connection', 'close');
  return reply.code(status).send({ success: false, message, data: null });
}

/**
 * Before any body is read: a request for a route that does not exist is answered 404 at once (its body is never
 * read), and a body beyond the cap of concurrent reads, or beyond its client's share, is answered 429. Registered after the CSRF check, whose
 * 403 comes first.
 */
export default fp<BodyReadLimits>(
  async (app, limits) => {
    app.decorate('bodyReads', new BodyReads(limits));
    // Whatever answered (a route, or a hook's refusal before the body was parsed, whose body then stays unread and
    // never ends) and however the request went, its slot is given back.
    app.addHook('onResponse', async (request) => app.bodyReads.leave(request.raw));
    app.addHook('onRequestAbort', async (request) => app.bodyReads.leave(request.raw));

    app.addHook('onRequest', async (request, reply) => {
      if (!announcesBody(request.raw)) return;
      if (request.is404) {
        // A body for an address no route takes is never read. Under /api a request without a valid token gets the
        // CSRF check's 403, as every unsafe request does; with one, 404.
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
