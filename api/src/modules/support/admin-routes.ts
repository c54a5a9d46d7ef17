/**
 * GET /api/admin/support (paged history), GET /api/admin/support/{id} (one request: the staff mail links to it), POST /api/admin/support (a new request, JSON or multipart with an
 * optional `attachment`: an image or a PDF) and GET /api/admin/support/{id}/attachment (the staff-only
 * download).
 */
import { audited, createdId } from '../../lib/audit/record';
import { supportRequestSchema } from '@vitrin/shared-libs/validation/staff';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from '@vitrin/shared-libs/types/staff';
import { supportRequestSchema as supportRequestResponse } from '@vitrin/shared-libs/schemas/staff';
import { envelope, fileResponse, int, object, paged } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { pageQuery, sortQuery } from '../../lib/paging';
import { sendPrivateFile } from '../../lib/private-files';
import { uploadMimeTypes, removeFiles, storeUpload, UPLOAD_KINDS, uploadedFiles } from '../../lib/uploads';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { createSupportRequest, findSupportAttachment, findSupportRequest, listSupportRequests, SUPPORT_FOLDER } from './repo';
import { FAILED } from '@vitrin/shared-libs/validation/messages';
import { idParams, type RoutePlugin } from '../../lib/routes';

import { recipientsFor, staffContext, staffMail } from '../mail/compose';
import { storeWithMails } from '../mail/outbox';

const tags = ['admin', 'support'];
const ATTACHMENT_MB = UPLOAD_KINDS.support.maxBytes / (1024 * 1024);

export const supportAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.support));

  app.get(
    '/support',
    {
      schema: {
        tags,
        summary: 'Support requests with their status, newest first unless sorted, of a status and a category when asked',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            ...sortQuery('support'),
            status: { type: 'string', enum: [...SUPPORT_STATUSES, ''], default: '' },
            category: { type: 'string', enum: [...SUPPORT_CATEGORIES, ''], default: '' },
          },
        },
        response: envelope(paged(supportRequestResponse)),
      },
    },
    async (request) => {
      const { page, per_page: perPage, sort, status, category } = request.query;
      return ok(await listSupportRequests(app.db, { page, perPage, sort, status, category }));
    },
  );

  app.post(
    '/support',
    {
      schema: {
        tags,
        summary: `Creates a support request (JSON, or multipart with an optional image/PDF attachment ≤ ${ATTACHMENT_MB} MB)`,
        consumes: ['application/json', 'multipart/form-data'],
        body: {
          type: 'object',
          properties: {
            subject: { type: 'string' },
            category: { type: 'string', description: SUPPORT_CATEGORIES.join(' | ') },
            message: { type: 'string' },
            attachment: { description: 'multipart only: a JPEG, PNG, WebP, GIF or PDF file (typed by its content)' },
          },
        },
        response: envelope(object({ id: int })),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      // A browser's empty file input arrives as a nameless, empty file: no attachment.
      const files = uploadedFiles(body.attachment).filter((file) => file.filename !== '' || file.size > 0);
      if (files.length > 1) throw new ValidationFailed({ attachment: 'En fazla bir dosya eklenebilir' }, FAILED);
      if (body.attachment !== undefined && body.attachment !== '' && uploadedFiles(body.attachment).length === 0) {
        throw new ValidationFailed({ attachment: 'Dosya olarak gönderiniz' }, FAILED);
      }
      const input = await validate(supportRequestSchema, body, FAILED);
      const file = files[0]
        ? await storeUpload(app, files[0], 'support', { field: 'attachment', folder: SUPPORT_FOLDER }).catch((error: unknown) => {
            // The field message stays; the dialog's message is the admin's Turkish one.
            throw error instanceof ValidationFailed ? new ValidationFailed(error.errors, FAILED) : error;
          })
        : null;
      // The request and the staff mail about it are stored together (modules/mail).
      const ctx = await staffContext(app);
      const staffTo = await recipientsFor(app.db, 'support');
      const sender = request.user!;
      try {
        const id = await storeWithMails(
          app.db,
          (trx) =>
            audited(trx, request, { entity: 'support_request', action: 'create', idOf: createdId }, (audit) =>
              createSupportRequest(audit, {
                userId: sender.id,
                subject: input.subject,
                category: input.category,
                message: input.message,
                fileId: file?.id ?? null,
              }),
            ),
          (stored) => [
            staffMail(
              ctx,
              {
                kind: 'support',
                id: stored,
                name: sender.name,
                email: sender.email,
                fields: [
                  ['staff_sender', `${sender.name} <${sender.email}>`],
                  ['staff_subject', input.subject],
                  ['staff_category', input.category],
                  ['staff_message', input.message],
                ],
                subject: { subject: input.subject },
              },
              staffTo,
            ),
          ],
        );
        app.mail.wake();
        return ok({ id }, 'Başarılı');
      } catch (error) {
        if (file) await removeFiles(app, [file.id]);
        throw error;
      }
    },
  );

  app.get(
    '/support/:id',
    {
      schema: {
        tags,
        summary: 'One support request (the staff mail about it links here)',
        params: idParams,
        response: envelope(supportRequestResponse),
      },
    },
    async (request) => {
      const found = await findSupportRequest(app.db, request.params.id);
      if (!found) throw httpError(404, 'Destek talebi bulunamadı');
      return ok(found);
    },
  );

  app.get(
    '/support/:id/attachment',
    {
      schema: {
        tags,
        summary: "A support request's attachment (staff only; never under the public /uploads/ path)",
        params: idParams,
        response: fileResponse(uploadMimeTypes('support'), 'The attachment, as it was uploaded'),
      },
    },
    async (request, reply) =>
      sendPrivateFile(app, reply, await findSupportAttachment(app.db, request.params.id), {
        prefix: `destek-${request.params.id}`,
        notFound: 'Ek bulunamadı',
      }),
  );
};
