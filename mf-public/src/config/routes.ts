/** The public route table: the route names and their paths (path-history mode). */
export const PUBLIC_ROUTES = {
  home: '/',
  about_us: '/about-us',
  vision_mission: '/vision-mission',
  global_brand: '/global-brand',
  sustainability: '/sustainability',
  our_policies: '/our-policies',
  career: '/career',
  quality_policy: '/quality-policy',
  certificates: '/certificates',
  categories: '/categories/:seoName',
  products: '/products/:seoName',
  product_details: '/product/:seoName',
  search_products: '/search-products',
  news: '/news',
  news_details: '/news/:seoName',
  videos: '/media-videos',
  videos_details: '/videos/:seoName',
  photos: '/photos',
  photos_details: '/photos/:seoName',
  blog: '/blog',
  blog_details: '/blog/:seoName',
  catalogues: '/catalogues',
  cart: '/cart',
  checkout: '/checkout',
  contact: '/contact',
  human_resources: '/human-resources',
  contract: '/contract/:seoName',
  login: '/giris-yap',
  not_found: '/404',
} as const;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;

/** A route's path with its parameter filled in. */
export function routePath(name: PublicRouteName, param?: string): string {
  return PUBLIC_ROUTES[name].replace(/:[a-zA-Z_]+/, encodeURIComponent(param ?? ''));
}

/** The about-type pages sharing one content screen: route name = page content key = breadcrumb key. */
export const CORPORATE_PAGES = [
  'about_us',
  'vision_mission',
  'global_brand',
  'sustainability',
  'our_policies',
  'career',
] as const;
export const QUALITY_PAGES = ['quality_policy', 'certificates'] as const;
