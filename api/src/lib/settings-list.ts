import { arrayOf, envelope, noData, type JsonSchema } from '@vitrin/shared-libs/schemas/wire';
import type { AuditEntity } from '@vitrin/shared-libs/types/audit';
import { NOT_FOUND, ORDER_NOT_CHANGED } from '@vitrin/shared-libs/validation/messages';
import type { Db } from '../db/connection';
import { audited } from './audit/record';
import { queueSnapshot } from './audit/snapshots';
import { idField } from './body-fields';
import { httpError, ok } from './http';
import { queueSchema, saveQueue } from './queue';
import type { RouteApp } from './routes';
import { validate } from './validation';

export interface SettingsListConfig {
  /** Path under /api/admin, e.g. '/settings/social-media'. */
  path: string;
  tags: string[];
  /** The table, and what the audit log calls a row of it. */
  table: string;
  entity: AuditEntity;
  /** A row, for the summaries ("a social media link"). */
  what: string;
  /** The response schema of a row as `list` gives it. */
  item: JsonSchema;
  /** Deletes a row; false when there was none. */
  remove: (db: Db, id: number) => Promise<boolean>;
  /** Every row, heaviest queue first: what a reorder answers. */
  list: (db: Db) => Promise<unknown[]>;
}

/**
 * The delete and reorder routes of a settings list whose rows are named by the `id` in the body (contact
 * information, social media): DELETE `path` (id in the body or the query) and POST `path/queue`, each audited.
 */
export function registerDeleteAndQueue(app: RouteApp, config: SettingsListConfig): void {
  const { path, tags, table, entity, what } = config;
  app.delete(path, { schema: { tags, summary: `Deletes ${what} by id`, response: noData() } }, async (request) => {
    const id = idField(request.body, request.query);
    await audited(app.db, request, { entity, action: 'delete', id }, async (trx) => {
      if (!(await config.remove(trx, id))) throw httpError(404, NOT_FOUND);
    });
    return ok(null, 'Silindi');
  });

  app.post(
    `${path}/queue`,
    { schema: { tags, summary: 'Saves the order (queue)', response: envelope(arrayOf(config.item)) } },
    async (request) => {
      const { queue } = await validate(queueSchema, request.body, ORDER_NOT_CHANGED);
      await audited(app.db, request, { entity, action: 'reorder', snapshot: queueSnapshot(table) }, (trx) =>
        saveQueue(trx, table, queue),
      );
      return ok(await config.list(app.db), 'Sıra Düzeni Değiştirildi.');
    },
  );
}
