import { isBlankHtml } from '@vitrin/shared-libs/utils/richText';

/** Per-language form values: `title_<abbr>`, `body_<abbr>`, … */
export type LocalizedValues = Record<string, string>;

/** The languages whose fields are all still empty. */
export function emptyLanguages(values: LocalizedValues, fields: readonly string[], langs: readonly string[]): string[] {
  return langs.filter((lang) => fields.every((field) => isBlankHtml(values[`${field}_${lang}`])));
}

/** The public path of a content page key: about_us → /about-us. */
export const publicPathOf = (page: string): string => `/${page.replace(/_/g, '-')}`;

/** The admin route names of the content-page editors and the page key each edits (SPEC.md §2, DOMAIN.md "Content"). */
export const CONTENT_PAGE_ROUTES = [
  ['pages.aboutUs', 'about_us'],
  ['pages.visionMission', 'vision_mission'],
  ['pages.globalBrand', 'global_brand'],
  ['pages.sustainability', 'sustainability'],
  ['pages.ourPolicies', 'our_policies'],
  ['pages.career', 'career'],
  ['pages.quality', 'quality_policy'],
] as const;
