/** Wire types of the admin's settings, page meta, languages and contracts calls (mf-admin reads them). */
import type { Language, Localized, PageLang, Section } from '@vitrin/shared-libs/types/api';

/** GET /api/admin/page-meta: one per public route name and per category seo_name. */
export type PageMetaEntry = {
  key: string;
  kind: 'route' | 'category';
  section: Section | null;
} & Localized<'title'> &
  Localized<'description'>;

/** GET /api/admin/settings/site. */
export interface SiteSettingsData {
  google_script: string;
  yandex_script: string;
  fb_pixel_script: string;
  keywords: string[];
  /** Only Süper Yönetici may change the analytics scripts. */
  can_edit_scripts: boolean;
  /** The site's time zone (IANA name): scheduled publishing times are written and read in it. */
  time_zone: string;
}

/** GET /api/admin/languages: each language with how many of the default language's texts it lacks. */
export interface AdminLanguage extends Language {
  missing: number;
  total: number;
}

/** GET /api/admin/languages/{abbr}. */
export interface LanguageTexts {
  abbr: string;
  lang: string;
  page_lang: PageLang;
}

/** GET /api/admin/contracts (each with its HTML content per language). */
export type AdminContract = {
  id: number;
  name: string;
  seo_name: string | null;
  seo_name_tr: string | null;
  queue: number;
} & Localized<'name' | 'content'>;

/** One change of a remote's release address, or a refused one (GET /api/admin/releases). */
export interface ReleaseChange {
  url: string;
  /** `builtin`: the MF_*_URL setting's release, the history's last row (no one changed to it). */
  status: 'serving' | 'refused' | 'builtin';
  problem: string | null;
  changed_by: string | null;
  changed_at: string | null;
}

/** A remote's release as the "Sürümler" screen shows it. */
export interface RemoteRelease {
  remote: string;
  /** The manifest address pages are served with now. */
  url: string;
  /** Where that address comes from: the MF_*_URL setting, or a change while the site ran. */
  source: 'setting' | 'change';
  /** The served release's version: its manifest's `metaData.buildInfo.buildVersion`; null when unreadable now. */
  version: string | null;
  changed_by: string | null;
  changed_at: string | null;
  /** Newest first: the remote's changes and refused attempts. */
  history: ReleaseChange[];
  /** The release sent to a share of visitors now (docs/deployment.md, "A team's release"), or none. */
  canary: ReleaseCanary | null;
  /** The last canary that ended (promoted, stopped by hand or by its failure rate), or none. */
  ended_canary: EndedCanary | null;
  /** Each release in service (the live one, the canary) with its pages and failures over CANARY_WINDOW_SECONDS. */
  health: ReleaseHealthRow[];
  /** The window the health counts cover (CANARY_WINDOW_SECONDS). */
  health_window_seconds: number;
}

export interface ReleaseCanary {
  url: string;
  /** The share of visitors, 1–99. */
  percent: number;
  started_by: string;
  started_at: string;
}

export interface EndedCanary extends ReleaseCanary {
  status: 'promoted' | 'stopped' | 'auto_stopped';
  ended_by: string | null;
  ended_at: string | null;
  reason: string | null;
}

export interface ReleaseHealthRow {
  url: string;
  role: 'live' | 'canary';
  pages: number;
  render_failures: number;
  browser_failures: number;
}
