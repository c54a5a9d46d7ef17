/**
 * The admin inboxes of the inbox registry, each under /api/admin/{kind}: list, one message, not-check-count, trash, restore
 * (back from the trash), delete, check — plus the staff-only CV download where its messages carry one. One
 * plugin, registered once per inbox.
 */
import type { FastifyRequest } from 'fastify';
import { audited } from '../../lib/audit/record';
import { inboxEntity } from '../../lib/audit/snapshots';
import { object } from 'yup';
import { inboxOf, INBOX_KINDS, type InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import { inboxMessageSchema, readFlagSchema } from '@vitrin/shared-libs/schemas/inbox';
import { envelope, fileResponse, int, object as wireObject, paged } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { idList } from '../../lib/id-list';
import { dateRangeQuery, pageQuery, sortQuery } from '../../lib/paging';
import { sendPrivateFile } from '../../lib/private-files';
import { removeFiles, uploadMimeTypes } from '../../lib/uploads';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { countUnread, deleteFromTrash, findCvFile, findMessage, listInbox, markRead, moveSection } from './admin-repo';
import { overridableRoute } from '../../lib/method-override';
import { idParams, named, type RoutePlugin } from '../../lib/routes';

const listQuery = {
  type: 'object',
  properties: {
    ...pageQuery,
    ...sortQuery('inbox'),
    ...dateRangeQuery,
    section: { type: 'string', enum: ['mail', 'trash'], default: 'mail' },
    check: { type: 'string', enum: ['0', '1', ''], default: '', description: '0: unread only, 1: read only' },
  },
} as const;

const idListBody = (field: string) =>
  ({
    type: 'object',
    required: [field],
    properties: {
      // No type here: a JSON-encoded array in a string or a plain array both pass to idList unchanged.
      [field]: { description: 'A JSON-encoded array of ids in a string (e.g. "[1,2]"), or a plain array' },
    },
  }) as const;

/** The id lists of the trash, restore and delete calls (at most 500 ids a call). */
const idListSchema = object({
  trash_list: idList({ max: 500 }),
  restore_list: idList({ max: 500 }),
  delete_list: idList({ max: 500 }),
});
const trashSchema = idListSchema.pick(['trash_list']);
const restoreSchema = idListSchema.pick(['restore_list']);
const deleteSchema = idListSchema.pick(['delete_list']);

/** What /check and /uncheck answer: the message's id, its new read flag and the inbox's unread count. */
const readAnswer = envelope(wireObject({ id: int, check: readFlagSchema, unread: int }));

const checkBody = {
  type: 'object',
  required: ['id'],
  properties: { id: { description: 'The message id (number or numeric string)' } },
} as const;

function inboxRoutes(kind: InboxKind): RoutePlugin {
  const tags = ['admin', 'inbox'];
  // The specification sends an offer's trash, delete and check as POST with `_method` (docs/api.md, "Method override").
  const { docsLabel: label, cv, methodOverride: overridden = false } = inboxOf(kind);
  const entity = inboxEntity(kind);
  return async (app) => {
    app.addHook('onRequest', app.requireRole(...AREA_ROLES.inbox));

    app.get(
      '',
      {
        schema: {
          tags,
          summary: `Paged ${label} of a section (mail or trash)`,
          querystring: listQuery,
          response: envelope(paged(inboxMessageSchema)),
        },
      },
      async (request) => {
        const { page, per_page: perPage, search, section, sort, check, from, to } = request.query;
        return ok(await listInbox(app.db, kind, { page, perPage, search, section, sort, check, from, to }));
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          summary: `One of the ${label}, in either section (the staff mail links to it)`,
          params: idParams,
          response: envelope(inboxMessageSchema),
        },
      },
      async (request) => {
        const found = await findMessage(app.db, kind, request.params.id);
        if (!found) throw httpError(404, 'Mesaj bulunamadı');
        return ok(found);
      },
    );

    app.get(
      '/not-check-count',
      { schema: { tags, summary: `Unread ${label} in the mail section`, response: envelope(int) } },
      async () => ok(await countUnread(app.db, kind)),
    );

    overridableRoute(
      app,
      'PUT',
      '/trash',
      {
        schema: {
          tags,
          summary: `Moves ${label} to the trash`,
          body: idListBody('trash_list'),
          response: envelope(wireObject({ moved: int, unread: int })),
        },
        handler: async (request) => {
          const { trash_list: ids } = await validate(trashSchema, request.body, 'Çöpe taşıma işleminde sorun oldu!');
          const moved = await audited(app.db, request, { entity, action: 'trash', id: ids }, (trx) =>
            moveSection(trx, kind, ids, 'mail', 'trash'),
          );
          return ok({ moved, unread: await countUnread(app.db, kind) }, 'Çöpe Taşındı');
        },
      },
      overridden,
    );

    app.put(
      '/restore',
      {
        schema: {
          tags,
          summary: `Moves ${label} from the trash back to mail`,
          body: idListBody('restore_list'),
          response: envelope(wireObject({ restored: int, unread: int })),
        },
      },
      async (request) => {
        const { restore_list: ids } = await validate(restoreSchema, request.body, 'Geri yükleme işleminde sorun oldu!');
        const restored = await audited(app.db, request, { entity, action: 'restore', id: ids }, (trx) =>
          moveSection(trx, kind, ids, 'trash', 'mail'),
        );
        return ok({ restored, unread: await countUnread(app.db, kind) }, 'Geri Yüklendi');
      },
    );

    overridableRoute(
      app,
      'DELETE',
      '',
      {
        schema: {
          tags,
          summary: `Deletes ${label} from the trash for good`,
          body: idListBody('delete_list'),
          response: envelope(wireObject({ deleted: int })),
        },
        handler: async (request) => {
          const { delete_list: ids } = await validate(deleteSchema, request.body, 'Silme İşleminde Hata Oldu. Tekrar Deneyiniz!');
          const { deleted, fileIds } = await audited(app.db, request, { entity, action: 'delete', id: ids }, (trx) =>
            deleteFromTrash(trx, kind, ids),
          );
          await removeFiles(app, fileIds);
          return ok({ deleted }, 'Silindi');
        },
      },
      overridden,
    );

    /** Marks the message of the body's id read (check 1) or unread again (check 0), with the new unread count. */
    const setRead = async (request: FastifyRequest, raw: unknown, read: boolean) => {
      // Number() of an arbitrary object can throw (a null toString): only numbers and strings are ids.
      const id = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(id) || id < 1) throw new ValidationFailed({ id: 'Geçerli bir kimlik gönderiniz' });
      await audited(app.db, request, { entity, action: read ? 'read' : 'unread', id }, async (trx) => {
        if (!(await markRead(trx, kind, id, read))) throw httpError(404, 'Mesaj bulunamadı');
      });
      return ok({ id, check: read ? 1 : 0, unread: await countUnread(app.db, kind) }, 'Güncellendi');
    };
    overridableRoute(
      app,
      'PUT',
      '/check',
      {
        schema: { tags, summary: `Marks one of the ${label} read`, body: checkBody, response: readAnswer },
        handler: (request) => setRead(request, request.body.id, true),
      },
      overridden,
    );
    app.put(
      '/uncheck',
      { schema: { tags, summary: `Marks one of the ${label} unread again`, body: checkBody, response: readAnswer } },
      (request) => setRead(request, request.body.id, false),
    );

    if (cv) {
      app.get(
        '/:id/cv',
        {
          schema: {
            tags,
            summary: "An application's CV (staff only; never under the public /uploads/ path)",
            params: idParams,
            response: fileResponse(uploadMimeTypes('cv'), 'The CV as it was uploaded (PDF, DOC or DOCX)'),
          },
        },
        async (request, reply) =>
          sendPrivateFile(app, reply, await findCvFile(app.db, kind, request.params.id), {
            prefix: `cv-${request.params.id}`,
            notFound: 'CV bulunamadı',
          }),
      );
    }
  };
}

/** Registers each inbox of the registry under /api/admin/{kind}. */
export const inboxAdminRoutes: RoutePlugin = async (app) => {
  for (const kind of INBOX_KINDS) app.register(named(inboxRoutes(kind), `${kind} inbox`), { prefix: `/${kind}` });
};
