/**
 * The write shared by a page's content and a page's banner (PUT /api/admin/contents/{key}, PUT
 * /api/admin/breadcrumbs/{key}): a row found by its key, with one optional image and per-language texts. The new
 * image is stored first; the row and its texts change in one audited transaction; the replaced image is removed
 * once the change is kept.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object } from 'yup';
import type { AuditEntity } from '@vitrin/shared-libs/types/audit';
import { FAILED } from '@vitrin/shared-libs/validation/messages';
import type { Db } from '../../db/connection';
import { flag, localizedFields, saveTranslations, storeFields, withStoredFiles } from '../../lib/content-writes';
import { httpError } from '../../lib/http';
import { nowIso } from '../../lib/time';
import { removeFiles } from '../../lib/uploads';
import { untyped } from '../../lib/untyped';
import { validate } from '../../lib/validation';
import { audited } from '../../lib/audit/record';

export interface TextsImageTable {
  /** The rows' table and their translations' table with its owner column. */
  table: 'pages' | 'breadcrumbs';
  translations: string;
  owner: string;
  /** Each text field with its length limit; `transform` runs on a field's values (sanitizeHtml for HTML). */
  fields: Record<string, number>;
  transform?: Partial<Record<string, (value: string) => string | null>>;
  /** Where its image is stored, the audit log's name for it, and how a row is found by its key. */
  folder: string;
  entity: AuditEntity;
  find: (db: Db, key: string) => Promise<{ id: number; image_id: number | null } | undefined>;
  /** The 404's message. */
  missing: string;
}

/** The body's rules: the texts of every site language and remove_image. */
const textsImageSchema = (spec: TextsImageTable, codes: readonly string[]) =>
  object({ ...localizedFields(spec.fields, codes), remove_image: flag() });

/** Saves a row's image and texts from a request's body (JSON, or multipart with its `image`). */
export async function saveTextsAndImage(
  app: FastifyInstance,
  request: FastifyRequest,
  spec: TextsImageTable,
  key: string,
  codes: readonly string[],
  /** Other columns of the row to set in the same transaction (a page's publishing window). */
  columns: Record<string, string | null> = {},
): Promise<void> {
  const input = await validate(textsImageSchema(spec, codes), request.body, FAILED);
  const row = await spec.find(app.db, key);
  if (!row) throw httpError(404, spec.missing);
  const files = await storeFields(app, request.body, { image: { kind: 'image', folder: spec.folder } });
  const oldImage = row.image_id;
  const image = files.image ?? (input.remove_image ? null : oldImage);
  await withStoredFiles(app, files, () =>
    audited(app.db, request, { entity: spec.entity, action: 'update', id: key }, async (trx) => {
      await untyped(trx)
        .updateTable(spec.table)
        .set({ image_id: image, updated_at: nowIso(), ...columns })
        .where('id', '=', row.id)
        .execute();
      await saveTranslations(trx, spec.translations, spec.owner, row.id, Object.keys(spec.fields), input, codes, spec.transform);
    }),
  );
  if (oldImage !== null && oldImage !== image) await removeFiles(app, [oldImage]);
}
