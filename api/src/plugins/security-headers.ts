import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Browser features no page of the site uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** The headers every answer carries, JSON, files and pages alike (docs/security.md, "Headers"). */
export function setCommonSecurityHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
}

/** Browsers keep to https for a year once they have seen the site over it (subdomains too). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      setCommonSecurityHeaders(reply);
      // Over https only (directly, or through a trusted proxy's X-Forwarded-Proto): over http the header is void.
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    });
  },
  { name: 'security-headers' },
);
