/**
 * /uploads/<key> when the files live in an S3 bucket (docs/decisions.md, "Public files from a bucket"): streamed
 * from the bucket through this process with the same headers as from disk (long cache, CSP sandbox), one range
 * (`Range: bytes=a-b`) and `If-None-Match` honoured; or, with S3_PUBLIC_URL, redirected there (a CDN or the
 * bucket's public address), so the stored addresses — `/uploads/…` in rows and rich texts — never change.
 */
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { isStorageKey } from '../../lib/storage';
import type { RouteApp } from '../../lib/routes';

type HeaderTarget = { setHeader(name: string, value: string): unknown };

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file `size` bytes long; null: the whole file; 'bad': 416. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

export async function bucketFileRoutes(
  app: RouteApp,
  publicUrl: string | null,
  headers: (res: HeaderTarget, key: string) => void,
): Promise<void> {
  const target = (reply: FastifyReply): HeaderTarget => ({ setHeader: (name, value) => reply.header(name, value) });

  // HEAD is its own method here (not Fastify's generated one), so its answer keeps the file's Content-Length.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isStorageKey(key)) return reply.callNotFound();
      if (publicUrl) return reply.redirect(`${publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`, 302);

      const info = await app.storage.stat(key);
      if (!info) return reply.callNotFound();
      headers(target(reply), key);
      reply
        .header('ETag', info.etag)
        .header('Last-Modified', info.lastModified.toUTCString())
        .header('Accept-Ranges', 'bytes')
        .type(TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream');
      if (request.headers['if-none-match'] === info.etag) return reply.code(304).send();
      if (request.method === 'HEAD') return reply.header('Content-Length', info.size).send();

      const range = parseRange(request.headers.range, info.size);
      if (range === 'bad') return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
      const file = await app.storage.read(key, range ?? undefined);
      if (!file) return reply.callNotFound();
      if (range) {
        reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
      }
      return reply.header('Content-Length', range ? range.end - range.start + 1 : info.size).send(file.body);
    },
  });
}
