/**
 * Wire types of the content-management calls (/api/admin/contents, breadcrumbs, home, certificates, media,
 * catalogues). Translatable fields travel as `title_en`, `title_tr`, … like everywhere else.
 */
import type { HomeIcon, HomeSlide, ImageAsset, Localized, MediaKind } from '@vitrin/shared-libs/types/api';
import type { FileAsset } from '@vitrin/shared-libs/types/files';
import type { Scheduled } from '@vitrin/shared-libs/types/schedule';

/** The media lists, in the menus' order. */
export const MEDIA_KINDS = ['news', 'videos', 'photos', 'blog'] as const satisfies readonly MediaKind[];

/** One content page (about_us, vision_mission, …) as the editors see it. */
export type AdminPage = {
  page: string;
  image: ImageAsset | null;
  updated_at: string;
} & Localized<'title'> &
  Localized<'body'> &
  Partial<Scheduled>;

/** The banner of an inner page, keyed by the public route name. */
export type AdminBreadcrumb = {
  key: string;
  image: ImageAsset | null;
} & Localized<'title'>;

/** GET /api/admin/contents: everything the page editors edit. */
export interface AdminContents {
  pages: AdminPage[];
  breadcrumbs: AdminBreadcrumb[];
  slider: HomeSlide[];
  /** Category ids in their home-page order. */
  featured_categories: number[];
  contact_form_social_icons: HomeIcon[];
}

export type AdminCertificate = {
  id: number;
  file: FileAsset | null;
  queue: number;
} & Localized<'title'>;

export type AdminCatalogue = {
  id: number;
  cover: FileAsset | null;
  file: FileAsset | null;
  queue: number;
} & Localized<'title'>;

/** A row of the media list (GET /api/admin/media/{kind}). */
export type AdminMediaSummary = {
  id: number;
  kind: MediaKind;
  seo_name: string;
  cover: FileAsset | null;
  published_at: string;
  is_active: boolean;
  updated_at: string;
} & Localized<'title'>;

/** A gallery picture of a media item, in its order. */
export interface MediaGalleryFile {
  /** The media_item_files row: what files-queue and delete take. */
  id: number;
  queue: number;
  file: FileAsset;
}

/** GET /api/admin/media/{kind}/{id}: the whole item for its form. */
export type AdminMediaItem = AdminMediaSummary & {
  video_url: string | null;
  gallery: MediaGalleryFile[];
} & Localized<'summary'> &
  Localized<'body'>;
