import type { SubmitReceipt } from '@vitrin/shared-libs/types/public';
import { submitReceiptSchema } from '@vitrin/shared-libs/schemas/public';
import { contactSchema } from '@vitrin/shared-libs/validation/contact';
import { humanResourcesSchema } from '@vitrin/shared-libs/validation/humanResources';
import { ok, ValidationFailed } from '../../lib/http';
import { formResponse, once, publicFormRateLimit } from '../../lib/public-forms';
import { removeFiles, storeUpload, uploadedFiles } from '../../lib/uploads';
import { validate } from '../../lib/validation';
import { visitorTranslate } from '../languages/service';
import { mailContext, recipientsFor, senderFields, submissionMails } from '../mail/compose';
import { storeWithMails } from '../mail/outbox';
import { CV_FOLDER } from './admin-repo';
import { storeContactMessage, storeHumanResourcesMessage } from './submit-repo';
import type { RoutePlugin } from '../../lib/routes';

const text = { type: 'string' } as const;

/** A 422's field names as the client sent them. */
function renameFields(error: unknown, names: Record<string, string>): unknown {
  if (error instanceof ValidationFailed) {
    for (const [from, to] of Object.entries(names)) {
      if (from in error.errors) {
        error.errors[to] = error.errors[from]!;
        delete error.errors[from];
      }
    }
  }
  return error;
}

/**
 * POST /api/contact (multipart or JSON): company_name, name, email, phone, message.
 * POST /api/human-resources (multipart): name, email, phone, position, message, kvkk, cv (file).
 * Both throttled per IP; an Idempotency-Key stores a submission once.
 */
export const publicSubmitRoutes: RoutePlugin = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: publicFormRateLimit },
      schema: {
        tags: ['forms'],
        summary: 'Sends a contact message (throttled per IP; an Idempotency-Key stores it once)',
        body: { type: 'object', properties: { company_name: text, name: text, email: text, phone: text, message: text } },
        response: formResponse(submitReceiptSchema),
      },
    },
    async (request) => {
      const t = await visitorTranslate(app.db, request);
      const body = request.body ?? {};
      const values = await validate(
        contactSchema(t),
        { companyName: body.company_name, name: body.name, email: body.email, telephone: body.phone, message: body.message },
        t('contact.error_text'),
      ).catch((error: unknown) => {
        throw renameFields(error, { companyName: 'company_name', telephone: 'phone' });
      });
      // The message and its two mails (staff, the visitor's acknowledgement) are stored together (modules/mail).
      const ctx = await mailContext(app, request);
      const staffTo = await recipientsFor(app.db, 'contact');
      return once(request, app, 'contact', async () => {
        const id = await storeWithMails(
          app.db,
          (trx) =>
            storeContactMessage(
              trx,
              {
                company_name: values.companyName,
                name: values.name,
                email: values.email,
                phone: values.telephone,
                message: values.message,
              },
              request.ip,
            ),
          (stored) =>
            submissionMails(ctx, staffTo, {
              kind: 'contact',
              id: stored,
              name: values.name,
              email: values.email,
              fields: [
                ...senderFields({ company: values.companyName, name: values.name, email: values.email, phone: values.telephone }),
                ['staff_message', values.message],
              ],
              subject: { name: values.name },
            }),
        );
        app.mail.wake();
        return ok<SubmitReceipt>({ id }, t('contact.success_text'));
      });
    },
  );

  app.post(
    '/human-resources',
    {
      config: { rateLimit: publicFormRateLimit, files: { cv: 'cv' } },
      schema: {
        tags: ['forms'],
        summary: 'Sends a job application with its CV (PDF/DOC/DOCX ≤ 5 MB; throttled per IP; stored once per Idempotency-Key)',
        consumes: ['multipart/form-data'],
        response: formResponse(submitReceiptSchema),
      },
    },
    async (request) => {
      const t = await visitorTranslate(app.db, request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const failure = t('hr.error_text');
      const cvs = uploadedFiles(body.cv);
      // One CV: a second one is refused by name, not dropped unseen.
      if (cvs.length > 1) throw new ValidationFailed({ cv: t('forms.one_file') }, failure);
      const [cv] = cvs;
      const values = await validate(
        humanResourcesSchema(t),
        { ...body, kvkk: body.kvkk === true || body.kvkk === 'true' || body.kvkk === '1' },
        failure,
      ).catch((error: unknown) => {
        if (!cv && error instanceof ValidationFailed) error.errors.cv = t('hr.cv_required');
        throw error;
      });
      if (!cv) throw new ValidationFailed({ cv: t('hr.cv_required') }, failure);
      const ctx = await mailContext(app, request);
      const staffTo = await recipientsFor(app.db, 'human_resources');
      return once(request, app, 'human-resources', async () => {
        const file = await storeUpload(app, cv, 'cv', { field: 'cv', folder: CV_FOLDER });
        try {
          const id = await storeWithMails(
            app.db,
            (trx) =>
              storeHumanResourcesMessage(
                trx,
                {
                  name: values.name,
                  email: values.email,
                  phone: values.phone,
                  position: values.position,
                  message: values.message || null,
                  cv_file_id: file.id,
                },
                request.ip,
              ),
            (stored) =>
              submissionMails(ctx, staffTo, {
                kind: 'human_resources',
                id: stored,
                name: values.name,
                email: values.email,
                fields: [...senderFields(values), ['staff_position', values.position], ['staff_message', values.message || null]],
                subject: { name: values.name, position: values.position },
              }),
          );
          app.mail.wake();
          return ok<SubmitReceipt>({ id }, t('hr.success_text'));
        } catch (error) {
          await removeFiles(app, [file.id]);
          throw error;
        }
      });
    },
  );
};
