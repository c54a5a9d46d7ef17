import fp from 'fastify-plugin';
import { ValidationFailed } from '../lib/http';
import { findUnstorable } from '../lib/validation';
import { answerNotFoundPage, isApiPath } from './errors';

/**
 * Input a database cannot hold is refused at the edge, before any handler builds a query from it (docs/validation.md,
 * "What the database cannot hold"). Runs after Fastify's own validation, so numbers in the address are already
 * numbers: a path parameter no record can have (`/products/99999999999999999999`, a NUL in a slug) is a 404; a query
 * or JSON body value (`?page=1e999`, `{"id":1e308}`, a NUL in a text) is a 422 naming it. Multipart fields are
 * checked by validate() itself. Pages ask the same API for their data, so a page's address gets the not-found page.
 */
/** A host name or an IPv4 address, or a bracketed IPv6 address; then an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** Whether a Host header (or the trusted proxy's X-Forwarded-Host) can stand in a URL: pages build links from it. */
export function validHost(host: string | undefined): boolean {
  const match = host === undefined ? null : HOST.exec(host);
  if (!match || Number(match[1] ?? 0) > 65535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/** How many Host headers a request carries (Node keeps the first of several and drops the rest unseen). */
function hostHeaders(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') count += 1;
  return count;
}

export default fp(
  async (app) => {
    // A Host that cannot stand in a URL (`a b`, `a%b`, `x:99999`, `[::1`, empty) is the client's error: 400. So are
    // two Host headers (RFC 9112 §3.2): a proxy in front may route by one and this server read the other.
    app.addHook('onRequest', async (request, reply) => {
      if (validHost(request.host) && hostHeaders(request.raw.rawHeaders) <= 1) return;
      reply.header('Connection', 'close');
      if (isApiPath(request.url))
        return reply.code(400).send({ success: false, message: 'The Host header is malformed.', data: null });
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
    });
    // A page's address with a NUL (`/product/%00`): the not-found page, rendered for the address with it escaped.
    app.addHook('onRequest', async (request, reply) => {
      if (isApiPath(request.url) || !/%00/i.test(request.url)) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send('Not Found');
      return answerNotFoundPage(request, reply, request.url.replace(/%00/gi, '%2500'));
    });
    app.addHook('preHandler', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      if (findUnstorable(request.params, '', {})) {
        return reply.code(404).send({ success: false, message: 'Not Found', data: null });
      }
      const errors: Record<string, string> = {};
      findUnstorable(request.query, '', errors);
      if (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
        findUnstorable(request.body, '', errors);
      }
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
