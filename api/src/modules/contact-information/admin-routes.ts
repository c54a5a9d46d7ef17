import { audited, createdId } from '../../lib/audit/record';
import { mixed, object, string } from 'yup';
import { CONTACT_SECTIONS, type ContactInfoSection } from '@vitrin/shared-libs/types/api';
import { contactInfoItemSchema } from '@vitrin/shared-libs/schemas/api';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';
import { idField } from '../../lib/body-fields';
import { registerDeleteAndQueue } from '../../lib/settings-list';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { sanitizeHtml } from '../../lib/sanitize';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { listLanguages } from '../../lib/languages';
import {
  deleteContactInformation,
  findContactInformation,
  insertContactInformation,
  listContactInformation,
  updateContactInformation,
  type ContactInfoInput,
} from './repo';
import { FAILED, HTTP_URL, NOT_FOUND, NOT_HTTP_URL, REQUIRED, tooLong } from '@vitrin/shared-libs/validation/messages';
import type { RouteApp, RoutePlugin } from '../../lib/routes';

const schema = object({
  section: mixed<ContactInfoSection>().oneOf(CONTACT_SECTIONS, 'Geçerli bir bölüm seçiniz').required(REQUIRED),
  name: string().trim().required(REQUIRED).max(100, tooLong(100)),
  content_data: string().trim().required(REQUIRED).max(2000, tooLong(2000)),
  lang: string().trim().lowercase().required(REQUIRED).max(12),
});

/** What each section's content must look like; adres is HTML and is sanitized. */
const CONTENT_RULES: Partial<Record<ContactInfoSection, { pattern: RegExp; message: string }>> = {
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Geçerli E-Mail Adresi Giriniz' },
  telefon: { pattern: /^\+?[0-9 ()./-]{5,30}$/, message: 'Geçerli bir telefon numarası giriniz' },
  source_link: { pattern: HTTP_URL, message: NOT_HTTP_URL },
};

async function readInput(app: RouteApp, body: unknown): Promise<ContactInfoInput> {
  const input = await validate(schema, body, FAILED);
  const rule = CONTENT_RULES[input.section];
  if (rule && !rule.pattern.test(input.content_data)) throw new ValidationFailed({ content_data: rule.message }, FAILED);
  const languages = await listLanguages(app.db);
  if (!languages.some((l) => l.abbr === input.lang)) throw new ValidationFailed({ lang: 'Geçerli bir dil seçiniz' }, FAILED);
  const content = input.section === 'adres' ? (sanitizeHtml(input.content_data) ?? '') : input.content_data;
  if (!content.trim()) throw new ValidationFailed({ content_data: REQUIRED }, FAILED);
  return { section: input.section, name: input.name, content, lang: input.lang };
}

const tags = ['settings'];
const listQuery = { type: 'object', properties: { lang: { type: 'string', maxLength: 12 } } } as const;

/** GET, POST, PUT, DELETE /api/admin/settings/contact-information and POST …/queue (Süper Yönetici). */
export const contactInformationAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.settings));

  app.get(
    '/settings/contact-information',
    {
      schema: {
        tags,
        summary: 'Contact entries of every language (or ?lang=), by section and queue',
        querystring: listQuery,
        response: envelope(arrayOf(contactInfoItemSchema)),
      },
    },
    async (request) => ok(await listContactInformation(app.db, request.query.lang?.trim().toLowerCase() || undefined)),
  );

  app.post(
    '/settings/contact-information',
    {
      schema: {
        tags,
        summary: 'Adds a contact entry (section, name, content_data, lang)',
        response: envelope(contactInfoItemSchema),
      },
    },
    async (request) => {
      const input = await readInput(app, request.body);
      const id = await audited(app.db, request, { entity: 'contact_information', action: 'create', idOf: createdId }, (trx) =>
        insertContactInformation(trx, input),
      );
      return ok(await findContactInformation(app.db, id), 'Başarılı');
    },
  );

  app.put(
    '/settings/contact-information',
    { schema: { tags, summary: 'Updates a contact entry by id', response: envelope(contactInfoItemSchema) } },
    async (request) => {
      const id = idField(request.body);
      const input = await readInput(app, request.body);
      await audited(app.db, request, { entity: 'contact_information', action: 'update', id: id }, async (trx) => {
        if (!(await updateContactInformation(trx, id, input))) throw httpError(404, NOT_FOUND);
      });
      return ok(await findContactInformation(app.db, id), 'Güncellendi');
    },
  );

  registerDeleteAndQueue(app, {
    path: '/settings/contact-information',
    tags,
    table: 'contact_information',
    entity: 'contact_information',
    what: 'a contact entry',
    item: contactInfoItemSchema,
    remove: deleteContactInformation,
    list: (db) => listContactInformation(db),
  });
};
