/**
 * A record's history under /api/admin (docs/api.md "History"): GET /history/<entity>/:id lists its versions and
 * compares two; POST /history/<entity>/:id/restore brings one back. Each entity's routes answer the roles of the
 * area that edits it (registry/historyEntities.ts). POST /audit-log/:id/restore brings a deleted record back from
 * its delete entry, from the audit log itself, which stays Süper Yönetici's.
 */
import { number, object } from 'yup';
import { HISTORY_ENTITIES, type HistoryEntity, isHistoryEntity } from '@vitrin/shared-libs/registry/historyEntities';
import { historyAnswerSchema } from '@vitrin/shared-libs/schemas/audit';
import { envelope, object as wireObject, str } from '@vitrin/shared-libs/schemas/wire';
import { FAILED, NOT_FOUND, NUMERIC, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { adminSchema } from '../../lib/content-writes';
import { httpError, ok } from '../../lib/http';
import { idParams, named, type RoutePlugin } from '../../lib/routes';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { deletedTarget, readHistory, restoreVersion, versionTarget } from './history';

const TAG = 'history (admin)';
const keyParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 190 } },
} as const;
const compareQuery = {
  type: 'object',
  properties: { from: { type: 'integer', minimum: 1 }, to: { type: 'integer', minimum: 1 } },
} as const;
const restoreBody = object({
  version: number().typeError(NUMERIC).required(REQUIRED).integer(NUMERIC).min(1, NUMERIC),
});

/** The history routes of one entity, behind its area's roles. */
const entityHistoryRoutes =
  (entity: HistoryEntity): RoutePlugin =>
  async (app) => {
    app.addHook('onRequest', app.requireRole(...AREA_ROLES[HISTORY_ENTITIES[entity]]));

    app.get(
      `/history/${entity}/:id`,
      {
        schema: {
          ...adminSchema(
            TAG,
            `The versions of a ${entity}, newest first (who, when, what changed); ?from=&to= (version ids) compares two`,
            envelope(historyAnswerSchema),
          ),
          params: keyParams,
          querystring: compareQuery,
        },
      },
      async (request) => ok(await readHistory(app.db, entity, request.params.id, request.query)),
    );

    app.post(
      `/history/${entity}/:id/restore`,
      {
        schema: {
          ...adminSchema(
            TAG,
            `Brings a ${entity} back to a version ({ version: id }); the restore is a new version and an audit entry`,
            envelope(historyAnswerSchema),
          ),
          params: keyParams,
        },
      },
      async (request) => {
        const { version } = await validate(restoreBody, request.body, FAILED);
        const { id } = request.params;
        await restoreVersion(app.db, request, entity, id, versionTarget(version));
        return ok(await readHistory(app.db, entity, id, {}), 'Sürüm geri yüklendi');
      },
    );
  };

/** A deleted record back from its delete entry: the audit log's own route, Süper Yönetici only. */
const restoreDeletedRoute: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.auditLog));
  app.post(
    '/audit-log/:id/restore',
    {
      schema: {
        ...adminSchema(
          TAG,
          'Brings a deleted record back from its delete entry: its old id, texts and lists, at its old address',
          envelope(wireObject({ entity: str, entity_id: str })),
        ),
        params: idParams,
      },
    },
    async (request) => {
      const entry = await app.db.selectFrom('audit_log').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!entry) throw httpError(404, NOT_FOUND);
      if (entry.action !== 'delete' || !entry.entity_id || !isHistoryEntity(entry.entity))
        throw httpError(422, 'Bu kayıttan geri yükleme yapılamaz: yalnızca tek bir kaydın silinmesi geri yüklenir');
      await restoreVersion(app.db, request, entry.entity, entry.entity_id, deletedTarget(entry), entry.id);
      return ok({ entity: entry.entity, entity_id: entry.entity_id }, 'Kayıt geri yüklendi');
    },
  );
};

export const historyAdminRoutes: RoutePlugin = async (app) => {
  for (const entity of Object.keys(HISTORY_ENTITIES) as HistoryEntity[])
    await app.register(named(entityHistoryRoutes(entity), `${entity} history`));
  await app.register(named(restoreDeletedRoute));
};
