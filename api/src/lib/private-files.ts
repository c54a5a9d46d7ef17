/**
 * Staff-only uploads (CVs, support attachments): stored under DATA_DIR/uploads/<folder>/ like any upload, but
 * never served by /uploads/ (static.ts refuses these folders); staff download them through an admin route.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { httpError } from './http';

/** The uploads folders /uploads/ never serves. */
export const PRIVATE_UPLOAD_FOLDERS = ['cv', 'support'] as const;

export type PrivateUploadFolder = (typeof PRIVATE_UPLOAD_FOLDERS)[number];

/**
 * Sends a stored file as a download named `<prefix><ext>` (the original name in filename*), or a 404 with
 * `notFound` when the row or the file on disk is missing. The extension is always the detected type's (the
 * stored file's, see storeUpload), never the uploader's: a PDF named cv.html downloads as a .pdf.
 */
export async function sendPrivateFile(
  app: FastifyInstance,
  reply: FastifyReply,
  file: { path: string; mime: string; original_name: string | null } | undefined,
  download: { prefix: string; notFound: string },
): Promise<FastifyReply> {
  const root = path.resolve(app.config.uploadsDir);
  const full = file ? path.resolve(root, file.path) : '';
  if (!file || !full.startsWith(root + path.sep) || !(await stat(full).catch(() => null))) {
    throw httpError(404, download.notFound);
  }
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
  return reply.send(createReadStream(full));
}
