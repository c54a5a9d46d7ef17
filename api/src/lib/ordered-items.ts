import { arrayOf, envelope, noData, nullable, type JsonSchema } from '@vitrin/shared-libs/schemas/wire';
import type { AuditEntity } from '@vitrin/shared-libs/types/audit';
import { audited, createdId } from './audit/record';
import { queueSnapshot } from './audit/snapshots';
import type { FastifyInstance } from 'fastify';
import { object, type ObjectShape, string } from 'yup';
import { removeFiles, type UploadKind } from './uploads';
import {
  adminSchema,
  langSet,
  localizedFields,
  requireMainText,
  saveTranslations,
  storeFields,
  withStoredFiles,
} from './content-writes';
import { httpError, ok } from './http';
import { idParams, type RouteApp } from './routes';
import { nextQueue, queueSchema, saveQueue } from './queue';
import { nowIso } from './time';
import { untyped } from './untyped';
import { validate } from './validation';
import { FAILED, NOT_FOUND, ORDER_NOT_CHANGED, tooLong } from '@vitrin/shared-libs/validation/messages';

/** A link: an absolute http(s) URL, a site path, mailto: or tel:. */
export const LINK = /^(https?:\/\/[^\s]+|\/[^\s]*|mailto:[^\s]+|tel:[+\d\s()-]+)$/i;
const LINK_MESSAGE = 'Geçerli bir bağlantı giriniz (https://…, /sayfa, mailto: veya tel:)';

export const link = (max: number) =>
  string()
    .trim()
    .max(max, tooLong(max))
    .test('link', LINK_MESSAGE, (value) => !value || LINK.test(value))
    .optional();

export interface FileFieldRule {
  /** The column holding the files row id. */
  column: string;
  kind: UploadKind;
  folder: string;
  /** Needed when the item is created. */
  required?: boolean;
}

export interface OrderedItemsConfig<T extends { id: number }> {
  /** Path under /api/admin, e.g. '/certificates'. */
  path: string;
  tag: string;
  summary: string;
  table: string;
  /** What the audit log calls an item (lib/audit/). */
  entity: AuditEntity;
  translations: string;
  owner: string;
  files: Record<string, FileFieldRule>;
  /** Per-language fields and their maximum lengths. */
  fields: Record<string, number>;
  /** Per-language fields that hold links. */
  localizedLinks?: string[];
  /** A `link` column on the item itself. */
  linkColumn?: boolean;
  /** The main language's title is required. */
  requireTitle?: boolean;
  /** The table has a created_at column. */
  createdAt?: boolean;
  list: (app: FastifyInstance, langs: string[]) => Promise<T[]>;
  /** The response schema of one item as `list` gives it. */
  item: JsonSchema;
}

/**
 * Create (POST path), update (PUT path/{id}), delete (DELETE path/{id}, with the item's files) and order
 * (PUT path/queue) of one ordered list of items that carry files and per-language texts. The caller's
 * plugin sets the role guard. Files replaced by an update are removed from disk after the update is saved.
 */
