/**
 * /compare?products=a,b,c,d: up to four products side by side (pictures, codes, OEM numbers, every typed spec any
 * of them has), a row whose values differ marked (colour and words), printable, with add-to-quote for each.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBrowserTexts } from '@vitrin/shared-libs/i18n/useBrowserTexts';
import { selectIsInCart, toCartProduct, toggleProduct } from '@vitrin/shared-libs/cart/cartSlice';
import { SPEC_KEYS, specKeyLabel } from '@vitrin/shared-libs/registry/specKeys';
import { usePublicDispatch, usePublicSelector } from '@vitrin/shared-libs/store/publicHooks';
import type { ProductCard } from '@vitrin/shared-libs/types/catalogue';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useDocumentMeta } from '@vitrin/shared-libs/ui/useDocumentMeta';
import { compareHref, compareSeoNames } from '@vitrin/shared-libs/utils/compare';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { specValueText } from '@vitrin/shared-libs/utils/specText';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useCompareQuery } from '../api/compare';
import './compare.css';

export function ComparePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [params] = useSearchParams();
  const names = compareSeoNames(params.get('products') ?? '');
  const { data, isLoading, error, refetch } = useCompareQuery(names.join(','), { skip: names.length === 0 });
  useDocumentMeta(
    data && data.length > 0 ? `${t('compare.title')}: ${data.map((p) => p.code).join(' · ')}` : t('compare.title'),
    null,
  );

  const products = data ?? [];
  const keys = SPEC_KEYS.filter((key) => products.some((p) => p.specs.some((s) => s.key === key)));
  const valueOf = (product: ProductCard, key: string) => {
    const spec = product.specs.find((s) => s.key === key);
    return spec ? specValueText(spec, lang) : '–';
  };
  const row = (label: string, values: string[], testId?: string) => {
    const differs = products.length > 1 && new Set(values).size > 1;
    return (
      <tr key={label} className={differs ? 'table-warning' : undefined} data-testid={testId} data-differs={differs || undefined}>
        <th scope="row">
          {label}
          {differs && <span className="visually-hidden"> ({t('compare.differs')})</span>}
        </th>
        {values.map((value, i) => (
          <td key={products[i]!.id} className={differs ? 'fw-semibold' : undefined}>
            {value}
          </td>
        ))}
      </tr>
    );
  };

  return (
    <section className="container py-5 compare-page" aria-labelledby="compare-title">
      <Breadcrumbs trail={[{ label: t('compare.title') }]} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="compare-title" className="h2 mb-0">
          {t('compare.title')}
        </h1>
        {products.length > 0 && (
          <button type="button" className="btn btn-outline-secondary d-print-none" onClick={() => window.print()}>
            {t('compare.print')}
          </button>
        )}
      </div>
      {names.length === 0 && <p>{t('compare.empty')}</p>}
      {isLoading && <Spinner label={t('common.loading')} />}
      {error && <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />}
      {products.length > 0 && (
        <>
          <p className="small text-body-secondary d-print-none">{t('compare.lead')}</p>
          <div className="table-responsive">
            <table className="table table-bordered align-top compare-table" data-testid="compare-table">
              <caption className="visually-hidden">{t('compare.title')}</caption>
              <thead>
                <tr>
                  <td />
                  {products.map((product) => (
                    <th scope="col" key={product.id} className="compare-column">
                      {product.image && (
                        <ResponsiveImage image={product.image} alt="" sizes="200px" className="img-fluid mb-2 compare-image" />
                      )}
                      <Link to={routePath('product_details', product.seo_name)} className="d-block">
                        {product.code}
                      </Link>
                      <span className="fw-normal small">{localized(product, 'name', lang)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {row(
                  t('catalogue.oem_numbers'),
                  products.map((p) => p.oem_numbers.map((o) => `${o.manufacturer} ${o.number}`).join(', ') || '–'),
                )}
                {keys.map((key) =>
                  row(
                    specKeyLabel(key, lang),
                    products.map((p) => valueOf(p, key)),
                    `compare-${key}`,
                  ),
                )}
                <tr className="d-print-none">
                  <th scope="row">{t('compare.actions')}</th>
                  {products.map((product) => (
                    <td key={product.id}>
                      <CompareActions product={product} others={names.filter((n) => n !== product.seo_name)} />
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Add to the quote cart (or take out), and leave the comparison. */
function CompareActions({ product, others }: { product: ProductCard; others: string[] }) {
  const { t, i18n } = useTranslation();
  // Whether the cart holds the product is known in the browser alone (useBrowserTexts).
  useBrowserTexts(['catalogue.card_in_cart', 'catalogue.card_remove']);
  const dispatch = usePublicDispatch();
  const inCart = usePublicSelector((state) => selectIsInCart(state, product.token));
  const name = localized(product, 'name', i18n.language) || product.code;
  return (
    <div className="d-flex flex-column gap-2 align-items-start">
      <button
        type="button"
        className={`btn btn-sm ${inCart ? 'btn-success' : 'btn-primary'}`}
        aria-label={t(inCart ? 'catalogue.card_remove' : 'catalogue.card_add', { name })}
        onClick={() => dispatch(toggleProduct(toCartProduct(product)))}
      >
        {inCart ? t('catalogue.card_in_cart') : t('common.add_to_cart')}
      </button>
      <Link className="small" to={compareHref(others)} aria-label={t('compare.remove', { name })}>
        {t('compare.remove_short')}
      </Link>
    </div>
  );
}
