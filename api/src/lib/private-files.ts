/**
 * Staff-only uploads (CVs, support attachments): stored under <folder>/ like any upload (lib/storage.ts), but
 * never served by /uploads/ (static.ts refuses these folders); staff download them through an admin route.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { httpError } from './http';
import { isStorageKey } from './storage';

/** The uploads folders /uploads/ never serves. */
export const PRIVATE_UPLOAD_FOLDERS = ['cv', 'support'] as const;

export type PrivateUploadFolder = (typeof PRIVATE_UPLOAD_FOLDERS)[number];

/**
 * Sends a stored file as a download named `<prefix><ext>` (the original name in filename*), or a 404 with
 * `notFound` when the row or the stored file is missing. The extension is always the detected type's (the
 * stored file's, see storeUpload), never the uploader's: a PDF named cv.html downloads as a .pdf.
 */
export async function sendPrivateFile(
  app: FastifyInstance,
  reply: FastifyReply,
  file: { path: string; mime: string; original_name: string | null } | undefined,
  download: { prefix: string; notFound: string },
): Promise<FastifyReply> {
  const stored = file && isStorageKey(file.path) ? await app.storage.read(file.path) : null;
  if (!file || !stored) throw httpError(404, download.notFound);
  const ext = path.extname(file.path);
  const given = (file.original_name ?? path.basename(file.path)).replace(/[\r\n"]/g, '');
  const name = `${path.basename(given, path.extname(given))}${ext}`;
  reply
    .type(file.mime)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Disposition',
      `attachment; filename="${download.prefix}${ext}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  // Streamed from the store as it arrives (a bucket's answer or the file on disk).
  return reply.header('Content-Length', stored.size).send(stored.body);
}
