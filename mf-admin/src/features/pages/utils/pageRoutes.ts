/** The public path of a content page key: about_us → /about-us. */
export const publicPathOf = (page: string): string => `/${page.replace(/_/g, '-')}`;

/** The admin route names of the content-page editors and the page key each edits. */
export const CONTENT_PAGE_ROUTES = [
  ['pages.aboutUs', 'about_us'],
  ['pages.visionMission', 'vision_mission'],
  ['pages.globalBrand', 'global_brand'],
  ['pages.sustainability', 'sustainability'],
  ['pages.ourPolicies', 'our_policies'],
  ['pages.career', 'career'],
  ['pages.quality', 'quality_policy'],
] as const;
