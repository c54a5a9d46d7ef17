/**
 * The API's wire types, shared by the server (which produces them) and every front end (which reads them).
 * Translatable fields travel once per language: `name_en`, `name_tr`, …; `Localized<'name'>` types them.
 */
import type { UnreadCounts } from '@vitrin/shared-libs/types/inbox';

/** Every response: the envelope (docs/api.md, "HTTP conventions"). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** A 422 carries the message of each failing field, keyed by the field's name as sent. */
export interface ValidationErrorBody extends Envelope<null> {
  errors: Record<string, string>;
}

/** Per-language fields: `Localized<'name'>` is `{ [k: `name_${string}`]: string | null }`. */
export type Localized<K extends string> = { [P in `${K}_${string}`]: string | null };

export type Section = 'air_springs' | 'spare_parts';
export const SECTIONS: readonly Section[] = ['air_springs', 'spare_parts'];

export type TransporterType = 'bus' | 'truck' | 'dorse' | 'bus2' | 'kabin' | 'seat';
export const TRANSPORTER_TYPES: readonly TransporterType[] = ['bus', 'truck', 'dorse', 'bus2', 'kabin', 'seat'];

/** A stored image: the original plus WebP variants, widest last. */
export interface ImageAsset {
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

export interface Language {
  id: number;
  abbr: string;
  lang: string;
  is_active: boolean;
  is_default: boolean;
}

/** GET /api/pages/static-languages: the active language's page texts. */
export interface StaticLanguage {
  abbr: string;
  lang: string;
  page_lang: PageLang;
}

/** Static texts grouped by section (navbar, footer, home, contact, …); leaves are strings. */
export interface PageLang {
  [section: string]: string | PageLang;
}

export type SubCategory = {
  id: number;
  category_id: number;
  seo_name: string;
  queue: number;
} & Localized<'name'>;

export type Category = {
  id: number;
  section: Section;
  seo_name: string;
  queue: number;
  image: ImageAsset | null;
  sub_categories: SubCategory[];
} & Localized<'name'> &
  Localized<'seo_title'> &
  Localized<'seo_description'>;

export type ProductSummary = {
  id: number;
  token: string;
  code: string;
  seo_name: string;
  section: Section;
  category_id: number;
  sub_category_id: number | null;
  transporter_types: TransporterType[];
  image: ImageAsset | null;
  queue: number;
} & Localized<'name'>;

/** One slide of the home page's hero slider. */
export type HomeSlide = {
  id: number;
  image: ImageAsset | null;
  link: string | null;
  queue: number;
} & Localized<'title'> &
  Localized<'subtitle'>;

/** The home page's contact_form_social_icons items. */
export type HomeIcon = {
  id: number;
  file_img: ImageAsset | null;
  queue: number;
} & Localized<'title'> &
  Localized<'link'>;

export type MediaKind = 'news' | 'videos' | 'photos' | 'blog';

export type MediaSummary = {
  id: number;
  kind: MediaKind;
  seo_name: string;
  cover: ImageAsset | null;
  published_at: string;
} & Localized<'title'> &
  Localized<'summary'>;

/** GET /api/pages/content?page=…: a page's per-language title and HTML body, plus home's extras. */
export type PageContent = {
  page: string;
  image: ImageAsset | null;
  slider?: HomeSlide[];
  featured_categories?: Category[];
  contact_form_social_icons?: HomeIcon[];
  latest_news?: MediaSummary[];
} & Localized<'title'> &
  Localized<'body'>;

/** GET /api/pages/page-meta: keyed by route name or category seo_name. */
export type PageMetaMap = Record<string, Localized<'title'> & Localized<'description'>>;

/** The kinds of contact information, in the order staff choose among them (the API accepts any of them). */
export const CONTACT_SECTIONS = ['telefon', 'email', 'adres', 'shift', 'source_link'] as const;
export type ContactInfoSection = (typeof CONTACT_SECTIONS)[number];

export interface ContactInfoItem {
  id: number;
  section: ContactInfoSection;
  name: string;
  content: string;
  lang: string;
  queue: number;
}

/** GET /api/pages/contact-information: the current language's items grouped by section. */
export type ContactInfoGroups = Partial<Record<ContactInfoSection, ContactInfoItem[]>>;

export interface SocialMediaItem {
  id: number;
  name: string;
  uri: string;
  icon_name: string;
  queue: number;
}

export interface ContractSummary {
  id: number;
  name: string;
  seo_name: string | null;
  seo_name_tr: string | null;
}

export type RoleGroup = 'Süper Yönetici' | 'Editör' | 'Operatör';

/** The signed-in staff member, as kept locally. */
export interface CurrentUser {
  name: string;
  email: string;
  role_group: RoleGroup;
}

/** POST /api/auth/login: the envelope plus the token and its lifetime in seconds. */
export interface LoginResponse extends Envelope<CurrentUser | null> {
  token?: string;
  expires_in?: number;
  /**
   * A right password of an account with two-factor sign-in (`verify`), or of one that must set it up first
   * (`setup`): no token yet, but a short-lived challenge for the second step (docs/security.md).
   */
  two_factor?: 'verify' | 'setup';
  challenge?: string;
  /** After the setup step: the ten recovery codes, shown once. */
  recovery_codes?: string[];
}

/** GET /api/admin/dashboard. */
export interface DashboardStats {
  products: Record<Section, number>;
  categories: number;
  unread: UnreadCounts;
  new_orders: number;
}

/** Paged lists (lists carry a data array). */
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** The runtime config the server writes into every page (see shell). */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  brand: Brand;
  defaultLanguage: string;
  /** The site's origin for absolute URLs (PUBLIC_URL, else the request's own), without a trailing slash. */
  siteUrl: string;
  /**
   * Remotes whose release could not be had for this page: their region shows the fallback with Retry at once (on
   * the server, and in the browser until its first retry). docs/architecture.md, "A remote that fails".
   */
  unavailable?: RemoteName[];
}

export type RemoteName = 'mf_public' | 'mf_auth' | 'mf_admin' | 'mf_catalogue';

export interface Brand {
  companyName: string;
  companyNameEn: string;
  companyUrl: string;
  logo: string;
  logo2: string;
  favicon: string;
  mainColor: string;
  secondColor: string;
}

/** What an admin list's API call sends (useListState's `query`): the page and only the search, sort and filters set. */
export type ListQueryArgs<F extends string = never> = { page: number; search?: string; sort?: string } & Partial<
  Record<F, string>
>;
