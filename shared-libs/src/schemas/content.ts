/** The response schemas of `types/content.ts` (see wire.ts). */
import { homeIconSchema, homeSlideSchema, mediaKindSchema } from '@vitrin/shared-libs/schemas/api';
import { fileAssetSchema } from '@vitrin/shared-libs/schemas/files';
import { scheduledSchema } from '@vitrin/shared-libs/schemas/schedule';
import { arrayOf, bool, imageAsset, int, merge, nullable, object, str } from '@vitrin/shared-libs/schemas/wire';

export const adminPageSchema = merge(
  object({ page: str, image: nullable(imageAsset), updated_at: str }, { localized: ['title', 'body'] }),
  scheduledSchema,
);

export const adminBreadcrumbSchema = object({ key: str, image: nullable(imageAsset) }, { localized: ['title'] });

export const adminContentsSchema = object({
  pages: arrayOf(adminPageSchema),
  breadcrumbs: arrayOf(adminBreadcrumbSchema),
  slider: arrayOf(homeSlideSchema),
  featured_categories: arrayOf(int),
  contact_form_social_icons: arrayOf(homeIconSchema),
});

export const adminCertificateSchema = object({ id: int, file: nullable(fileAssetSchema), queue: int }, { localized: ['title'] });

export const adminCatalogueSchema = object(
  { id: int, cover: nullable(fileAssetSchema), file: nullable(fileAssetSchema), queue: int },
  { localized: ['title'] },
);

export const adminMediaSummarySchema = object(
  {
    id: int,
    kind: mediaKindSchema,
    seo_name: str,
    cover: nullable(fileAssetSchema),
    published_at: str,
    is_active: bool,
    updated_at: str,
  },
  { localized: ['title'] },
);

export const mediaGalleryFileSchema = object({ id: int, queue: int, file: fileAssetSchema });

export const adminMediaItemSchema = merge(
  adminMediaSummarySchema,
  object({ video_url: nullable(str), gallery: arrayOf(mediaGalleryFileSchema) }, { localized: ['summary', 'body'] }),
);
