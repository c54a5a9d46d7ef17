/** Quantity + "add to quote cart" (the public store's cart slice), and what the cart now holds of this product. */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBrowserTexts } from '@vitrin/shared-libs/i18n/useBrowserTexts';
import { clampQuantity, MAX_CART_QUANTITY } from '@vitrin/shared-libs/cart/cartLimits';
import { addToCart, selectCart, toCartProduct } from '@vitrin/shared-libs/cart/cartSlice';
import { usePublicDispatch, usePublicSelector } from '@vitrin/shared-libs/store/publicHooks';
import type { ProductSummary } from '@vitrin/shared-libs/types/api';
import { numericKeyFilter } from '@vitrin/shared-libs/utils/numericKey';
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';

export function AddToCart({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  // What the cart holds of the product is known in the browser alone (useBrowserTexts).
  useBrowserTexts(['catalogue.added', 'catalogue.in_cart', 'catalogue.view_cart']);
  const dispatch = usePublicDispatch();
  const inCart = usePublicSelector((state) => selectCart(state).items[product.token]?.quantity ?? 0);
  const [quantity, setQuantity] = useState('1');
  const [added, setAdded] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(addToCart({ product: toCartProduct(product), quantity: clampQuantity(Number(quantity)) }));
    setQuantity('1');
    setAdded(true);
  };

  return (
    <form className="d-flex flex-wrap align-items-end gap-2 my-3" onSubmit={submit}>
      <div>
        <label className="form-label" htmlFor={`${id}-quantity`}>
          {t('catalogue.quantity')}
        </label>
        <input
          id={`${id}-quantity`}
          className="form-control"
          style={{ width: '7rem' }}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CART_QUANTITY}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          onKeyDown={numericKeyFilter()}
          required
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('common.add_to_cart')}
      </button>
      <p className="w-100 mb-0 small alert alert-warning only-without-script">{t('catalogue.cart_needs_script')}</p>
      <p className="w-100 mb-0 small" role="status">
        {added && <span>{t('catalogue.added')} </span>}
        {inCart > 0 && (
          <>
            {t('catalogue.in_cart', { count: inCart })} <Link to={PUBLIC_ROUTES.cart}>{t('catalogue.view_cart')}</Link>
          </>
        )}
      </p>
    </form>
  );
}
