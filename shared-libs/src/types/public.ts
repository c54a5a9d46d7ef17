/** Wire types of the public site's reads and forms beyond the foundation's (api.ts). */
import type { ContractSummary, ImageAsset, Localized, MediaSummary } from '@vitrin/shared-libs/types/api';

/** A downloadable file (a PDF catalogue or certificate). */
export interface DocumentLink {
  url: string;
  name: string;
  mime: string;
  size: number;
}

/** GET /api/pages/breadcrumbs: the banner of each inner page, keyed by page key (about_us, news, …). */
export type Breadcrumb = { key: string; image: ImageAsset | null } & Localized<'title'>;
export type BreadcrumbMap = Record<string, Breadcrumb>;

/** GET /api/pages/certificates. */
export type Certificate = {
  id: number;
  queue: number;
  image: ImageAsset | null;
  document: DocumentLink | null;
} & Localized<'title'>;

/** GET /api/pages/catalogues. */
export type Catalogue = {
  id: number;
  queue: number;
  cover: ImageAsset | null;
  document: DocumentLink | null;
} & Localized<'title'>;

/** GET /api/pages/blog/{section}/{seo_name}: one news item, video, photo album or blog post. */
export type MediaDetail = MediaSummary &
  Localized<'body'> & {
    video_url: string | null;
    gallery: ImageAsset[];
  };

/** GET /api/pages/contract/{id}: a contract with its HTML content per language. */
export type ContractDetail = ContractSummary & Localized<'content'>;

/** POST /api/orders: the order's row id (what staff see) and the reference the visitor is shown and mailed. */
export interface OrderReceipt {
  order_number: number;
  /** `Q-2026-7K3F9`: random, unambiguous (no 0/O/1/I), unique. */
  reference: string;
}

/** POST /api/offer: the quote request's row id and its reference (`P-2026-…`). */
export interface OfferReceipt {
  id: number;
  reference: string;
}

/** POST /api/human-resources and POST /api/contact answer with the stored message's id. */
export interface SubmitReceipt {
  id: number;
}
