/**
 * What a public page's head tells search engines and link previews (docs/seo.md): the canonical URL of this
 * language's page, every language as an alternate plus `x-default`, Open Graph, and JSON-LD — the Organization on
 * every page, a BreadcrumbList on inner pages. Product JSON-LD is rendered by the product screen itself.
 */
import type { Brand } from '@vitrin/shared-libs/types/api';
import { matchPublicRoute, routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import type { Db } from '../../db/connection';
import { escapeHtml, jsonForScript } from '../../lib/html';
import { contactInformationGroups } from '../contact-information/repo';
import { listSocialMedia } from '../social-media/repo';
import type { PageTarget } from './routes-table';
import { languageUrl } from './sitemap';
import { findCrossReference } from '../cross-reference/repo';
import { crossReferenceManufacturerPath } from '@vitrin/shared-libs/utils/crossReference';
import { live } from '../../lib/schedule';

type PublicTarget = Extract<PageTarget, { area: 'public' }>;

export interface SeoInput {
  siteUrl: string;
  pathname: string;
  lang: string;
  languages: readonly string[];
  /** The language a first visit gets (its address is the bare path). */
  defaultLanguage: string;
  title: string;
  description: string | null;
  brand: Brand;
  /** The page's own picture (a product's first image), else the brand logo. */
  image: string | null;
  /** Whether the page is the home page (no breadcrumb). */
  home: boolean;
  homeName: string;
  /** Pages between home and this one (a product's category), with absolute-able paths. */
  parents: readonly { name: string; path: string }[];
  organization: Record<string, unknown>;
}

const absolute = (siteUrl: string, href: string) => (/^https?:\/\//.test(href) ? href : new URL(href, `${siteUrl}/`).href);

/** Locale names for og:locale (Open Graph wants language_TERRITORY). */
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  tr: 'tr_TR',
  de: 'de_DE',
  fr: 'fr_FR',
  ru: 'ru_RU',
  ar: 'ar_AR',
  es: 'es_ES',
};

export function seoTags(input: SeoInput): string[] {
  const { siteUrl, pathname, lang, languages, defaultLanguage } = input;
  const canonical = languageUrl(siteUrl, pathname, lang, defaultLanguage);
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}">`];
  for (const abbr of languages) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(abbr)}" href="${escapeHtml(languageUrl(siteUrl, pathname, abbr, defaultLanguage))}">`,
    );
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${siteUrl}${pathname}`)}">`);

  const siteName = input.brand.companyName;
  const image = input.image ?? input.brand.logo;
  const og: [string, string][] = [
    ['og:type', matchPublicRoute(pathname)?.name === 'product_details' ? 'product' : input.home ? 'website' : 'article'],
    ['og:site_name', siteName],
    ['og:title', input.title],
    ['og:url', canonical],
    ['og:locale', OG_LOCALES[lang] ?? lang],
  ];
  if (input.description) og.push(['og:description', input.description]);
  if (image) og.push(['og:image', absolute(siteUrl, image)]);
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);

  const graph: Record<string, unknown>[] = [input.organization];
  if (!input.home) {
    const trail = [{ name: input.homeName, path: '/' }, ...input.parents, { name: input.title, path: pathname }];
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: languageUrl(siteUrl, step.path, lang, input.defaultLanguage),
      })),
    });
  }
  tags.push(
    `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
  );
  return tags;
}

/** The company as Schema.org Organization: name, site, logo, phones and e-mails, social profiles. */
export async function organizationJsonLd(db: Db, brand: Brand, siteUrl: string, lang: string): Promise<Record<string, unknown>> {
  const [contact, social] = await Promise.all([contactInformationGroups(db, lang), listSocialMedia(db)]);
  const contactPoint = [
    ...(contact.telefon ?? []).map((item) => ({ '@type': 'ContactPoint', telephone: item.content, contactType: 'sales' })),
    ...(contact.email ?? []).map((item) => ({ '@type': 'ContactPoint', email: item.content, contactType: 'sales' })),
  ];
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: brand.companyName,
    ...(brand.companyNameEn && brand.companyNameEn !== brand.companyName ? { alternateName: brand.companyNameEn } : {}),
    url: `${siteUrl}/`,
    ...(brand.logo ? { logo: absolute(siteUrl, brand.logo) } : {}),
    ...(contactPoint.length ? { contactPoint } : {}),
    ...(social.length ? { sameAs: social.map((item) => item.uri).filter((uri) => /^https?:\/\//.test(uri)) } : {}),
  };
}

/** A product page's picture, category and sub-category (for og:image and the breadcrumb). */
export async function pageContext(
  db: Db,
  target: PublicTarget,
  lang: string,
): Promise<{ image: string | null; parents: { name: string; path: string }[] }> {
  if (target.detail?.kind === 'cross_reference') return crossReferenceContext(db, target.detail, lang);
  if (target.detail?.kind !== 'product') return { image: null, parents: [] };
  const product = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('category_translations', (join) =>
      join.onRef('category_translations.category_id', '=', 'categories.id').on('category_translations.lang', '=', lang),
    )
    .leftJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .leftJoin('sub_category_translations', (join) =>
      join
        .onRef('sub_category_translations.sub_category_id', '=', 'sub_categories.id')
        .on('sub_category_translations.lang', '=', lang),
    )
    .select([
      'products.id',
      'categories.seo_name as category_seo',
      'category_translations.name as category_name',
      'sub_categories.seo_name as sub_seo',
      'sub_category_translations.name as sub_name',
    ])
    .where('products.seo_name', '=', target.detail.seoName)
    .where(live(db, 'products'))
    .executeTakeFirst();
  if (!product) return { image: null, parents: [] };
  const picture = await db
    .selectFrom('product_files')
    .innerJoin('files', 'files.id', 'product_files.file_id')
    .select('files.path')
    .where('product_files.product_id', '=', product.id)
    .where('product_files.gallery_type', '=', 'image')
    .orderBy('product_files.queue', 'desc')
    .orderBy('product_files.id', 'asc')
    .executeTakeFirst();
  return {
    image: picture ? `/uploads/${picture.path}` : null,
    parents: [
      { name: product.category_name ?? product.category_seo, path: routePath('products', product.category_seo) },
      ...(product.sub_seo ? [{ name: product.sub_name ?? product.sub_seo, path: routePath('products', product.sub_seo) }] : []),
    ],
  };
}

/** A cross-reference page's picture (its first product's) and parent (the manufacturer's page). */
async function crossReferenceContext(
  db: Db,
  detail: { manufacturer: string; number?: string },
  lang: string,
): Promise<{ image: string | null; parents: { name: string; path: string }[] }> {
  if (detail.number === undefined) return { image: null, parents: [] };
  const found = await findCrossReference(db, detail.manufacturer, detail.number, [lang]);
  if (!found) return { image: null, parents: [] };
  const image = found.products.find((p) => p.image)?.image?.url ?? null;
  return { image, parents: [{ name: found.manufacturer, path: crossReferenceManufacturerPath(found.manufacturer) }] };
}
