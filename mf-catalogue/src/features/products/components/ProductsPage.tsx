/**
 * /products/{category or sub-category seo_name}: the list's products, paged, filterable by vehicle type; a
 * category's list narrows to a sub-category's own list (docs/decisions.md).
 */
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { isNotFound, NotFoundPage } from '@vitrin/shared-libs/ui/NotFoundPage';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { Pager } from '@vitrin/shared-libs/ui/Pager';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { usePagerLabels } from '@vitrin/shared-libs/i18n/usePagerLabels';
import { ProductGrid } from '../../../components/ProductGrid';
import { isTransporterType, TransporterTypeSelect } from '../../../components/TransporterTypeSelect';
import { pageChange, useListParams } from '@vitrin/shared-libs/ui/useListParams';
import { useCategoryProductsQuery } from '../api/getCategoryProducts';
import { useAfterLoad } from '../hooks/useAfterLoad';

export function ProductsPage() {
  const { seoName = '' } = useParams();
  const { params, page, update, hrefWith } = useListParams();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const pagerLabels = usePagerLabels();
  const lang = i18n.language;
  const subCategory = params.get('sub_category') ?? '';
  const vehicle = params.get('transporter_types');
  const { data, isFetching, isError, error, refetch } = useCategoryProductsQuery({
    slug: seoName,
    page,
    lang,
    ...(subCategory ? { sub_category: subCategory } : {}),
    ...(isTransporterType(vehicle) ? { transporter_types: vehicle } : {}),
  });
  const preloading = useAfterLoad(isFetching);

  if (isNotFound(error)) return <NotFoundPage />;
  if (isError)
    return (
      <div className="container py-5">
        <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />
      </div>
    );
  if (!data) return <Spinner label={t('common.loading')} />;

  const { category, sub_category: ownSub, products } = data;
  const categoryName = localized(category, 'name', lang);
  const trail = [
    { label: t(`navbar.${category.section}`), to: routePath('categories', category.section) },
    { label: categoryName, to: routePath('products', category.seo_name) },
    ...(ownSub ? [{ label: localized(ownSub, 'name', lang) }] : []),
  ];
  // A sub-category is its own list: choosing one goes to its address, keeping the vehicle type.
  const chooseSubCategory = (seo: string) => {
    const next = new URLSearchParams(params);
    next.delete('sub_category');
    next.delete('page');
    const query = next.toString();
    navigate(`${routePath('products', seo || category.seo_name)}${query ? `?${query}` : ''}`);
  };
  return (
    <section className="container py-5" aria-labelledby="products-title" aria-busy={preloading}>
      <Breadcrumbs trail={trail} />
      <h1 id="products-title" className="mb-3">
        {ownSub ? localized(ownSub, 'name', lang) : categoryName}
      </h1>
      {/* Without JavaScript the filters are a GET form of this address, sent with its button; with it each choice applies at once. */}
      <form
        className="row g-3 align-items-end mb-4"
        aria-label={t('catalogue.filters')}
        method="get"
        onSubmit={(e) => e.preventDefault()}
      >
        {params.get('lang') && <input type="hidden" name="lang" value={params.get('lang')!} />}
        {category.sub_categories.length > 0 && (
          <div className="col-sm-6 col-lg-4">
            <label className="form-label" htmlFor="filter-sub-category">
              {t('catalogue.sub_category')}
            </label>
            <select
              id="filter-sub-category"
              name="sub_category"
              className="form-select"
              value={ownSub?.seo_name ?? subCategory}
              onChange={(e) => chooseSubCategory(e.target.value)}
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
          <TransporterTypeSelect
            id="filter-vehicle"
            name="transporter_types"
            value={isTransporterType(vehicle) ? vehicle : ''}
            anyLabel={t('catalogue.all_vehicle_types')}
            onChange={(value) => update({ transporter_types: value, page: null })}
          />
        </div>
        <div className="col-auto only-without-script">
          <button type="submit" className="btn btn-primary">
            {t('catalogue.apply_filters')}
          </button>
        </div>
        <p className="col-lg-4 mb-0 text-lg-end" role="status">
          {t('catalogue.count', { count: products.total })}
        </p>
      </form>
      {preloading && <Spinner label={t('common.loading')} />}
      {products.data.length === 0 ? (
        <p className="alert alert-info">
          {/* "No match" only when a filter narrowed the list; an empty list says it has nothing yet. */}
          {isTransporterType(vehicle) || subCategory ? t('catalogue.empty') : t('catalogue.empty_list')}
        </p>
      ) : (
        <ProductGrid products={products.data} testId="product-grid" />
      )}
      <Pager
        page={products.current_page}
        lastPage={products.last_page}
        hrefOf={(p) => hrefWith(pageChange(p))}
        labels={pagerLabels}
      />
    </section>
  );
}
