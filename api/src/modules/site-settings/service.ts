import type { Brand } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { readSettings } from './repo';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@vitrin/shared-libs/utils/zonedTime';

/** The analytics snippets: stored as given, written into public pages only, changed by Süper Yönetici only. */
export const SCRIPT_KEYS = ['google_script', 'yandex_script', 'fb_pixel_script'] as const;
export type ScriptKey = (typeof SCRIPT_KEYS)[number];

export interface SiteSettings {
  google_script: string;
  yandex_script: string;
  fb_pixel_script: string;
  /** Stored comma-joined, handed out as a list. */
  keywords: string[];
  /** The site's time zone (scheduled publishing, lib/schedule.ts); Europe/Istanbul until set. */
  time_zone: string;
}

/** Trimmed, empty ones dropped, duplicates (case-folded) kept once, in order. */
export function splitKeywords(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of parts) {
    const keyword = part.trim();
    const folded = keyword.toLocaleLowerCase('tr');
    if (!keyword || seen.has(folded)) continue;
    seen.add(folded);
    keywords.push(keyword);
  }
  return keywords;
}

function toSiteSettings(stored: Record<string, string | null>): SiteSettings {
  return {
    google_script: stored.google_script ?? '',
    yandex_script: stored.yandex_script ?? '',
    fb_pixel_script: stored.fb_pixel_script ?? '',
    keywords: splitKeywords(stored.keywords),
    time_zone: isTimeZone(stored.time_zone) ? stored.time_zone : DEFAULT_TIME_ZONE,
  };
}

export async function siteSettings(db: Db): Promise<SiteSettings> {
  return toSiteSettings(await readSettings(db, [...SCRIPT_KEYS, 'keywords', 'time_zone']));
}

/** Brand fields as stored in site_settings; a key not saved yet falls back to the configuration (BRAND_*). */
export const BRAND_KEYS: Record<keyof Brand, string> = {
  companyName: 'brand_company_name',
  companyNameEn: 'brand_company_name_en',
  companyUrl: 'brand_company_url',
  logo: 'brand_logo',
  logo2: 'brand_logo2',
  favicon: 'brand_favicon',
  mainColor: 'brand_main_color',
  secondColor: 'brand_second_color',
};

function toBrand(stored: Record<string, string | null>, fallback: Brand): Brand {
  const brand = { ...fallback };
  for (const [field, key] of Object.entries(BRAND_KEYS) as [keyof Brand, string][]) {
    const value = stored[key];
    if (value) brand[field] = value;
  }
  return brand;
}

export async function siteBrand(db: Db, fallback: Brand): Promise<Brand> {
  return toBrand(await readSettings(db, Object.values(BRAND_KEYS)), fallback);
}

export interface PageSettings {
  brand: Brand;
  keywords: string[];
  /** The analytics snippets that are set, as given. */
  scripts: string[];
}

/** What every rendered page needs from the settings, in one query. */
export async function pageSettings(db: Db, fallbackBrand: Brand): Promise<PageSettings> {
  const stored = await readSettings(db, [...SCRIPT_KEYS, 'keywords', ...Object.values(BRAND_KEYS)]);
  const settings = toSiteSettings(stored);
  return {
    brand: toBrand(stored, fallbackBrand),
    keywords: settings.keywords,
    scripts: SCRIPT_KEYS.map((key) => settings[key]).filter((snippet) => snippet.trim() !== ''),
  };
}
