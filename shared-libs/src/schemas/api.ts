/** The response schemas of the wire types in `types/api.ts` (see wire.ts). */
import { ROLE_GROUPS } from '@vitrin/shared-libs/auth/areaRoles';
import { INBOX_KINDS } from '@vitrin/shared-libs/registry/inboxes';
import { SECTIONS, TRANSPORTER_TYPES, CONTACT_SECTIONS } from '@vitrin/shared-libs/types/api';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';
import {
  anyValue,
  arrayOf,
  bool,
  imageAsset,
  int,
  nullable,
  object,
  oneOf,
  recordOf,
  str,
  type JsonSchema,
} from '@vitrin/shared-libs/schemas/wire';

export const sectionSchema = oneOf(SECTIONS);
export const mediaKindSchema = oneOf(MEDIA_KINDS);
export const roleGroupSchema = oneOf(ROLE_GROUPS);

export const languageSchema = object({ id: int, abbr: str, lang: str, is_active: bool, is_default: bool });

/** `PageLang`: sections of texts, leaves strings. */
export const pageLangSchema: JsonSchema = { type: 'object', additionalProperties: anyValue };

export const staticLanguageSchema = object({ abbr: str, lang: str, page_lang: pageLangSchema });

export const subCategorySchema = object({ id: int, category_id: int, seo_name: str, queue: int }, { localized: ['name'] });

export const categorySchema = object(
  {
    id: int,
    section: sectionSchema,
    seo_name: str,
    queue: int,
    image: nullable(imageAsset),
    sub_categories: arrayOf(subCategorySchema),
  },
  { localized: ['name', 'seo_title', 'seo_description'] },
);

export const productSummaryProperties = {
  id: int,
  token: str,
  code: str,
  seo_name: str,
  section: sectionSchema,
  category_id: int,
  sub_category_id: nullable(int),
  transporter_types: arrayOf(oneOf(TRANSPORTER_TYPES)),
  image: nullable(imageAsset),
  queue: int,
};
export const productSummarySchema = object(productSummaryProperties, { localized: ['name'] });

export const homeSlideSchema = object(
  { id: int, image: nullable(imageAsset), link: nullable(str), queue: int },
  { localized: ['title', 'subtitle'] },
);

export const homeIconSchema = object({ id: int, file_img: nullable(imageAsset), queue: int }, { localized: ['title', 'link'] });

export const mediaSummarySchema = object(
  { id: int, kind: mediaKindSchema, seo_name: str, cover: nullable(imageAsset), published_at: str },
  { localized: ['title', 'summary'] },
);

export const pageContentSchema = object(
  {
    page: str,
    image: nullable(imageAsset),
    slider: arrayOf(homeSlideSchema),
    featured_categories: arrayOf(categorySchema),
    contact_form_social_icons: arrayOf(homeIconSchema),
    latest_news: arrayOf(mediaSummarySchema),
  },
  { optional: ['slider', 'featured_categories', 'contact_form_social_icons', 'latest_news'], localized: ['title', 'body'] },
);

export const pageMetaMapSchema = recordOf(object({}, { localized: ['title', 'description'] }));

export const contactInfoItemSchema = object({
  id: int,
  section: oneOf(CONTACT_SECTIONS),
  name: str,
  content: str,
  lang: str,
  queue: int,
});

export const contactInfoGroupsSchema = recordOf(arrayOf(contactInfoItemSchema), CONTACT_SECTIONS);

export const socialMediaItemSchema = object({ id: int, name: str, uri: str, icon_name: str, queue: int });

export const contractSummarySchema = object({ id: int, name: str, seo_name: nullable(str), seo_name_tr: nullable(str) });

export const currentUserSchema = object({ name: str, email: str, role_group: roleGroupSchema });

export const unreadCountsSchema = recordOf(int);

export const dashboardStatsSchema = object({
  products: object(Object.fromEntries(SECTIONS.map((section) => [section, int]))),
  categories: int,
  unread: unreadCountsSchema,
  new_orders: int,
});

/** The inbox kinds, for schemas keyed by them. */
export const inboxKindSchema = oneOf(INBOX_KINDS);

export const brandSchema = object({
  companyName: str,
  companyNameEn: str,
  companyUrl: str,
  logo: str,
  logo2: str,
  favicon: str,
  mainColor: str,
  secondColor: str,
});
