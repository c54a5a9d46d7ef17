/**
 * The Süper Yönetici's mail screens (docs/api.md, "Mail"): GET/PUT /api/admin/mail/settings ("E-posta Ayarları":
 * who receives which kind, and whether mail is on) and GET /api/admin/mail/log, POST /api/admin/mail/log/{id}/resend
 * ("E-posta Kayıtları": every mail with its status, attempts and last error).
 */
import { audited } from '../../lib/audit/record';
import type { Db } from '../../db/connection';
import { MAIL_KINDS, type MailKind, type MailLogEntry, type MailSettings } from '@vitrin/shared-libs/types/mail';
import { FAILED } from '@vitrin/shared-libs/validation/messages';
import { mailSettingsSchema } from '@vitrin/shared-libs/validation/mail';
import { mailLogEntrySchema, mailSettingsSchema as mailSettingsResponse } from '@vitrin/shared-libs/schemas/mail';
import { envelope, noData, paged } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { idParams, type RoutePlugin } from '../../lib/routes';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { firstSuperAdmin } from './compose';
import { resend } from './outbox';

const RESET_NOT_RESENT =
  'Şifre yenileme bağlantısı yeniden gönderilemez: bağlantı tek kullanımlık ve kısa ömürlü; kişi yeni bir bağlantı istemeli.';

const tags = ['admin', 'mail'];
const STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** Who receives each kind, for the audit log: `kind` → the addresses in order. */
const recipientsSnapshot = async (db: Db) => {
  const rows = await db.selectFrom('mail_recipients').select(['kind', 'email']).orderBy('kind').orderBy('email').execute();
  const out: Record<string, string> = {};
  for (const row of rows) out[row.kind] = out[row.kind] ? `${out[row.kind]}, ${row.email}` : row.email;
  return out;
};

export const mailAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.mail));

  const settings = async (): Promise<MailSettings> => {
    const rows = await app.db.selectFrom('mail_recipients').select(['kind', 'email']).orderBy('id').execute();
    const fallback = await firstSuperAdmin(app.db);
    const recipients = {} as Record<MailKind, string[]>;
    const chosen = {} as Record<MailKind, boolean>;
    for (const kind of MAIL_KINDS) {
      const own = rows.filter((row) => row.kind === kind).map((row) => row.email);
      chosen[kind] = own.length > 0;
      recipients[kind] = own.length > 0 ? own : fallback ? [fallback] : [];
    }
    return { enabled: app.mail.enabled, from: app.config.mail.from, recipients, chosen };
  };

  app.get(
    '/mail/settings',
    { schema: { tags, summary: 'Whether mail is on, and who receives each kind', response: envelope(mailSettingsResponse) } },
    async () => ok(await settings()),
  );

  app.put(
    '/mail/settings',
    {
      schema: {
        tags,
        summary: 'Sets who receives each kind (contact, offer, order, human_resources, support): at least one address each',
        body: { type: 'object', properties: { recipients: { type: 'object' } } },
        response: envelope(mailSettingsResponse),
      },
    },
    async (request) => {
      const { recipients } = await validate(mailSettingsSchema, request.body, FAILED);
      await audited(app.db, request, { entity: 'mail_settings', action: 'update', snapshot: recipientsSnapshot }, async (trx) => {
        await trx.deleteFrom('mail_recipients').execute();
        const rows = MAIL_KINDS.flatMap((kind) =>
          [...new Set(recipients[kind].map((email) => email.toLowerCase()))].map((email) => ({ kind, email })),
        );
        await trx.insertInto('mail_recipients').values(rows).execute();
      });
      return ok(await settings(), 'Kaydedildi');
    },
  );

  app.get(
    '/mail/log',
    {
      schema: {
        tags,
        summary: 'Every mail, newest first: status, attempts, last error (status: pending | sending | sent | failed)',
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            per_page: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            status: { type: 'string', enum: ['', ...STATUSES], default: '' },
          },
        },
        response: envelope(paged(mailLogEntrySchema)),
      },
    },
    async (request) => {
      const query = request.query as { page: number; per_page: number; status: string };
      let list = app.db
        .selectFrom('mail_outbox')
        .select([
          'id',
          'kind',
          'audience',
          'to_address',
          'subject',
          'record_id',
          'status',
          'attempts',
          'last_error',
          'next_attempt_at',
          'sent_at',
          'created_at',
        ])
        .orderBy('id', 'desc');
      if (query.status) list = list.where('status', '=', query.status);
      const page = await paginate(list, query.page, query.per_page);
      return ok({ ...page, data: page.data as MailLogEntry[] });
    },
  );

  app.post(
    '/mail/log/:id/resend',
    { schema: { tags, summary: 'Sends a mail again (it waits as a new one)', params: idParams, response: noData() } },
    async (request) => {
      const { id } = request.params as { id: number };
      await audited(app.db, request, { entity: 'mail', action: 'resend', id }, async (trx) => {
        const outcome = await resend(trx, id);
        if (outcome === 'missing') throw httpError(404, 'E-posta bulunamadı');
        if (outcome === 'secret') throw new ValidationFailed({ id: RESET_NOT_RESENT }, RESET_NOT_RESENT);
      });
      app.mail.wake();
      return ok(null, 'Yeniden gönderilmek üzere sıraya alındı');
    },
  );
};
