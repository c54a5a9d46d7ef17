import type { FastifyPluginAsync } from 'fastify';
import type { SubmitReceipt } from '@vitrin/shared-libs/types/public';
import { contactSchema } from '@vitrin/shared-libs/validation/contact';
import { ok } from '../../lib/http';
import { pageLangTranslate } from '../../lib/page-lang';
import { dedupeKey, SUBMIT_RATE_LIMIT } from '../../lib/submissions';
import { validate } from '../../lib/validation';
import { languageContext, toStaticLanguage } from '../languages/service';
import { storeContactMessage } from './submit-repo';

const text = { type: 'string' } as const;

/** POST /api/contact (multipart or JSON, SPEC.md §7): company_name, name, email, phone, message. */
export const contactSubmitRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Record<string, unknown> }>(
    '/contact',
    {
      config: { rateLimit: SUBMIT_RATE_LIMIT },
      schema: {
        tags: ['forms'],
        summary: 'Sends a contact message (throttled per IP; an Idempotency-Key stores it once)',
        body: {
          type: 'object',
          properties: { company_name: text, name: text, email: text, phone: text, message: text },
        },
      },
    },
    async (request) => {
      const { current } = await languageContext(app.db, request);
      const t = pageLangTranslate(toStaticLanguage(current).page_lang);
      const body = request.body ?? {};
      const values = await validate(
        contactSchema(t),
        {
          companyName: body.company_name,
          name: body.name,
          email: body.email,
          telephone: body.phone,
          message: body.message,
        },
        t('contact.error_text'),
      ).catch((error: unknown) => {
        throw renameFields(error, { companyName: 'company_name', telephone: 'phone' });
      });
      const message = {
        company_name: values.companyName,
        name: values.name,
        email: values.email,
        phone: values.telephone,
        message: values.message,
      };
      const id = await storeContactMessage(app.db, message, request.ip, dedupeKey(request, 'contact', message));
      return ok<SubmitReceipt>({ id }, t('contact.success_text'));
    },
  );
};

/** A 422's field names as the client sent them. */
function renameFields(error: unknown, names: Record<string, string>): unknown {
  if (error && typeof error === 'object' && 'errors' in error) {
    const errors = (error as { errors: Record<string, string> }).errors;
    for (const [from, to] of Object.entries(names)) {
      if (from in errors) {
        errors[to] = errors[from]!;
        delete errors[from];
      }
    }
  }
  return error;
}
