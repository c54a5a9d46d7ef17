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

export default fp(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => setCommonSecurityHeaders(reply));
  },
  { name: 'security-headers' },
);
