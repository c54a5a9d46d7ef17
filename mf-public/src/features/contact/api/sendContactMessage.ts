/** POST /api/contact (multipart): company_name, name, email, phone, message, kvkk, and the honeypot `website`. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import type { Envelope } from '@vitrin/shared-libs/types/api';
import type { SubmitReceipt } from '@vitrin/shared-libs/types/public';

export interface ContactMessage {
  company_name: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  kvkk: boolean;
  website: string;
}

export const contactApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<Envelope<SubmitReceipt>, { message: ContactMessage; idempotencyKey: string }>({
      query: ({ message, idempotencyKey }) => {
        const data = new FormData();
        for (const [key, value] of Object.entries(message)) data.append(key, String(value));
        return { url: '/api/contact', method: 'POST', data, headers: { 'Idempotency-Key': idempotencyKey } };
      },
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
