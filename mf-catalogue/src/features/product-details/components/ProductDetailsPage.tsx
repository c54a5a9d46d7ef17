/**
 * /product/{seo_name}: gallery, code, OEM cross-references, vehicle types, specs, drawings and documents,
 * description, add to cart with quantity, and the quote form. On the server it reports the product for the page's
 * head (its Schema.org Product, docs/architecture.md, "What the head says").
 */
import { Link, useParams } from 'react-router-dom';
import { crossReferencePath } from '@vitrin/shared-libs/utils/crossReference';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { isNotFound, NotFoundPage } from '@vitrin/shared-libs/ui/NotFoundPage';
import { SafeHtml } from '@vitrin/shared-libs/ui/SafeHtml';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { specLabel, specValueText } from '@vitrin/shared-libs/utils/specText';
import { useDocumentMeta } from '@vitrin/shared-libs/ui/useDocumentMeta';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { CompareToggle } from '../../../components/CompareToggle';
import { useProductQuery } from '../api/getProduct';
import { AddToCart } from './AddToCart';
import { OfferForm } from './OfferForm';
import { ProductGallery } from './ProductGallery';

export function ProductDetailsPage() {
  const { seoName = '' } = useParams();
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data: product, isLoading, error, refetch } = useProductQuery(seoName);
  // The tab's title follows the language as the server titles the page: the SEO title, else code and name.
  const ownName = product ? localized(product, 'name', lang) : '';
  useDocumentMeta(
    product ? localized(product, 'seo_title', lang) || `${product.code}${ownName ? ` ${ownName}` : ''}` : null,
    product ? localized(product, 'seo_description', lang) || localized(product, 'short_description', lang) || null : null,
    product && { product },
  );

  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (isNotFound(error)) return <NotFoundPage />;
  if (error || !product)
    return (
      <div className="container py-5">
        <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />
      </div>
    );

  const name = ownName || product.code;
  const shortDescription = localized(product, 'short_description', lang);
  const images = product.files.filter((f) => f.gallery_type === 'image');
  const drawings = product.files.filter((f) => f.gallery_type === 'technical_drawing');
  const documents = product.files.filter((f) => f.gallery_type === 'document');
  const description = localized(product, 'description', lang);

  return (
    <article className="container py-5" aria-labelledby="product-title">
      <Breadcrumbs
        trail={[
          { label: t(`navbar.${product.category.section}`), to: routePath('categories', product.category.section) },
          { label: localized(product.category, 'name', lang), to: routePath('products', product.category.seo_name) },
          ...(product.sub_category
            ? [
                {
                  label: localized(product.sub_category, 'name', lang),
                  to: routePath('products', product.sub_category.seo_name),
                },
              ]
            : []),
          { label: name },
        ]}
      />
      <div className="row g-4 g-lg-5">
        <div className="col-lg-6">{images.length > 0 && <ProductGallery images={images} fallbackAlt={name} />}</div>
        <div className="col-lg-6">
          <h1 id="product-title" className="h2">
            {name}
          </h1>
          <dl className="row mb-2">
            <dt className="col-sm-4">{t('catalogue.code')}</dt>
            <dd className="col-sm-8" data-testid="product-code">
              {product.code}
            </dd>
            {product.transporter_types.length > 0 && (
              <>
                <dt className="col-sm-4">{t('catalogue.vehicle_types')}</dt>
                <dd className="col-sm-8">
                  {product.transporter_types.map((type) => t(`search.transporter_types.${type}`)).join(', ')}
                </dd>
              </>
            )}
          </dl>
          {shortDescription && <p className="lead fs-6">{shortDescription}</p>}
          <AddToCart product={product} />
          <p className="mt-3">
            <a
              className="btn btn-outline-secondary btn-sm"
              href={`/api/pages/product/${encodeURIComponent(product.seo_name)}/datasheet.pdf?lang=${encodeURIComponent(lang)}`}
              data-testid="datasheet-link"
            >
              {t('catalogue.datasheet')}
            </a>{' '}
            <CompareToggle seoName={product.seo_name} name={name} showLink />
          </p>
          {product.oem_numbers.length > 0 && (
            <>
              <h2 className="h5 mt-4">{t('catalogue.oem_numbers')}</h2>
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th scope="col">{t('catalogue.manufacturer')}</th>
                    <th scope="col">{t('catalogue.oem_number')}</th>
                  </tr>
                </thead>
                <tbody>
                  {product.oem_numbers.map((oem) => (
                    <tr key={`${oem.manufacturer}-${oem.number}`}>
                      <td>{oem.manufacturer}</td>
                      <td>
                        <Link to={crossReferencePath(oem.manufacturer, oem.number)}>{oem.number}</Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      </div>
      {product.specs.length > 0 && (
        <section className="mt-4" aria-labelledby="product-specs">
          <h2 id="product-specs" className="h4">
            {t('catalogue.specs')}
          </h2>
          <table className="table table-striped">
            <thead>
              <tr>
                <th scope="col">{t('catalogue.spec')}</th>
                <th scope="col">{t('catalogue.value')}</th>
              </tr>
            </thead>
            <tbody>
              {product.specs.map((spec, i) => (
                <tr key={spec.id ?? i}>
                  <th scope="row">{specLabel(spec, lang)}</th>
                  <td>{specValueText(spec, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {description && (
        <section className="mt-4" aria-labelledby="product-description">
          <h2 id="product-description" className="h4">
            {t('catalogue.description')}
          </h2>
          <SafeHtml html={description} />
        </section>
      )}
      {drawings.length > 0 && (
        <section className="mt-4" aria-labelledby="product-drawings">
          <h2 id="product-drawings" className="h4">
            {t('catalogue.drawings')}
          </h2>
          <ul className="list-unstyled row g-3">
            {drawings.map((file) => (
              <li key={file.id} className="col-sm-6 col-lg-4">
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.image ? (
                    <img
                      src={file.image.variants.at(-1)?.url ?? file.url}
                      alt={localized(file, 'alt', lang) || name}
                      className="img-fluid border rounded"
                      loading="lazy"
                    />
                  ) : (
                    localized(file, 'alt', lang) || file.name
                  )}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {documents.length > 0 && (
        <section className="mt-4" aria-labelledby="product-documents">
          <h2 id="product-documents" className="h4">
            {t('catalogue.documents')}
          </h2>
          <ul>
            {documents.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noopener noreferrer" type={file.mime}>
                  {localized(file, 'alt', lang) || file.name || file.url} (PDF, {Math.max(1, Math.round(file.size / 1024))} KB)
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <OfferForm productToken={product.token} />
    </article>
  );
}
