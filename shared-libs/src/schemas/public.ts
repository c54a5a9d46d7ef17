/** The response schemas of the wire types in `types/public.ts` (see wire.ts). */
import { contractSummarySchema } from '@vitrin/shared-libs/schemas/api';
import { merge, object } from '@vitrin/shared-libs/schemas/wire';

export const contractDetailSchema = merge(contractSummarySchema, object({}, { localized: ['content'] }));
