/**
 * /cross-reference/{manufacturer}/{number}: one OEM number and our products that replace it, each with its picture,
 * code, key measurements and the quote button; titled "Firestone W01-358-9082 — equivalent air spring VT 4881 NP01"
 * (the server titles it the same way, docs/seo.md), with its own JSON-LD.
 */
import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { useDocumentMeta } from '@vitrin/shared-libs/ui/useDocumentMeta';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { crossReferenceManufacturerPath, crossReferenceTitle } from '@vitrin/shared-libs/utils/crossReference';
import type { CrossReference } from '@vitrin/shared-libs/types/catalogue';
import { PUBLIC_ROUTES, routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { KeyMeasurements } from '../../../components/KeyMeasurements';
import { ProductCard } from '../../../components/ProductCard';
import { useCrossReferenceQuery } from '../api/crossReference';
import { QueryFallback } from '../../../components/QueryFallback';

export function CrossReferencePage() {
  const { manufacturer = '', number = '' } = useParams();
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data, isLoading, error, refetch } = useCrossReferenceQuery({ manufacturer, number });
  const title = data
    ? crossReferenceTitle(
        data.manufacturer,
        data.number,
        data.section,
        data.products.map((p) => p.code),
        lang,
      )
    : null;
  useDocumentMeta(title, data ? data.products.map((p) => `${p.code} ${localized(p, 'name', lang)}`.trim()).join(' · ') : null);

  if (isLoading || error || !data) return <QueryFallback isLoading={isLoading} error={error} refetch={refetch} />;

  return (
    <section className="container py-5" aria-labelledby="cross-reference-title">
      <CrossReferenceJsonLd reference={data} title={title ?? ''} />
      <Breadcrumbs
        trail={[
          { label: t('cross_reference.index_title'), to: PUBLIC_ROUTES.cross_reference_index },
          { label: data.manufacturer, to: crossReferenceManufacturerPath(data.manufacturer) },
          { label: data.number },
        ]}
      />
      <h1 id="cross-reference-title" className="h2">
        {title}
      </h1>
      <p className="lead fs-6">{t('cross_reference.lead', { manufacturer: data.manufacturer, number: data.number })}</p>
      <ul className="row list-unstyled g-4" data-testid="cross-reference-products">
        {data.products.map((product, index) => (
          <li className="col-sm-6 col-lg-4" key={product.id}>
            <ProductCard product={product} priority={index === 0} details={<KeyMeasurements specs={product.specs} />} />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to={crossReferenceManufacturerPath(data.manufacturer)}>
          {t('cross_reference.all_numbers', { manufacturer: data.manufacturer })}
        </Link>
      </p>
    </section>
  );
}

/** Schema.org: the page as an ItemList of our products, each naming the OEM number it replaces. */
function CrossReferenceJsonLd({ reference, title }: { reference: CrossReference; title: string }) {
  const { brand, siteUrl } = getRuntimeConfig();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: title,
    url: new URL(pathname, siteUrl).href,
    itemListElement: reference.products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: localized(product, 'name', i18n.language) || product.code,
        sku: product.code,
        mpn: product.code,
        brand: { '@type': 'Brand', name: brand.companyNameEn || brand.companyName },
        url: new URL(routePath('product_details', product.seo_name), siteUrl).href,
        ...(product.image ? { image: new URL(product.image.url, siteUrl).href } : {}),
        isSimilarTo: { '@type': 'Product', mpn: reference.number, brand: { '@type': 'Brand', name: reference.manufacturer } },
      },
    })),
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
