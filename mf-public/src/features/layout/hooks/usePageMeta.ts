/**
 * The page's <title> and meta description from page meta: by route name, categories and
 * product lists by their seo_name; a product list without a title of its own is titled with its category's or
 * sub-category's name, as the server titles it; any other null title falls back to the company name, a null
 * description to the home page's. Unknown paths go to /404.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCategoriesQuery } from '@vitrin/shared-libs/api/categoriesApi';
import { companyNameFor } from '@vitrin/shared-libs/config/brand';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import type { Category, PageMetaMap } from '@vitrin/shared-libs/types/api';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { matchPublicRoute } from '@vitrin/shared-libs/registry/publicRoutes';
import { usePageMetaQuery } from '../../../api/getPageMeta';
import { setDocumentMeta } from '@vitrin/shared-libs/ui/useDocumentMeta';
import { metaKeysFor } from '../utils/metaKeys';

/** The name of the product list at `/products/{seo_name}`: a category's, else a sub-category's. */
export function productListName(categories: readonly Category[], seoName: string, lang: string): string | null {
  const category = categories.find((c) => c.seo_name === seoName);
  if (category) return localized(category, 'name', lang) || null;
  const sub = categories.flatMap((c) => c.sub_categories).find((s) => s.seo_name === seoName);
  return sub ? localized(sub, 'name', lang) || null : null;
}

export function resolvePageMeta(
  meta: PageMetaMap | undefined,
  pathname: string,
  lang: string,
  categories: readonly Category[] = [],
) {
  let title: string | null = null;
  let description: string | null = null;
  const keys = metaKeysFor(pathname) ?? [];
  for (const [index, key] of keys.entries()) {
    const entry = meta?.[key] as Record<string, string | null> | undefined;
    title ??= entry?.[`title_${lang}`] ?? null;
    description ??= entry?.[`description_${lang}`] ?? null;
    // After a list's own key, before the route's: the list's name.
    if (index === 0 && keys.length > 1 && matchPublicRoute(pathname)?.name === 'products')
      title ??= productListName(categories, key, lang);
  }
  // Every page has a description (search results and link previews show one), as the server renders it:
  // a route without one of its own takes the home page's.
  description ??= (meta?.home as Record<string, string | null> | undefined)?.[`description_${lang}`] ?? null;
  return { title, description };
}

export function usePageMeta(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const { data } = usePageMetaQuery();
  const { data: categories } = useCategoriesQuery();
  const lang = i18n.language;
  useEffect(() => {
    // Detail screens (articles, products, contracts) set their own title and description.
    if (!data || metaKeysFor(pathname) === null) return;
    const { title, description } = resolvePageMeta(data, pathname, lang, categories);
    setDocumentMeta(title ?? companyNameFor(getRuntimeConfig().brand, lang), description);
  }, [data, pathname, lang, categories]);
}
