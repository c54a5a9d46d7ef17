import { audited, createdId } from '../../lib/audit/record';
import { queueSnapshot } from '../../lib/audit/snapshots';
import type { FastifyRequest } from 'fastify';
import { number, object, string } from 'yup';
import { SECTIONS, type Section } from '@vitrin/shared-libs/types/api';
import { categorySchema, subCategorySchema } from '@vitrin/shared-libs/schemas/api';
import { arrayOf, envelope, noData } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { queueList } from '../../lib/queue';
import { removeFiles, storeUpload, uploadedFiles } from '../../lib/uploads';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { languageContext } from '../languages/service';
import { listCategories } from './repo';
import {
  deleteCategory,
  deleteSubCategory,
  readCategoryInput,
  readFormData,
  saveCategory,
  saveSubCategory,
  setCategoryQueue,
} from './service';
import { FAILED, NUMERIC, ORDER_NOT_CHANGED, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { idParams, type RoutePlugin } from '../../lib/routes';

const tags = ['catalogue (admin)'];
const security = [{ bearer: [] }];
/** `sub_category`: a main category's id (its sub-categories), or a flag (1/true) on a single sub-category. */
const subCategoryParam = {
  anyOf: [
    { type: 'integer', minimum: 0 },
    { type: 'string', maxLength: 8 },
  ],
} as const;

const sectionSchema = object({
  section: string()
    .required(REQUIRED)
    .oneOf([...SECTIONS], REQUIRED),
});
const queueSchema = sectionSchema.shape({
  sub_category: number()
    .transform((v: number, original: unknown) => (original === '' || original === null || original === 'null' ? null : v))
    .typeError(NUMERIC)
    .nullable()
    .default(null),
  queue: queueList(),
});

const isFlag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * /api/admin/categories (docs/api.md, "Catalogue"): list, save, queue and delete, plus create (main or sub) and
 * one-category read.
 */
export const categoryAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.catalogue));

  const languages = async (request: FastifyRequest) => {
    const { codes, all } = await languageContext(app.db, request);
    return { codes, defaultLang: all.find((l) => l.is_default === 1)?.abbr ?? codes[0] ?? 'en' };
  };
  const findMain = async (id: number, codes: readonly string[]) => {
    const [category] = await listCategories(app.db, codes, { ids: [id] });
    if (!category) throw httpError(404, 'Kategori bulunamadı');
    return category;
  };
  /** The image field of a multipart form, stored; undefined when none was sent. */
  const storeImage = async (body: unknown) => {
    const [image] = uploadedFiles((body as Record<string, unknown> | undefined)?.image);
    return image ? (await storeUpload(app, image, 'image', { field: 'image', folder: 'categories' })).id : undefined;
  };

  app.get(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary:
          'A section’s categories with their sub-categories; with sub_category (a category id) that category’s sub-categories',
        querystring: {
          type: 'object',
          properties: {
            section: { type: 'string', enum: [...SECTIONS], default: 'air_springs' },
            sub_category: subCategoryParam,
          },
        },
        response: envelope({ anyOf: [arrayOf(categorySchema), arrayOf(subCategorySchema)] }),
      },
    },
    async (request) => {
      const { codes } = await languages(request);
      const categoryId = Number(request.query.sub_category);
      if (request.query.sub_category !== undefined && request.query.sub_category !== '' && categoryId > 0) {
        return ok((await findMain(categoryId, codes)).sub_categories);
      }
      return ok(await listCategories(app.db, codes, { section: request.query.section ?? 'air_springs' }));
    },
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One main category with its sub-categories',
        params: idParams,
        response: envelope(categorySchema),
      },
    },
    async (request) => ok(await findMain(request.params.id, (await languages(request)).codes)),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary:
          'Creates a category from form_data (JSON: section, seo_name, name_<abbr>, seo_title_<abbr>, seo_description_<abbr>; optional image file) or, with category_id in form_data, a sub-category',
        response: envelope(categorySchema, { status: 201 }),
      },
    },
    async (request, reply) => {
      const { codes, defaultLang } = await languages(request);
      const form = readFormData(request.body);
      const parentId = Number(form.category_id);
      if (form.category_id !== undefined && form.category_id !== null && form.category_id !== '') {
        if (!Number.isInteger(parentId) || parentId < 1) throw new ValidationFailed({ category_id: NUMERIC });
        const parent = await findMain(parentId, codes);
        const input = await readCategoryInput(form, codes, defaultLang, true);
        await audited(app.db, request, { entity: 'sub_category', action: 'create', idOf: createdId }, (trx) =>
          saveSubCategory(trx, parent.id, input),
        );
        reply.code(201);
        return ok(await findMain(parent.id, codes), 'Başarılı');
      }
      const { section } = await validate(sectionSchema, form, FAILED);
      const input = await readCategoryInput(form, codes, defaultLang, false);
      const imageId = await storeImage(request.body);
      const id = await audited(app.db, request, { entity: 'category', action: 'create', idOf: createdId }, (trx) =>
        saveCategory(trx, section as Section, input, undefined, imageId),
      );
      reply.code(201);
      return ok(await findMain(id, codes), 'Başarılı');
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Updates a category from form_data (JSON); with sub_category: true in form_data, the sub-category :id',
        params: idParams,
        response: envelope(categorySchema),
      },
    },
    async (request) => {
      const { codes, defaultLang } = await languages(request);
      const form = readFormData(request.body);
      if (isFlag(form.sub_category) || isFlag((request.body as Record<string, unknown> | undefined)?.sub_category)) {
        const sub = await app.db
          .selectFrom('sub_categories')
          .select(['id', 'category_id'])
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!sub) throw httpError(404, 'Alt kategori bulunamadı');
        const input = await readCategoryInput(form, codes, defaultLang, true);
        await audited(app.db, request, { entity: 'sub_category', action: 'update', id: sub.id }, (trx) =>
          saveSubCategory(trx, sub.category_id, input, sub.id),
        );
        return ok(await findMain(sub.category_id, codes), 'Güncellendi');
      }
      const current = await findMain(request.params.id, codes);
      const input = await readCategoryInput(form, codes, defaultLang, false);
      const oldImage = await app.db
        .selectFrom('categories')
        .select('image_id')
        .where('id', '=', current.id)
        .executeTakeFirstOrThrow();
      const imageId = await storeImage(request.body);
      await audited(app.db, request, { entity: 'category', action: 'update', id: current.id }, (trx) =>
        saveCategory(trx, current.section, input, current.id, imageId),
      );
      if (imageId !== undefined && oldImage.image_id !== null) await removeFiles(app, [oldImage.image_id]);
      return ok(await findMain(current.id, codes), 'Güncellendi');
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a category (refused while it has products) with its image; with sub_category=1 the sub-category :id',
        params: idParams,
        querystring: { type: 'object', properties: { sub_category: subCategoryParam } },
        response: noData(),
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (isFlag(request.query.sub_category) || isFlag(body.sub_category)) {
        await audited(app.db, request, { entity: 'sub_category', action: 'delete', id: request.params.id }, async (trx) => {
          if (!(await deleteSubCategory(trx, request.params.id))) throw httpError(404, 'Alt kategori bulunamadı');
        });
        return ok(null, 'Silindi');
      }
      const { imageId } = await audited(
        app.db,
        request,
        { entity: 'category', action: 'delete', id: request.params.id },
        async (trx) => {
          const removed = await deleteCategory(trx, request.params.id);
          if (!removed.found) throw httpError(404, 'Kategori bulunamadı');
          return removed;
        },
      );
      await removeFiles(app, [imageId]);
      return ok(null, 'Silindi');
    },
  );

  app.put(
    '/categories/queue',
    {
      schema: {
        tags,
        security,
        summary:
          'New order of a section’s categories, or (sub_category = a category id) of its sub-categories: queue = [{ id, queue }]',
        response: noData(),
      },
    },
    async (request) => {
      const { section, sub_category, queue } = await validate(queueSchema, request.body, ORDER_NOT_CHANGED);
      const parent = sub_category && sub_category > 0 ? sub_category : null;
      const snapshot = parent
        ? queueSnapshot('sub_categories', () => ({ category_id: parent }))
        : queueSnapshot('categories', () => ({ section }));
      const entity = parent ? 'sub_category' : 'category';
      await audited(app.db, request, { entity, action: 'reorder', id: parent ?? section, snapshot }, (trx) =>
        setCategoryQueue(trx, section as Section, parent, queue),
      );
      return ok(null, 'Sıra Düzeni Değiştirildi.');
    },
  );
};
