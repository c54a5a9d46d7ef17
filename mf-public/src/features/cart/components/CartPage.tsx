/** /cart: the quote cart's lines with quantity, update (with a 'cart updated' notice), remove and clear. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { clearCart, removeFromCart, selectCartItems, updateQuantity, type CartItem } from '@vitrin/shared-libs/cart/cartSlice';
import { MAX_CART_QUANTITY } from '@vitrin/shared-libs/cart/cartLimits';
import { usePublicDispatch, usePublicSelector } from '@vitrin/shared-libs/store/publicHooks';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { PageBanner } from '../../../components/PageBanner';
import { EmptyCart } from './EmptyCart';
import './cart.css';

function CartLine({ item, onUpdated }: { item: CartItem; onUpdated: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = usePublicDispatch();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const name = localized(item.product, 'name', i18n.language) || item.product.code;
  const inputId = `quantity-${item.product.token}`;
  const changed = Number(quantity) !== item.quantity;
  return (
    <tr>
      <td className="cart-thumb">
        {item.product.image && <ResponsiveImage image={item.product.image} alt="" sizes="120px" className="img-fluid rounded" />}
      </td>
      <td className="cart-name">
        <Link to={`/product/${item.product.seo_name}`}>{name}</Link>
        <div className="small text-body-secondary">{item.product.code}</div>
      </td>
      <td className="cart-quantity">
        <form
          className="d-flex gap-2 align-items-center"
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(updateQuantity({ token: item.product.token, quantity: Number(quantity) }));
            setQuantity(String(Math.min(MAX_CART_QUANTITY, Math.max(1, Math.floor(Number(quantity) || 1)))));
            onUpdated();
          }}
        >
          <label className="visually-hidden" htmlFor={inputId}>
            {t('cart_page.quantity_of', { name })}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CART_QUANTITY}
            className="form-control cart-quantity-input"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <button type="submit" className="btn btn-outline-primary btn-sm" disabled={!changed}>
            {t('cart_page.update')}
          </button>
        </form>
      </td>
      <td className="cart-remove text-end">
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => dispatch(removeFromCart(item.product.token))}
          aria-label={t('cart_page.remove_named', { name })}
        >
          {t('cart.remove')}
        </button>
      </td>
    </tr>
  );
}

export function CartPage() {
  const { t } = useTranslation();
  const dispatch = usePublicDispatch();
  const items = usePublicSelector(selectCartItems);
  const [notice, setNotice] = useState(0);
  return (
    <>
      <PageBanner page="cart" title={t('cart.title')} />
      <div className="container pb-5">
        <div role="status" aria-live="polite">
          {notice > 0 && (
            <div className="alert alert-success" key={notice}>
              {t('cart.updated')}
            </div>
          )}
        </div>
        {items.length === 0 ? (
          <EmptyCart />
        ) : (
          <>
            <div className="table-responsive">
              <table className="table align-middle cart-table">
                <caption className="visually-hidden">{t('cart.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">{t('cart_page.image')}</span>
                    </th>
                    <th scope="col">{t('cart_page.product')}</th>
                    <th scope="col">{t('cart.quantity')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('cart.remove')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <CartLine key={item.product.token} item={item} onUpdated={() => setNotice((n) => n + 1)} />
                  ))}
                </tbody>
              </table>
            </div>
            <div className="d-flex flex-wrap gap-2 justify-content-between">
              <button type="button" className="btn btn-outline-secondary" onClick={() => dispatch(clearCart())}>
                {t('cart.clear')}
              </button>
              <Link className="btn btn-primary" to="/checkout">
                {t('cart.checkout')}
              </Link>
            </div>
          </>
        )}
      </div>
    </>
  );
}
