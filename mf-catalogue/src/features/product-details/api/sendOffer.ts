/** POST /api/offer: the per-product quote request; one Idempotency-Key per filled-in form, so a retry stores once. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import type { Envelope } from '@vitrin/shared-libs/types/api';
import type { OfferRequest } from '@vitrin/shared-libs/types/catalogue';
import type { OfferReceipt } from '@vitrin/shared-libs/types/public';

export const offerApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    sendOffer: build.mutation<Envelope<OfferReceipt>, { offer: OfferRequest; idempotencyKey: string }>({
      query: ({ offer, idempotencyKey }) => ({
        url: '/api/offer',
        method: 'POST',
        data: offer,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useSendOfferMutation } = offerApi;
