/**
 * What a public page's head tells search engines and link previews (docs/seo.md): the canonical URL of this
 * language's page, every language as an alternate plus `x-default`, Open Graph, and the page's one JSON-LD — the
 * Organization on every page, a BreadcrumbList on inner pages (the trail the page shows), and the page's subject (a
 * Product, a cross-reference's ItemList). Built from what the render reported (docs/architecture.md, "What the head
 * says"); read here only what no render reported.
 */
import type { Brand, ContactInfoGroups, SocialMediaItem } from '@vitrin/shared-libs/types/api';
import type { PageFacts } from '@vitrin/shared-libs/types/ssr';
import { matchPublicRoute, routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { localized } from '@vitrin/shared-libs/utils/localized';
import type { Db } from '../../db/connection';
import { escapeHtml, jsonForScript } from '../../lib/html';
import { contactInformationGroups } from '../contact-information/repo';
import { listSocialMedia } from '../social-media/repo';
import type { PageTarget } from './routes-table';
import { languageUrl } from './sitemap';
import { findCrossReference } from '../cross-reference/repo';
import { findProductDetail } from '../products/repo';
import { crossReferenceManufacturerPath } from '@vitrin/shared-libs/utils/crossReference';

type PublicTarget = Extract<PageTarget, { area: 'public' }>;

/** A step of a breadcrumb trail: its name and its path (made absolute, in the page's language, by the builder). */
export interface TrailStep {
  name: string;
  path: string;
}

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
  /** The breadcrumb trail, home first and the page itself last. */
  trail: readonly TrailStep[];
  /** The page's subject as a Schema.org node (a Product, an ItemList), if it has one. */
  subject: Record<string, unknown> | null;
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
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: input.trail.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: languageUrl(siteUrl, step.path, lang, input.defaultLanguage),
      })),
    });
  }
  if (input.subject) graph.push(input.subject);
  tags.push(
    `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
  );
  return tags;
}

/** The company as Schema.org Organization: name, site, logo, phones and e-mails, social profiles. */
function organizationNode(
  brand: Brand,
  siteUrl: string,
  contact: ContactInfoGroups,
  social: readonly SocialMediaItem[],
): Record<string, unknown> {
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

/** Where the page is and what it is called, for its subject's node and its trail. */
export interface PagePlace {
  siteUrl: string;
  pathname: string;
  lang: string;
  brand: Brand;
  title: string;
  homeName: string;
}

/** The page's subject as Schema.org: a product page's Product, a cross-reference page's ItemList of our products. */
function subjectNode(facts: PageFacts, place: PagePlace): Record<string, unknown> | null {
  const { siteUrl, lang } = place;
  const brand = { '@type': 'Brand', name: place.brand.companyNameEn || place.brand.companyName };
  const { product, crossReference } = facts;
  if (product) {
    const description = localized(product, 'short_description', lang);
    const images = product.files.filter((f) => f.gallery_type === 'image' && f.image).map((f) => absolute(siteUrl, f.url));
    return {
      '@type': 'Product',
      name: localized(product, 'name', lang) || product.code,
      sku: product.code,
      mpn: product.code,
      ...(description ? { description } : {}),
      brand,
      ...(images.length > 0 ? { image: images } : {}),
      url: absolute(siteUrl, place.pathname),
    };
  }
  if (crossReference)
    return {
      '@type': 'ItemList',
      name: place.title,
      url: absolute(siteUrl, place.pathname),
      itemListElement: crossReference.products.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: localized(item, 'name', lang) || item.code,
          sku: item.code,
          mpn: item.code,
          brand,
          url: absolute(siteUrl, routePath('product_details', item.seo_name)),
          ...(item.image ? { image: absolute(siteUrl, item.image.url) } : {}),
          isSimilarTo: {
            '@type': 'Product',
            mpn: crossReference.number,
            brand: { '@type': 'Brand', name: crossReference.manufacturer },
          },
        },
      })),
    };
  return null;
}

/**
 * The head's own part of a page beyond its title: its picture, breadcrumb trail, subject and Organization, from
 * what the render reported (`reported`). What it did not report — no render (the client-rendered page, a 503, a
 * region that fell back), or a screen that did not get as far — is read here, and only then.
 */
export async function pageSeo(
  db: Db,
  target: PublicTarget,
  place: PagePlace,
  reported: PageFacts = {},
): Promise<Pick<SeoInput, 'image' | 'trail' | 'subject' | 'organization'>> {
  const { lang, siteUrl, brand } = place;
  const facts = { ...reported };
  const detail = target.detail;
  if (detail?.kind === 'product' && !facts.product)
    facts.product = await findProductDetail(db, { seo_name: detail.seoName }, [lang], true);
  if (detail?.kind === 'cross_reference' && detail.number !== undefined && !facts.crossReference)
    facts.crossReference = await findCrossReference(db, detail.manufacturer, detail.number, [lang]);
  const [contact, social] = await Promise.all([
    facts.contact ?? contactInformationGroups(db, lang),
    facts.social ?? listSocialMedia(db),
  ]);
  const { product, crossReference } = facts;
  // The trail the page shows; without one, home, the product's category or the reference's manufacturer, the page.
  const parents: TrailStep[] = product
    ? [product.category, ...(product.sub_category ? [product.sub_category] : [])].map((list) => ({
        name: localized(list, 'name', lang) || list.seo_name,
        path: routePath('products', list.seo_name),
      }))
    : crossReference
      ? [{ name: crossReference.manufacturer, path: crossReferenceManufacturerPath(crossReference.manufacturer) }]
      : [];
  const trail = facts.trail
    ? facts.trail.map((step) => ({ name: step.label, path: step.to ?? place.pathname }))
    : [{ name: place.homeName, path: '/' }, ...parents, { name: place.title, path: place.pathname }];
  const image = product
    ? (product.files.find((f) => f.gallery_type === 'image')?.url ?? null)
    : (crossReference?.products.find((p) => p.image)?.image?.url ?? null);
  return { image, trail, subject: subjectNode(facts, place), organization: organizationNode(brand, siteUrl, contact, social) };
}