export function registerOrderedItems<T extends { id: number }>(app: RouteApp, config: OrderedItemsConfig<T>): void {
  const anyDb = () => untyped(app.db);
  const fieldNames = Object.keys(config.fields);
  const fileColumns = Object.values(config.files).map((f) => f.column);
  const schemaFor = (codes: string[]) => {
    const shape: ObjectShape = { ...localizedFields(config.fields, codes) };
    for (const field of config.localizedLinks ?? [])
      for (const lang of codes) shape[`${field}_${lang}`] = link(config.fields[field]!);
    if (config.linkColumn) shape.link = link(255);
    return object(shape);
  };
  const find = async (id: number) =>
    (await anyDb()
      .selectFrom(config.table)
      .select(['id', ...fileColumns])
      .where('id', '=', id)
      .executeTakeFirst()) as Record<string, number | null> | undefined;
  const answer = async (codes: string[], id: number, message: string) =>
    ok((await config.list(app, codes)).find((item) => item.id === id) ?? null, message);
  const multipart = { consumes: ['multipart/form-data', 'application/json'] };
  const oneItem = envelope(nullable(config.item));

  app.post(
    config.path,
    { schema: { ...adminSchema(config.tag, `Adds ${config.summary}`, oneItem), ...multipart } },
    async (request) => {
      const langs = await langSet(app.db);
      const input = (await validate(schemaFor(langs.codes), request.body, FAILED)) as Record<string, string | null | undefined>;
      if (config.requireTitle) requireMainText(input, 'title', langs);
      const stored = await storeFields(app, request.body, config.files);
      const id = await withStoredFiles(app, stored, () =>
        audited(app.db, request, { entity: config.entity, action: 'create', idOf: createdId }, async (trx) => {
          const values: Record<string, unknown> = { queue: await nextQueue(trx, config.table) };
          for (const [field, rule] of Object.entries(config.files)) values[rule.column] = stored[field] ?? null;
          if (config.linkColumn) values.link = input.link || null;
          if (config.createdAt) values.created_at = nowIso();
          const row = (await untyped(trx).insertInto(config.table).values(values).returning('id').executeTakeFirstOrThrow()) as {
            id: number;
          };
          await saveTranslations(trx, config.translations, config.owner, row.id, fieldNames, input, langs.codes);
          return row.id;
        }),
      );
      return answer(langs.codes, id, 'Başarılı');
    },
  );

  app.put(
    `${config.path}/:id`,
    { schema: { ...adminSchema(config.tag, `Updates ${config.summary}`, oneItem), params: idParams, ...multipart } },
    async (request) => {
      const langs = await langSet(app.db);
      const input = (await validate(schemaFor(langs.codes), request.body, FAILED)) as Record<string, string | undefined>;
      if (config.requireTitle) requireMainText(input, 'title', langs, true);
      const item = await find(request.params.id);
      if (!item) throw httpError(404, NOT_FOUND);
      const optional = Object.fromEntries(
        Object.entries(config.files).map(([field, rule]) => [field, { ...rule, required: false }]),
      );
      const stored = await storeFields(app, request.body, optional);
      const replaced: (number | null | undefined)[] = [];
      await withStoredFiles(app, stored, () =>
        audited(app.db, request, { entity: config.entity, action: 'update', id: item.id! }, async (trx) => {
          const values: Record<string, unknown> = {};
          for (const [field, rule] of Object.entries(config.files)) {
            if (stored[field] === undefined) continue;
            values[rule.column] = stored[field];
            replaced.push(item[rule.column]);
          }
          if (config.linkColumn && input.link !== undefined) values.link = input.link || null;
          if (Object.keys(values).length > 0) {
            await untyped(trx).updateTable(config.table).set(values).where('id', '=', item.id).execute();
          }
          await saveTranslations(trx, config.translations, config.owner, item.id!, fieldNames, input, langs.codes);
        }),
      );
      await removeFiles(app, replaced);
      return answer(langs.codes, item.id!, 'Güncellendi');
    },
  );

  app.delete(
    `${config.path}/:id`,
    { schema: { ...adminSchema(config.tag, `Deletes ${config.summary} and its files`, noData()), params: idParams } },
    async (request) => {
      const item = await find(request.params.id);
      if (!item) throw httpError(404, NOT_FOUND);
      await audited(app.db, request, { entity: config.entity, action: 'delete', id: item.id! }, (trx) =>
        untyped(trx).deleteFrom(config.table).where('id', '=', item.id).execute(),
      );
      await removeFiles(
        app,
        fileColumns.map((column) => item[column]),
      );
      return ok(null, 'Silindi');
    },
  );

  app.put(
    `${config.path}/queue`,
    {
      schema: {
        ...adminSchema(
          config.tag,
          `Saves the order of ${config.summary} items (weights from the list length down to 1)`,
          envelope(arrayOf(config.item)),
        ),
      },
    },
    async (request) => {
      const { queue } = await validate(queueSchema, request.body, ORDER_NOT_CHANGED);
      const snapshot = queueSnapshot(config.table);
      await audited(app.db, request, { entity: config.entity, action: 'reorder', snapshot }, (trx) =>
        saveQueue(trx, config.table, queue),
      );
      const { codes } = await langSet(app.db);
      return ok(await config.list(app, codes), 'Sıra Düzeni Değiştirildi.');
    },
  );
}
