/**
 * The page's <title> and meta description from page meta: by route name, categories and
 * product lists by their seo_name; a null title falls back to the company name, a null description to the home
 * page's. Unknown paths go to /404.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { companyNameFor } from '@vitrin/shared-libs/config/brand';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import type { PageMetaMap } from '@vitrin/shared-libs/types/api';
import { usePageMetaQuery } from '../../../api/getPageMeta';
import { setDocumentMeta } from '../../../hooks/useDocumentMeta';
import { metaKeysFor } from '../utils/metaKeys';

export function resolvePageMeta(meta: PageMetaMap | undefined, pathname: string, lang: string) {
  let title: string | null = null;
  let description: string | null = null;
  for (const key of metaKeysFor(pathname) ?? []) {
    const entry = meta?.[key] as Record<string, string | null> | undefined;
    title ??= entry?.[`title_${lang}`] ?? null;
    description ??= entry?.[`description_${lang}`] ?? null;
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
  const lang = i18n.language;
  useEffect(() => {
    // Detail screens (articles, products, contracts) set their own title and description.
    if (!data || metaKeysFor(pathname) === null) return;
    const { title, description } = resolvePageMeta(data, pathname, lang);
    setDocumentMeta(title ?? companyNameFor(getRuntimeConfig().brand, lang), description);
  }, [data, pathname, lang]);
}
