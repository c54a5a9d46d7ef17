/**
 * /cross-reference/{manufacturer}/{number}: one OEM number and our products that replace it, each with its picture,
 * code, key measurements and the quote button; titled "Firestone W01-358-9082 — equivalent air spring VT 4881 NP01"
 * (the server titles it the same way, docs/seo.md); on the server it reports the reference for the page's JSON-LD.
 */
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@vitrin/shared-libs/ui/useDocumentMeta';
import { crossReferenceManufacturerPath, crossReferenceMeta } from '@vitrin/shared-libs/utils/crossReference';
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
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
  const meta = data && crossReferenceMeta(data, lang);
  useDocumentMeta(meta?.title, meta?.description, data && { crossReference: data });

  if (isLoading || error || !data) return <QueryFallback isLoading={isLoading} error={error} refetch={refetch} />;

  return (
    <section className="container py-5" aria-labelledby="cross-reference-title">
      <Breadcrumbs
        trail={[
          { label: t('cross_reference.index_title'), to: PUBLIC_ROUTES.cross_reference_index },
          { label: data.manufacturer, to: crossReferenceManufacturerPath(data.manufacturer) },
          { label: data.number },
        ]}
      />
      <h1 id="cross-reference-title" className="h2">
        {meta?.title}
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
