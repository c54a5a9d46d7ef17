import { object, string } from 'yup';
import type { Translate } from '@vitrin/shared-libs/validation/contact';
import { offerSchema } from '@vitrin/shared-libs/validation/offer';
import { ok, ValidationFailed } from '../../lib/http';
import { once, publicFormRateLimit } from '../../lib/public-forms';
import { validate } from '../../lib/validation';
import { visitorTranslate } from '../languages/service';
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
      },
    },
    async (request, reply) => {
      const t = await visitorTranslate(app.db, request);
      const { product } = await validate(offerProductSchema(t), request.body);
      const values = await validate(offerSchema(t), request.body);
      const found = await findActiveProductByToken(app.db, product);
      if (!found) throw new ValidationFailed({ product: t('offer.unknown_product') });
      const id = await once(request, app, 'offer', async () =>
        insertOffer(app.db, { ...values, productId: found.id, productCode: found.code, ip: request.ip }),
      );
      reply.code(201);
      return ok({ id }, t('offer.success_text'));
    },
  );
};
