import { audited, createdId } from '../../lib/audit/record';
import { queueSnapshot } from '../../lib/audit/snapshots';
import { object, string } from 'yup';
import { PRODUCT_TEXT_FIELDS, productTextField } from '@vitrin/shared-libs/registry/productFields';
import { SECTIONS, type Section } from '@vitrin/shared-libs/types/api';
import { FAILED, ORDER_NOT_CHANGED, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { optionalText } from '@vitrin/shared-libs/validation/text';
import { GALLERY_TYPES, type GalleryType } from '@vitrin/shared-libs/types/catalogue';
import {
  adminProductSummarySchema,
  importReportSchema,
  productDetailSchema,
  productFileSchema,
} from '@vitrin/shared-libs/schemas/catalogue';
import {
  arrayOf,
  envelope,
  fileResponse,
  int,
  merge,
  noData,
  object as wireObject,
  paged,
} from '@vitrin/shared-libs/schemas/wire';
import { inTransaction } from '../../db/connection';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { idList } from '../../lib/id-list';
import { queueList } from '../../lib/queue';
import { sanitizeHtml } from '../../lib/sanitize';
import { MAX_UPLOAD_BYTES, removeFiles, storeUpload, UPLOAD_MESSAGES, uploadedFiles } from '../../lib/uploads';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { languageContext } from '../languages/service';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { IMPORT_TIMEOUT_MS, runImport } from './import-runner';
import { readProductInput } from './input';
import { readSchedule, scheduledDetail, scheduleQuery, siteTimeZone } from '../../lib/schedule';
import { scheduledDetailSchema, scheduledSchema } from '@vitrin/shared-libs/schemas/schedule';
import { ADMIN_MAX_PER_PAGE, adminProductIds, findProductDetail, listAdminProducts, productFiles } from './repo';
import { cellsOf, loadProducts, TRANSFER_FORMATS, transferColumns, writeTransferFile } from './transfer';
import {
  addProductFile,
  deleteProductFile,
  deleteProducts,
  saveProduct,
  setFileAlts,
  setFilesQueue,
  setProductQueue,
} from './service';
import { idParams, type RoutePlugin } from '../../lib/routes';
import { sortQuery } from '../../lib/paging';
import { MISSING_LANG_PARAM } from '@vitrin/shared-libs/registry/translations';
import { missingLangOf, missingLangQuery } from '../translations/repo';

/** The translated fields as a request sends them, for the API docs. */
const TEXT_FIELDS_DOC = PRODUCT_TEXT_FIELDS.map(
  (field) => `${field}_<abbr>${productTextField(field).input === 'richText' ? ' (HTML)' : ''}`,
).join(', ');

export const ADMIN_PER_PAGE = 20;

const fileParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 }, fileId: { type: 'integer', minimum: 1 } },
  required: ['id', 'fileId'],
} as const;
const tags = ['catalogue (admin)'];
const security = [{ bearer: [] }];

const queueSchema = object({
  section: string()
    .required(REQUIRED)
    .oneOf([...SECTIONS], REQUIRED),
  queue: queueList(),
});
const filesQueueSchema = object({
  gallery_type: string()
    .required(REQUIRED)
    .oneOf([...GALLERY_TYPES], REQUIRED),
  file_list: idList(),
});
const deleteListSchema = object({ delete_list: idList() });
const galleryTypeSchema = object({
  gallery_type: string()
    .required(REQUIRED)
    .oneOf([...GALLERY_TYPES], REQUIRED),
});
/** `alt_<abbr>` fields, each at most 255 characters, for the site's languages. */
const altsSchema = (langs: readonly string[]) =>
  object(Object.fromEntries(langs.map((lang) => [`alt_${lang}`, optionalText(255)])));

/** `alt_<abbr>` fields of a body. */
async function readAlts(body: unknown, langs: readonly string[]): Promise<Record<string, string | null>> {
  const values = (await validate(altsSchema(langs), body, FAILED)) as Record<string, string | null>;
  return Object.fromEntries(langs.map((lang) => [lang, values[`alt_${lang}`] ?? null]));
}

/** What narrows the admin list: the list's query, and the export's (the same products). */
const LIST_FILTERS = {
  section: { type: 'string', enum: [...SECTIONS], default: 'air_springs' },
  search: { type: 'string', maxLength: 100 },
  category_id: {
    anyOf: [
      { type: 'integer', minimum: 1 },
      { type: 'string', maxLength: 0 },
    ],
  },
  is_active: { type: 'string', enum: ['0', '1', ''], default: '' },
  [MISSING_LANG_PARAM]: missingLangQuery,
  ...sortQuery('products'),
  schedule: scheduleQuery,
} as const;

