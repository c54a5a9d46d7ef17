/**
 * One product in a list or search result: image, code, name, vehicle types, link to its page, and a toggle that
 * adds it to the quote cart or takes it out (by token), showing which it is. The green "in the quote cart" button
 * says it removes (a × beside its text); once it has, the card says so with "Undo", which puts back the quantity
 * the cart held.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBrowserTexts } from '@vitrin/shared-libs/i18n/useBrowserTexts';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import type { ProductSummary } from '@vitrin/shared-libs/types/api';
import { addToCart, selectCart, toCartProduct, toggleProduct } from '@vitrin/shared-libs/cart/cartSlice';
import { usePublicDispatch, usePublicSelector } from '@vitrin/shared-libs/store/publicHooks';
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import * as icons from './icons';
import { CompareToggle } from './CompareToggle';

export interface ProductCardProps {
  product: ProductSummary;
  priority?: boolean;
  /** More under the name (a cross-reference's or the finder's measurements). */
  details?: ReactNode;
  /** More beside the quote button (compare). */
  actions?: ReactNode;
}

export function ProductCard({ product, priority = false, details, actions }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  // Whether the cart holds the product is known in the browser alone (useBrowserTexts).
  useBrowserTexts(['catalogue.card_in_cart', 'catalogue.card_remove', 'catalogue.card_removed', 'catalogue.undo']);
  const name = localized(product, 'name', i18n.language);
  const dispatch = usePublicDispatch();
  const inCartQuantity = usePublicSelector((state) => selectCart(state).items[product.token]?.quantity ?? 0);
  const inCart = inCartQuantity > 0;
  // The quantity just taken out, while "Undo" can put it back.
  const [removed, setRemoved] = useState(0);
  const toggle = () => {
    setRemoved(inCart ? inCartQuantity : 0);
    dispatch(toggleProduct(toCartProduct(product)));
  };
  const undo = () => {
    dispatch(addToCart({ product: toCartProduct(product), quantity: removed }));
    setRemoved(0);
  };
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
          <Link className="stretched-link text-decoration-none" to={routePath('product_details', product.seo_name)}>
            {name || product.code}
          </Link>
        </h2>
        {product.transporter_types.length > 0 && (
          <p className="small mb-0">
            <span className="visually-hidden">{t('catalogue.vehicle_types')}: </span>
            {product.transporter_types.map((type) => t(`search.transporter_types.${type}`)).join(' · ')}
          </p>
        )}
        {details}
      </div>
      <div className="card-footer bg-transparent border-0 pt-0">
        {/* Above the card's stretched link, so it is its own target. */}
        <button
          type="button"
          className={`btn btn-sm position-relative z-2 ${inCart ? 'btn-success' : 'btn-outline-primary'}`}
          aria-label={t(inCart ? 'catalogue.card_remove' : 'catalogue.card_add', { name: name || product.code })}
          title={inCart ? t('catalogue.card_remove', { name: name || product.code }) : undefined}
          onClick={toggle}
        >
          <Icon icon={inCart ? icons.cartCheckFill : icons.cartPlus} className="me-1" />
          {inCart ? t('catalogue.card_in_cart') : t('common.add_to_cart')}
          {inCart && <Icon icon={icons.xLg} className="ms-2" />}
        </button>
        <span className="ms-1">
          <CompareToggle seoName={product.seo_name} name={name || product.code} showLink />
        </span>
        {actions}
        <p className="small mb-0 mt-1 position-relative z-2" role="status">
          {removed > 0 && !inCart && (
            <>
              {t('catalogue.card_removed')}{' '}
              <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={undo}>
                {t('catalogue.undo')}
              </button>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
