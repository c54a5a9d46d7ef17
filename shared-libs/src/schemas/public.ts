/** The response schemas of `types/public.ts` (see wire.ts). */
import { contractSummarySchema, mediaSummarySchema } from '@vitrin/shared-libs/schemas/api';
import { arrayOf, imageAsset, int, merge, nullable, object, recordOf, str } from '@vitrin/shared-libs/schemas/wire';

export const documentLinkSchema = object({ url: str, name: str, mime: str, size: int });

export const breadcrumbSchema = object({ key: str, image: nullable(imageAsset) }, { localized: ['title'] });
export const breadcrumbMapSchema = recordOf(breadcrumbSchema);

export const certificateSchema = object(
  { id: int, queue: int, image: nullable(imageAsset), document: nullable(documentLinkSchema) },
  { localized: ['title'] },
);

export const catalogueSchema = object(
  { id: int, queue: int, cover: nullable(imageAsset), document: nullable(documentLinkSchema) },
  { localized: ['title'] },
);

export const mediaDetailSchema = merge(
  mediaSummarySchema,
  object({ video_url: nullable(str), gallery: arrayOf(imageAsset) }, { localized: ['body'] }),
);

export const contractDetailSchema = merge(contractSummarySchema, object({}, { localized: ['content'] }));

// Receipts

export const orderReceiptSchema = object({ order_number: int, reference: str });
export const offerReceiptSchema = object({ id: int, reference: str });
export const submitReceiptSchema = object({ id: int });
