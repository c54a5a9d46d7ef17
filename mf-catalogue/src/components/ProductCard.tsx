/** One product in a list or search result: image, code, name, vehicle types, link to its page. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import type { ProductSummary } from '@vitrin/shared-libs/types/api';

export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  const name = localized(product, 'name', i18n.language);
  return (
    <article className="card h-100 shadow-sm" data-testid="product-card">
      {product.image && (
        <ResponsiveImage
          image={product.image}
          alt=""
          sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
          className="card-img-top h-auto"
          priority={priority}
        />
      )}
      <div className="card-body">
        <p className="small text-body-secondary mb-1">
          <span className="visually-hidden">{t('catalogue.code')}: </span>
          {product.code}
        </p>
        <h2 className="h6 card-title">
          <Link className="stretched-link text-decoration-none" to={`/product/${product.seo_name}`}>
            {name || product.code}
          </Link>
        </h2>
        {product.transporter_types.length > 0 && (
          <p className="small mb-0">
            <span className="visually-hidden">{t('catalogue.vehicle_types')}: </span>
            {product.transporter_types.map((type) => t(`search.transporter_types.${type}`)).join(' · ')}
          </p>
        )}
      </div>
    </article>
  );
}
