/** /products/{category seo_name}: the category's products, paged, filterable by sub-category and vehicle type. */
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { TRANSPORTER_TYPES, type TransporterType } from '@vitrin/shared-libs/types/api';
import { Pagination } from '../../../components/Pagination';
import { ProductCard } from '../../../components/ProductCard';
import { useCategoryProductsQuery } from '../api/getCategoryProducts';
import { useAfterLoad } from '../hooks/useAfterLoad';

const isType = (value: string | null): value is TransporterType => TRANSPORTER_TYPES.includes(value as TransporterType);

export function ProductsPage() {
  const { seoName = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // SPEC.md §9: page 1 unless the address says otherwise.
  const page = Math.max(1, Number(params.get('page')) || 1);
  const subCategory = params.get('sub_category') ?? '';
  const vehicle = params.get('transporter_types');
  const { data, isFetching, isError, refetch } = useCategoryProductsQuery({
    slug: seoName,
    page,
    lang,
    ...(subCategory ? { sub_category: subCategory } : {}),
    ...(isType(vehicle) ? { transporter_types: vehicle } : {}),
  });
  const preloading = useAfterLoad(!!data && !isFetching, `${seoName}|${page}|${subCategory}|${vehicle ?? ''}`);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  if (isError)
    return (
      <div className="container py-5">
        <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />
      </div>
    );
  if (!data) return <Spinner label={t('common.loading')} />;

  const { category, products } = data;
  return (
    <section className="container py-5" aria-labelledby="products-title" aria-busy={preloading}>
      <h1 id="products-title" className="mb-3">
        {localized(category, 'name', lang)}
      </h1>
      <form className="row g-3 align-items-end mb-4" aria-label={t('catalogue.filters')} onSubmit={(e) => e.preventDefault()}>
        {category.sub_categories.length > 0 && (
          <div className="col-sm-6 col-lg-4">
            <label className="form-label" htmlFor="filter-sub-category">
              {t('catalogue.sub_category')}
            </label>
            <select
              id="filter-sub-category"
              className="form-select"
              value={subCategory}
              onChange={(e) => update({ sub_category: e.target.value, page: null })}
            >
              <option value="">{t('catalogue.all_sub_categories')}</option>
              {category.sub_categories.map((sub) => (
                <option key={sub.id} value={sub.seo_name}>
                  {localized(sub, 'name', lang)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="col-sm-6 col-lg-4">
          <label className="form-label" htmlFor="filter-vehicle">
            {t('catalogue.vehicle_type')}
          </label>
          <select
            id="filter-vehicle"
            className="form-select"
            value={isType(vehicle) ? vehicle : ''}
            onChange={(e) => update({ transporter_types: e.target.value, page: null })}
          >
            <option value="">{t('catalogue.all_vehicle_types')}</option>
            {TRANSPORTER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`search.transporter_types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="col-lg-4 mb-0 text-lg-end" role="status">
          {t('catalogue.count', { count: products.total })}
        </p>
      </form>
      {preloading && isFetching && <Spinner label={t('common.loading')} />}
      {products.data.length === 0 ? (
        <p className="alert alert-info">{t('catalogue.empty')}</p>
      ) : (
        <ul className="row list-unstyled g-4" data-testid="product-grid">
          {products.data.map((product) => (
            <li className="col-sm-6 col-lg-3" key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={products.current_page}
        last={products.last_page}
        onPage={(p) => update({ page: p > 1 ? String(p) : null })}
      />
    </section>
  );
}
