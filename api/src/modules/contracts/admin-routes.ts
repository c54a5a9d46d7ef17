import { audited, createdId } from '../../lib/audit/record';
import { object, string } from 'yup';
import { slugify } from '@vitrin/shared-libs/utils/slug';
import { adminContractSchema } from '@vitrin/shared-libs/schemas/settings';
import { arrayOf, envelope, noData } from '@vitrin/shared-libs/schemas/wire';
import { idField, jsonField } from '../../lib/body-fields';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { sanitizeHtml } from '../../lib/sanitize';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { listLanguages } from '../../lib/languages';
import { deleteContract, insertContract, listAdminContracts, seoNameTaken, updateContract, type ContractInput } from './repo';
import { FAILED, NOT_FOUND, REQUIRED, tooLong } from '@vitrin/shared-libs/validation/messages';
import { sortQuery } from '../../lib/paging';
import { withMethodOverride } from '../../lib/method-override';
import type { RouteApp, RoutePlugin } from '../../lib/routes';

const CONTENT_MAX = 200_000;
const NAME_MAX = 255;
const NAME_TOO_LONG = tooLong(255);
const SEO = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEO_MESSAGE = 'Yalnızca küçük harf, rakam ve tire kullanılabilir';

const seoName = () =>
  string()
    .trim()
    .max(190, tooLong(190))
    .test('seo', SEO_MESSAGE, (value) => !value || SEO.test(value));

const formSchema = object({
  name: string().trim().required(REQUIRED).max(NAME_MAX, NAME_TOO_LONG),
  seo_name: seoName(),
  seo_name_tr: seoName(),
});

/**
 * Reads `form_data` (JSON): name, seo names, and for the languages sent `name_<lang>` (blank: the contract's own
 * name) and `content_<lang>` HTML, sanitized.
 */
async function readForm(app: RouteApp, body: unknown, id: number | null): Promise<ContractInput> {
  const raw = (body as Record<string, unknown> | undefined)?.form_data;
  if (raw === undefined) throw new ValidationFailed({ form_data: REQUIRED }, FAILED);
  const form = jsonField(raw, 'form_data', FAILED);
  if (!form || typeof form !== 'object' || Array.isArray(form))
    throw new ValidationFailed({ form_data: 'Bir nesne olmalı' }, FAILED);
  const fields = await validate(formSchema, form, FAILED);
  const errors: Record<string, string> = {};
  const content: Record<string, string | null> = {};
  const names: Record<string, string | null> = {};
  for (const { abbr } of await listLanguages(app.db)) {
    const name = (form as Record<string, unknown>)[`name_${abbr}`];
    if (name !== undefined) {
      if (name !== null && typeof name !== 'string') errors[`name_${abbr}`] = 'Value must be a string';
      else if (typeof name === 'string' && name.trim().length > NAME_MAX) errors[`name_${abbr}`] = NAME_TOO_LONG;
      else names[abbr] = name?.trim() || null;
    }
    const value = (form as Record<string, unknown>)[`content_${abbr}`];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') errors[`content_${abbr}`] = 'Value must be a string';
    else if (typeof value === 'string' && value.length > CONTENT_MAX) errors[`content_${abbr}`] = tooLong(CONTENT_MAX);
    else content[abbr] = sanitizeHtml(value);
  }
  const seo = fields.seo_name || slugify(fields.name);
  if (!seo) errors.seo_name = SEO_MESSAGE;
  const seoTr = fields.seo_name_tr || null;
  if (seo && (await seoNameTaken(app.db, seo, id))) errors.seo_name = 'Bu SEO adı başka bir sözleşmede kullanılıyor';
  if (seoTr && (seoTr === seo || (await seoNameTaken(app.db, seoTr, id)))) {
    errors.seo_name_tr = 'Bu SEO adı başka bir sözleşmede kullanılıyor';
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, FAILED);
  return { name: fields.name, seo_name: seo, seo_name_tr: seoTr, names, content };
}

const tags = ['content'];

/** GET /api/admin/contracts; POST with form_data creates; PUT (or POST with _method PUT) and id updates; DELETE (or POST
 * with _method DELETE) and id deletes. */
export const contractAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.content));

  const list = async (sort?: string) =>
    listAdminContracts(
      app.db,
      (await listLanguages(app.db)).map((l) => l.abbr),
      sort,
    );

  app.get(
    '/contracts',
    {
      schema: {
        tags,
        summary: 'Contracts with their HTML content per language, in their order unless sorted',
        querystring: { type: 'object', properties: sortQuery('contracts') },
        response: envelope(arrayOf(adminContractSchema)),
      },
    },
    async (request) => ok(await list(request.query.sort)),
  );

  // The specification sends the update and the delete as POST with `_method` PUT or DELETE (docs/api.md, "Method
  // override"); both also answer as plain PUT and DELETE.
  withMethodOverride(app, '/contracts', {
    POST: {
      schema: { tags, summary: 'Creates a contract from form_data (JSON)', response: envelope(adminContractSchema) },
      handler: async (request) => {
        const input = await readForm(app, request.body, null);
        const id = await audited(app.db, request, { entity: 'contract', action: 'create', idOf: createdId }, (trx) =>
          insertContract(trx, input),
        );
        return ok(
          (await list()).find((c) => c.id === id),
          'Başarılı',
        );
      },
    },
    PUT: {
      schema: { tags, summary: 'Updates a contract: id and form_data (JSON)', response: envelope(adminContractSchema) },
      handler: async (request) => {
        const id = idField(request.body);
        const input = await readForm(app, request.body, id);
        await audited(app.db, request, { entity: 'contract', action: 'update', id: id }, async (trx) => {
          if (!(await updateContract(trx, id, input))) throw httpError(404, NOT_FOUND);
        });
        return ok(
          (await list()).find((c) => c.id === id),
          'Güncellendi',
        );
      },
    },
    DELETE: {
      schema: { tags, summary: 'Deletes a contract by id', response: noData() },
      handler: async (request) => {
        const id = idField(request.body, request.query);
        await audited(app.db, request, { entity: 'contract', action: 'delete', id: id }, async (trx) => {
          if (!(await deleteContract(trx, id))) throw httpError(404, NOT_FOUND);
        });
        return ok(null, 'Silindi');
      },
    },
  });
};
