import { array, number, object, string } from 'yup';
import type { OrderReceipt } from '@vitrin/shared-libs/types/public';
import { orderReceiptSchema } from '@vitrin/shared-libs/schemas/public';
import { checkoutSchema } from '@vitrin/shared-libs/validation/checkout';
import type { Translate } from '@vitrin/shared-libs/validation/contact';
import { MAX_CART_QUANTITY } from '@vitrin/shared-libs/cart/cartLimits';
import { HONEYPOT_FIELD } from '@vitrin/shared-libs/validation/honeypot';
import { ok, ValidationFailed } from '../../lib/http';
import { pageLangTranslate } from '../../lib/page-lang';
import { formResponse, once, publicFormRateLimit } from '../../lib/public-forms';
import { validate } from '../../lib/validation';
import { FALLBACK_LANGUAGE, languageContext, toStaticLanguage } from '../languages/service';
import { mailContext, recipientsFor, senderFields, submissionMails } from '../mail/compose';
import { storeWithMails } from '../mail/outbox';
import { productsForLines, storeOrder } from './checkout-repo';
import type { RoutePlugin } from '../../lib/routes';

const MAX_LINES = 200;
const text = { type: 'string' } as const;

/** The checkout form's fields (shared with the browser) plus the cart's lines, in the visitor's language. */
const orderSchema = (t: Translate) =>
  checkoutSchema(t).shape({
    lines: array(
      object({
        token: string().trim().required(t('validation.required')).max(64),
        // Strict: a JSON number only (`true`, `[1]` and `"1e3"` are not quantities); the body's JSON Schema leaves
        // the field untyped so Fastify's coercion does not turn them into one first.
        quantity: number()
          .strict()
          .typeError(t('validation.numeric'))
          .integer(t('validation.numeric'))
          .min(1, t('forms.min_value', { min: 1 }))
          .max(MAX_CART_QUANTITY, t('forms.max_value', { max: MAX_CART_QUANTITY }))
          .required(t('validation.required')),
      }),
    )
      .min(1, t('checkout.empty_cart'))
      .max(MAX_LINES, t('checkout.too_many_lines', { max: MAX_LINES }))
      .required(t('checkout.empty_cart')),
  });

/** POST /api/orders: the cart's checkout; answers with the order number. */
export const checkoutRoutes: RoutePlugin = async (app) => {
  app.post(
    '/orders',
    {
      config: { rateLimit: publicFormRateLimit },
      schema: {
        tags: ['forms'],
        summary: 'Sends the cart as an order; lines keep the product code and name as they are now',
        body: {
          type: 'object',
          properties: {
            company_name: text,
            name: text,
            email: text,
            phone: text,
            country: text,
            city: text,
            address: text,
            note: text,
            kvkk: { type: 'boolean' },
            lines: {
              type: 'array',
              items: {
                type: 'object',
                properties: { token: text, quantity: { description: 'a whole number, 1 to the cart limit' } },
              },
            },
          },
        },
        response: formResponse(orderReceiptSchema),
      },
    },
    async (request) => {
      const { current } = await languageContext(app.db, request);
      const t = pageLangTranslate(toStaticLanguage(current).page_lang);
      const failure = t('checkout.error_text');
      // The honeypot (empty here: a filled one never reaches the route) is no column of the order.
      const {
        lines,
        kvkk: _kvkk,
        [HONEYPOT_FIELD]: _honeypot,
        ...customer
      } = await validate(orderSchema(t).shape({ [HONEYPOT_FIELD]: string().default('') }), request.body, failure);

      const products = await productsForLines(
        app.db,
        lines.map((l) => l.token),
        current.abbr,
        FALLBACK_LANGUAGE,
      );
      // Every line whose product is gone is named, and the message says why: the visitor removes those and goes on.
      const missing = Object.fromEntries(
        lines.flatMap((l, i) => (products.has(l.token) ? [] : [[`lines[${i}].token`, t('checkout.unknown_product')]])),
      );
      if (Object.keys(missing).length > 0) throw new ValidationFailed(missing, t('checkout.unavailable_products'));
      // The same product twice becomes one line with the quantities added.
      const merged = new Map<string, { product: NonNullable<ReturnType<typeof products.get>>; quantity: number }>();
      for (const line of lines) {
        const entry = merged.get(line.token);
        const product = products.get(line.token)!;
        merged.set(line.token, {
          product,
          quantity: Math.min(MAX_CART_QUANTITY, (entry?.quantity ?? 0) + line.quantity),
        });
      }
      // The order and its mails (staff, the visitor's confirmation) are stored together (modules/mail).
      const ctx = await mailContext(app, request);
      const staffTo = await recipientsFor(app.db, 'order');
      const orderLines = [...merged.values()];
      return once(request, app, 'order', async () => {
        const order = await storeWithMails(
          app.db,
          (trx) =>
            storeOrder(
              trx,
              { ...customer, address: customer.address || null, note: customer.note || null },
              orderLines,
              request.ip,
            ),
          (stored) =>
            submissionMails(ctx, staffTo, {
              kind: 'order',
              id: stored.id,
              reference: stored.reference,
              name: customer.name,
              email: customer.email,
              fields: [
                ...senderFields({ ...customer, company: customer.company_name }),
                ['staff_country', customer.country],
                ['staff_city', customer.city],
                ['staff_address', customer.address || null],
                ['staff_note', customer.note || null],
              ],
              lines: orderLines.map(({ product, quantity }) => ({ code: product.code, name: product.name, quantity })),
              subject: { reference: stored.reference, company: customer.company_name },
            }),
        );
        app.mail.wake();
        return ok<OrderReceipt>({ order_number: order.id, reference: order.reference }, t('checkout.success_title'));
      });
    },
  );
};