const TRANSFER_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The edit form's product: the detail with its publishing window (lib/schedule.ts). */
const adminProductDetailSchema = merge(productDetailSchema, scheduledDetailSchema);

/** Products of both sections under /api/admin/products (Editör and Süper Yönetici). */
export const productAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.catalogue));

  const languages = async (request: Parameters<typeof languageContext>[1]) => {
    const { codes, all } = await languageContext(app.db, request);
    const defaultLang = all.find((l) => l.is_default === 1)?.abbr ?? codes[0] ?? 'en';
    return { codes, defaultLang };
  };
  const detail = async (id: number, codes: readonly string[]) => {
    const product = await findProductDetail(app.db, { id }, codes, false);
    if (!product) throw httpError(404, 'Ürün bulunamadı');
    return { ...product, ...(await scheduledDetail(app.db, 'products', id)) };
  };
  /** The window the form sends (lib/schedule.ts), over the stored one of product `id`. */
  const scheduleOf = async (body: unknown, id?: number) => {
    const stored =
      id === undefined
        ? undefined
        : await app.db.selectFrom('products').select(['publish_at', 'unpublish_at']).where('id', '=', id).executeTakeFirst();
    return readSchedule(body, await siteTimeZone(app.db), stored);
  };

  app.get(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: 'A page of a section’s products (active and passive), searchable, filterable by category',
        querystring: {
          type: 'object',
          properties: {
            ...LIST_FILTERS,
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            per_page: { type: 'integer', minimum: 1, maximum: ADMIN_MAX_PER_PAGE, default: ADMIN_PER_PAGE },
          },
        },
        response: envelope(paged(merge(adminProductSummarySchema, scheduledSchema))),
      },
    },
    async (request) => {
      const { codes, defaultLang } = await languages(request);
      const { section = 'air_springs', page, per_page = ADMIN_PER_PAGE, search, category_id, is_active, sort } = request.query;
      const categoryId = typeof category_id === 'number' ? category_id : undefined;
      const cacheSize = app.config.searchCacheEntries;
      const missing = missingLangOf(request.query[MISSING_LANG_PARAM], defaultLang);
      const { schedule } = request.query;
      const filter = {
        section,
        page,
        search,
        categoryId,
        isActive: is_active,
        sort,
        perPage: per_page,
        cacheSize,
        missing,
        schedule,
      };
      return ok(await listAdminProducts(app.db, filter, codes));
    },
  );

  app.get(
    '/products/export',
    {
      schema: {
        tags,
        security,
        summary:
          'The products of a section (under the list’s filters) as a CSV (UTF-8 with BOM) or XLSX file, one row a product (docs/api.md)',
        querystring: {
          type: 'object',
          properties: { ...LIST_FILTERS, format: { type: 'string', enum: [...TRANSFER_FORMATS], default: 'csv' } },
        },
        response: fileResponse(Object.values(TRANSFER_TYPES), 'The products as a CSV or XLSX file (the format asked for)'),
      },
    },
    async (request, reply) => {
      const { codes, defaultLang } = await languages(request);
      const { section = 'air_springs', search, category_id, is_active, sort, format = 'csv' } = request.query;
      const categoryId = typeof category_id === 'number' ? category_id : undefined;
      const missing = missingLangOf(request.query[MISSING_LANG_PARAM], defaultLang);
      const ids = await adminProductIds(app.db, { section, search, categoryId, isActive: is_active, sort, missing });
      const products = await loadProducts(app.db, codes, { ids });
      const columns = transferColumns(codes);
      const file = await writeTransferFile(
        format,
        columns,
        products.map((p) => cellsOf(p.view, codes)),
        section,
      );
      const name = `${section}-${new Date().toISOString().slice(0, 10)}.${format}`;
      return reply
        .type(TRANSFER_TYPES[format])
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  );

  app.post(
    '/products/import',
    {
      schema: {
        tags,
        security,
        summary:
          'Imports a CSV or XLSX file (multipart field `file`) into a section by code: dry_run=1 reports row by row, dry_run=0 applies all or nothing (docs/api.md)',
        querystring: {
          type: 'object',
          properties: {
            section: { type: 'string', enum: [...SECTIONS], default: 'air_springs' },
            dry_run: { type: 'integer', enum: [0, 1], default: 1 },
          },
        },
        response: envelope(importReportSchema),
      },
    },
    async (request) => {
      const { codes, defaultLang } = await languages(request);
      const { section = 'air_springs', dry_run = 1 } = request.query;
      const [upload] = uploadedFiles(((request.body ?? {}) as Record<string, unknown>).file);
      if (!upload) throw new ValidationFailed({ file: REQUIRED }, FAILED);
      if (upload.truncated) {
        const message = UPLOAD_MESSAGES.tooLarge(MAX_UPLOAD_BYTES);
        throw new ValidationFailed({ file: message }, message);
      }
      // Read, checked and written in a worker thread: this event loop only waits (docs/decisions.md). The answer
      // comes when the thread is done: the connection's idle limit must not cut a long import.
      // (An injected request has no socket to hold.)
      const socket = request.raw.socket as Partial<Pick<Socket, 'setTimeout'>> | undefined;
      socket?.setTimeout?.(IMPORT_TIMEOUT_MS + 30_000);
      const outcome = await runImport(app.db, {
        database: app.config.database,
        file: upload.path,
        fileName: upload.filename,
        section,
        dryRun: dry_run === 1,
        langs: [...codes],
        defaultLang,
        who: { actor: request.user ?? null, ip: request.ip ?? null },
        holder: randomBytes(12).toString('hex'),
        reportUrl: '/api/admin/products/import-reports/{id}',
      }).finally(() => socket?.setTimeout?.(app.server.timeout));
      if (outcome.kind === 'refused') {
        if (outcome.status === 422) throw new ValidationFailed(outcome.errors ?? {}, outcome.message);
        throw httpError(outcome.status, outcome.message);
      }
      return ok(outcome.report, dry_run === 1 ? 'Kontrol edildi' : 'İçe aktarıldı');
    },
  );

  app.get(
    '/products/import-reports/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The full report of an import (every row that is new, changes or is refused, in full) as a CSV file',
        params: idParams,
        response: fileResponse([TRANSFER_TYPES.csv], 'The report as CSV (UTF-8 with BOM)'),
      },
    },
    async (request, reply) => {
      const stored = await app.db
        .selectFrom('import_reports')
        .select(['id', 'section', 'content'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!stored) throw httpError(404, 'Rapor bulunamadı (raporlar 7 gün saklanır)');
      return reply
        .type(TRANSFER_TYPES.csv)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="import-report-${stored.section}-${stored.id}.csv"`)
        .send(stored.content);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One product with every field, for the edit form',
        params: idParams,
        response: envelope(adminProductDetailSchema),
      },
    },
    async (request) => {
      const { codes } = await languages(request);
      return ok(await detail(request.params.id, codes));
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: `Creates a product: section, category_id, sub_category_id, code, seo_name, is_active, transporter_types, oem_numbers, specs, ${TEXT_FIELDS_DOC}`,
        response: envelope(adminProductDetailSchema, { status: 201 }),
      },
    },
    async (request, reply) => {
      const { codes, defaultLang } = await languages(request);
      const input = await readProductInput(request.body, codes, defaultLang);
      const schedule = await scheduleOf(request.body);
      const id = await audited(app.db, request, { entity: 'product', action: 'create', idOf: createdId }, (trx) =>
        saveProduct(trx, input, sanitizeHtml, undefined, schedule),
      );
      reply.code(201);
      return ok(await detail(id, codes), 'Başarılı');
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Updates a product (the same fields as creating one)',
        params: idParams,
        response: envelope(adminProductDetailSchema),
      },
    },
    async (request) => {
      const { codes, defaultLang } = await languages(request);
      await detail(request.params.id, codes);
      const input = await readProductInput(request.body, codes, defaultLang);
      const schedule = await scheduleOf(request.body, request.params.id);
      await audited(app.db, request, { entity: 'product', action: 'update', id: request.params.id }, (trx) =>
        saveProduct(trx, input, sanitizeHtml, request.params.id, schedule),
      );
      return ok(await detail(request.params.id, codes), 'Güncellendi');
    },
  );

  app.delete(
    '/products/:id',
    { schema: { tags, security, summary: 'Deletes a product and its files', params: idParams, response: noData() } },
    async (request) => {
      const { fileIds } = await audited(
        app.db,
        request,
        { entity: 'product', action: 'delete', id: request.params.id },
        async (trx) => {
          const removed = await deleteProducts(trx, [request.params.id]);
          if (removed.deleted === 0) throw httpError(404, 'Ürün bulunamadı');
          return removed;
        },
      );
      await removeFiles(app, fileIds);
      return ok(null, 'Silindi');
    },
  );

  app.delete(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes the products of delete_list (JSON ids) and their files',
        response: envelope(wireObject({ deleted: int })),
      },
    },
    async (request) => {
      const { delete_list } = await validate(deleteListSchema, request.body, 'Silme İşleminde Hata Oldu. Tekrar Deneyiniz!');
      // One transaction, one audit entry per product: each deleted product's history ends in its own delete entry,
      // from which it can be brought back ("Geri yükle", audit/history.ts) as one deleted alone can.
      const { deleted, fileIds } = await inTransaction(app.db, async (trx) => {
        const present = await trx
          .selectFrom('products')
          .select('id')
          .where('id', 'in', [...delete_list])
          .execute();
        const removedFiles: number[] = [];
        for (const { id } of present) {
          const removed = await audited(trx, request, { entity: 'product', action: 'delete', id }, (one) =>
            deleteProducts(one, [id]),
          );
          removedFiles.push(...removed.fileIds);
        }
        return { deleted: present.length, fileIds: removedFiles };
      });
      await removeFiles(app, fileIds);
      return ok({ deleted }, 'Silindi');
    },
  );

  app.put(
    '/products/queue',
    { schema: { tags, security, summary: 'New order of a section’s products: queue = [{ id, queue }]', response: noData() } },
    async (request) => {
      const { section, queue } = await validate(queueSchema, request.body, ORDER_NOT_CHANGED);
      await audited(
        app.db,
        request,
        { entity: 'product', action: 'reorder', id: section, snapshot: queueSnapshot('products', () => ({ section })) },
        (trx) => setProductQueue(trx, section as Section, queue),
      );
      return ok(null, 'Sıra Düzeni Değiştirildi.');
    },
  );

  app.put(
    '/products/files-queue/:id',
    {
      schema: {
        tags,
        security,
        summary: 'New order of one gallery of product :id: file_list (comma-joined product file ids), gallery_type',
        params: idParams,
        response: envelope(arrayOf(productFileSchema)),
      },
    },
    async (request) => {
      const { codes } = await languages(request);
      await detail(request.params.id, codes);
      const { gallery_type, file_list } = await validate(
        filesQueueSchema,
        request.body,
        'İşleminde Hata Oldu. Tekrar Deneyiniz!',
      );
      const id = request.params.id;
      // A product's files are part of its record (snapshots.ts): their order is in the product's history.
      await audited(app.db, request, { entity: 'product', action: 'reorder', id }, (trx) =>
        setFilesQueue(trx, id, gallery_type as GalleryType, file_list),
      );
      return ok(await productFiles(app.db, request.params.id, codes), 'Sıra Düzeni Değiştirildi.');
    },
  );

  app.post(
    '/products/:id/files',
    {
      schema: {
        tags,
        security,
        summary: 'Adds one file (multipart field `file`) to a gallery (gallery_type) with alt_<abbr> texts',
        params: idParams,
        response: envelope(productFileSchema, { status: 201 }),
      },
    },
    async (request, reply) => {
      const { codes } = await languages(request);
      await detail(request.params.id, codes);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { gallery_type } = await validate(galleryTypeSchema, body);
      const alts = await readAlts(body, codes);
      const [file] = uploadedFiles(body.file);
      if (!file) throw new ValidationFailed({ file: REQUIRED }, FAILED);
      const stored = await storeUpload(app, file, gallery_type === 'document' ? 'document' : 'image', {
        field: 'file',
        folder: 'products',
      });
      const productFileId = await audited(
        app.db,
        request,
        { entity: 'product', action: 'upload', id: request.params.id },
        (trx) => addProductFile(trx, request.params.id, stored.id, gallery_type as GalleryType, alts),
      );
      reply.code(201);
      const [added] = await productFiles(app.db, request.params.id, codes, [productFileId]);
      return ok(added, 'Başarılı');
    },
  );

  app.put(
    '/products/:id/files/:fileId',
    {
      schema: {
        tags,
        security,
        summary: 'Changes a gallery file’s alt_<abbr> texts',
        params: fileParams,
        response: envelope(productFileSchema),
      },
    },
    async (request) => {
      const { codes } = await languages(request);
      const [file] = await productFiles(app.db, request.params.id, codes, [request.params.fileId]);
      if (!file) throw httpError(404, 'Dosya bulunamadı');
      const alts = await readAlts(request.body, codes);
      await audited(app.db, request, { entity: 'product', action: 'update', id: request.params.id }, (trx) =>
        setFileAlts(trx, file.id, alts),
      );
      const [updated] = await productFiles(app.db, request.params.id, codes, [file.id]);
      return ok(updated, 'Güncellendi');
    },
  );

  app.delete(
    '/products/:id/files/:fileId',
    {
      schema: {
        tags,
        security,
        summary: 'Removes a gallery file from the product and from the disk',
        params: fileParams,
        response: noData(),
      },
    },
    async (request) => {
      const { id, fileId: productFileId } = request.params;
      const fileId = await audited(app.db, request, { entity: 'product', action: 'remove_file', id }, async (trx) => {
        const removed = await deleteProductFile(trx, id, productFileId);
        if (removed === undefined) throw httpError(404, 'Dosya bulunamadı');
        return removed;
      });
      await removeFiles(app, [fileId]);
      return ok(null, 'Silindi');
    },
  );
};
