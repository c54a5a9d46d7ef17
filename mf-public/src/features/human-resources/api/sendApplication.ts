/** POST /api/human-resources (multipart with the CV file); reports upload progress. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import type { Envelope } from '@vitrin/shared-libs/types/api';
import type { SubmitReceipt } from '@vitrin/shared-libs/types/public';
import type { HoneypotValue } from '@vitrin/shared-libs/ui/HoneypotField';
import type { HumanResourcesValues } from '@vitrin/shared-libs/validation/humanResources';

export interface ApplicationRequest {
  /** The form's fields and the honeypot `website` (empty for a person). */
  values: HumanResourcesValues & Partial<HoneypotValue>;
  cv: File;
  idempotencyKey: string;
  /** 0–100 while the body uploads. */
  onProgress: (percent: number) => void;
}

export const humanResourcesApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    sendApplication: build.mutation<Envelope<SubmitReceipt>, ApplicationRequest>({
      query: ({ values, cv, idempotencyKey, onProgress }) => {
        const data = new FormData();
        for (const [key, value] of Object.entries(values)) data.append(key, String(value));
        data.append('cv', cv, cv.name);
        return {
          url: '/api/human-resources',
          method: 'POST',
          data,
          headers: { 'Idempotency-Key': idempotencyKey },
          onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
        };
      },
    }),
  }),
});

export const { useSendApplicationMutation } = humanResourcesApi;
