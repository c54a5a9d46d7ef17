/**
 * /cart: the quote cart's lines; a quantity is saved as typed (with the 'cart updated' notice), a line can be
 * removed and the cart cleared. A product the server no longer sells is marked, to be removed.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBrowserTexts } from '@vitrin/shared-libs/i18n/useBrowserTexts';
import { clearCart, removeFromCart, selectCartItems, updateQuantity, type CartItem } from '@vitrin/shared-libs/cart/cartSlice';
import { clampQuantity, MAX_CART_QUANTITY } from '@vitrin/shared-libs/cart/cartLimits';
import { usePublicDispatch, usePublicSelector } from '@vitrin/shared-libs/store/publicHooks';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { PUBLIC_ROUTES, routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { PageBanner } from '../../../components/PageBanner';
import { EmptyCart } from './EmptyCart';
import { numericKeyFilter } from '@vitrin/shared-libs/utils/numericKey';
import './cart.css';

/** A quantity typed in the cart is saved this long after the last key (and at once when the field is left). */
export const QUANTITY_SAVE_MS = 600;

/** A whole number of at least 1, as typed; null while the field holds nothing usable. */
const typedQuantity = (value: string): number | null => {
  const n = Math.floor(Number(value));
  return value.trim() !== '' && Number.isFinite(n) && n >= 1 ? n : null;
};

function CartLine({ item, onSaved, onRefused }: { item: CartItem; onSaved: () => void; onRefused: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = usePublicDispatch();
  const [quantity, setQuantity] = useState(String(item.quantity));
  // A quantity of 0 or none is refused out loud: the saved quantity comes back with a line saying why.
  const [refused, setRefused] = useState(false);
  // A quantity past the cart's limit is saved as the limit, and the line says so.
  const [capped, setCapped] = useState(false);
  const name = localized(item.product, 'name', i18n.language) || item.product.code;
  const inputId = `quantity-${item.product.token}`;
  const pending = typedQuantity(quantity) !== null && typedQuantity(quantity) !== item.quantity;

  /** Saves what was typed (clamped to the cart's limits); an unusable entry shows the saved quantity again. */
  const save = (value: string) => {
    const typed = typedQuantity(value);
    if (typed === null) {
      setRefused(true);
      onRefused();
      return setQuantity(String(item.quantity));
    }
    const next = clampQuantity(typed);
    setCapped(next < typed);
    if (String(next) !== value) setQuantity(String(next));
    if (next === item.quantity) return;
    dispatch(updateQuantity({ token: item.product.token, quantity: next }));
    onSaved();
  };

  // Saved once per pause in typing, with what was typed then.
  const saveTyped = useEffectEvent(() => save(quantity));
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(saveTyped, QUANTITY_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [quantity, pending]);

  return (
    <tr className={item.unavailable ? 'table-warning' : undefined}>
      <td className="cart-thumb">
        {item.product.image && <ResponsiveImage image={item.product.image} alt="" sizes="120px" className="img-fluid rounded" />}
      </td>
      <td className="cart-name">
        {item.unavailable ? name : <Link to={routePath('product_details', item.product.seo_name)}>{name}</Link>}
        <div className="small text-body-secondary">{item.product.code}</div>
        {item.unavailable && <span className="badge text-bg-warning">{t('cart_page.unavailable')}</span>}
      </td>
      <td className="cart-quantity">
        <form
          className="d-flex gap-2 align-items-center"
          onSubmit={(event) => {
            event.preventDefault();
            save(quantity);
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
            disabled={item.unavailable}
            onChange={(event) => {
              setRefused(false);
              setCapped(false);
              setQuantity(event.target.value);
            }}
            onBlur={() => save(quantity)}
            onKeyDown={numericKeyFilter()}
            aria-describedby={refused || capped ? `${inputId}-refused` : undefined}
          />
        </form>
        {(refused || capped) && (
          <div id={`${inputId}-refused`} className="small text-danger mt-1" role="status">
            {refused ? t('cart_page.quantity_min') : t('cart_page.quantity_max', { max: MAX_CART_QUANTITY })}
          </div>
        )}
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
  const { t, i18n } = useTranslation();
  // The lines come from the cart the browser keeps: their texts come with the page (useBrowserTexts).
  useBrowserTexts(['cart', 'cart_page']);
  const dispatch = usePublicDispatch();
  const items = usePublicSelector(selectCartItems);
  const [notice, setNotice] = useState(0);
  return (
    <>
      <PageBanner page="cart" title={t('cart.title')} />
      <div className="container pb-5">
        {/* The notice's place is kept from the start: a save on leaving a quantity field must not move what the
            visitor is clicking (the checkout link) from under the pointer. */}
        <div role="status" aria-live="polite">
          {items.length > 0 && (
            <div className={`alert alert-success${notice > 0 ? '' : ' invisible'}`} key={notice}>
              {notice > 0 ? t('cart.updated') : '\u00a0'}
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
                    <CartLine
                      key={item.product.token}
                      item={item}
                      onSaved={() => setNotice((n) => n + 1)}
                      // A refused quantity saved nothing: no "cart updated" beside its reason.
                      onRefused={() => setNotice(0)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <div className="d-flex flex-wrap gap-2 justify-content-between">
              <button type="button" className="btn btn-outline-secondary" onClick={() => dispatch(clearCart())}>
                {t('cart.clear')}
              </button>
              <span className="d-flex flex-wrap gap-2">
                {(['pdf', 'xlsx'] as const).map((format) => (
                  <a
                    key={format}
                    className="btn btn-outline-secondary"
                    href={`/api/pages/quote-cart.${format}?items=${items
                      .filter((item) => !item.unavailable)
                      .map((item) => `${encodeURIComponent(item.product.token)}:${item.quantity}`)
                      .join(',')}&lang=${encodeURIComponent(i18n.language)}`}
                    download
                    data-testid={`cart-download-${format}`}
                  >
                    {t(`cart_page.download_${format}`)}
                  </a>
                ))}
              </span>
              <Link className="btn btn-primary" to={PUBLIC_ROUTES.checkout}>
                {t('cart.checkout')}
              </Link>
            </div>
          </>
        )}
      </div>
    </>
  );
}
