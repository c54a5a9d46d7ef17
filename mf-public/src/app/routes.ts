/** The public route table: SPEC.md §2 route names to paths (relative to the site root). */
export const PUBLIC_ROUTES = {
  home: '/',
  categories: '/categories/:seoName',
  notFound: '/404',
} as const;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;
