/** POST /api/orders: the cart's checkout; answers with the order number and its reference. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import type { Envelope } from '@vitrin/shared-libs/types/api';
import type { OrderReceipt } from '@vitrin/shared-libs/types/public';
import type { HoneypotValue } from '@vitrin/shared-libs/ui/HoneypotField';
import type { CheckoutValues } from '@vitrin/shared-libs/validation/checkout';

/** The checkout's fields, the honeypot (empty for a person) and the cart's lines. */
export type OrderRequest = CheckoutValues & Partial<HoneypotValue> & { lines: { token: string; quantity: number }[] };

export const orderApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    sendOrder: build.mutation<Envelope<OrderReceipt>, { order: OrderRequest; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        url: '/api/orders',
        method: 'POST',
        data: order,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useSendOrderMutation } = orderApi;
