import { object, string } from 'yup';
import type { Translate } from '@vitrin/shared-libs/validation/contact';
import { offerSchema } from '@vitrin/shared-libs/validation/offer';
import { ok, ValidationFailed } from '../../lib/http';
import { formResponse, once, publicFormRateLimit } from '../../lib/public-forms';
import { validate } from '../../lib/validation';
import type { OfferReceipt } from '@vitrin/shared-libs/types/public';
import { offerReceiptSchema } from '@vitrin/shared-libs/schemas/public';
import { mailContext, recipientsFor, senderFields, submissionMails } from '../mail/compose';
import { storeWithMails } from '../mail/outbox';
import { productsForLines } from '../orders/checkout-repo';
import { FALLBACK_LANGUAGE, visitorTranslate } from '../languages/service';
import { findActiveProductByToken, insertOffer } from './submit-repo';
import type { RoutePlugin } from '../../lib/routes';

/** The product a quote request is for (its token), in the visitor's language; the form's fields: offerSchema. */
const offerProductSchema = (t: Translate) => object({ product: string().trim().required(t('validation.required')).max(64) });

/** POST /api/offer: the per-product quote request, throttled per IP, stored once per Idempotency-Key. */
export const offerSubmitRoutes: RoutePlugin = async (app) => {
  app.post(
    '/offer',
    {
      config: { rateLimit: publicFormRateLimit },
      schema: {
        tags: ['forms'],
        summary: 'A quote request for one product: product (token), company_name, name, email, phone, quantity, message',
        response: formResponse(offerReceiptSchema, { status: 201 }),
      },
    },
    async (request, reply) => {
      const t = await visitorTranslate(app.db, request);
      const { product } = await validate(offerProductSchema(t), request.body);
      const values = await validate(offerSchema(t), request.body);
      const found = await findActiveProductByToken(app.db, product);
      if (!found) throw new ValidationFailed({ product: t('offer.unknown_product') });
      // The quote request and its mails (staff, the visitor's confirmation) are stored together (modules/mail).
      const ctx = await mailContext(app, request);
      const staffTo = await recipientsFor(app.db, 'offer');
      const name =
        (await productsForLines(app.db, [product], ctx.visitorLang.abbr, FALLBACK_LANGUAGE)).get(product)?.name ?? found.code;
      const offer = await once(request, app, 'offer', async () => {
        const stored = await storeWithMails(
          app.db,
          (trx) => insertOffer(trx, { ...values, productId: found.id, productCode: found.code, ip: request.ip }),
          (row) =>
            submissionMails(ctx, staffTo, {
              kind: 'offer',
              id: row.id,
              reference: row.reference,
              name: values.name,
              email: values.email,
              fields: [
                ...senderFields({ ...values, company: values.company_name }),
                ['staff_product', `${found.code} — ${name}`],
                ['staff_quantity', values.quantity],
                ['staff_message', values.message || null],
              ],
              lines: [{ code: found.code, name, quantity: values.quantity }],
              subject: { reference: row.reference, product: found.code },
            }),
        );
        app.mail.wake();
        return stored;
      });
      reply.code(201);
      return ok<OfferReceipt>(offer, t('offer.success_text'));
    },
  );
};
