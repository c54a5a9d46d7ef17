/**
 * /checkout: the customer fields of an order with KVKK consent, the cart's lines, and after sending a
 * confirmation with the order's reference; the cart is emptied. A line whose product the server no longer sells is
 * marked with the server's reason, to be removed before sending again.
 */
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBrowserTexts } from '@vitrin/shared-libs/i18n/useBrowserTexts';
import { useTranslatedSchema } from '@vitrin/shared-libs/i18n/useTranslatedSchema';
import { KeepTypedValues } from '@vitrin/shared-libs/ssr/KeepTypedValues';
import { FocusFirstInvalid } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { FormikHoneypotField, type HoneypotValue } from '@vitrin/shared-libs/ui/HoneypotField';
import { clearCart, markUnavailable, removeFromCart, selectCartItems } from '@vitrin/shared-libs/cart/cartSlice';
import { usePublicDispatch, usePublicSelector } from '@vitrin/shared-libs/store/publicHooks';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { checkoutSchema, type CheckoutValues } from '@vitrin/shared-libs/validation/checkout';
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
import { ConsentField } from '../../../components/ConsentField';
import { FormField } from '../../../components/FormField';
import { PageBanner } from '../../../components/PageBanner';
import { EmptyCart } from './EmptyCart';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { useSendOrderMutation } from '../api/sendOrder';

const EMPTY: CheckoutValues & HoneypotValue = {
  company_name: '',
  name: '',
  email: '',
  phone: '',
  country: '',
  city: '',
  address: '',
  note: '',
  kvkk: false,
  website: '',
};

export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  // The request's lines come from the cart the browser keeps: their texts come with the page (useBrowserTexts).
  useBrowserTexts(['cart', 'cart_page', 'checkout']);
  const dispatch = usePublicDispatch();
  const items = usePublicSelector(selectCartItems);
  const [send] = useSendOrderMutation();
  const idempotency = useIdempotencyKey();
  // The reference the visitor is shown and mailed (Q-2026-7K3F9), not the row id staff see.
  const [reference, setReference] = useState<string | null>(null);
  const schema = useTranslatedSchema(checkoutSchema);

  const onSubmit = async (values: CheckoutValues & HoneypotValue) => {
    const result = await send({
      order: { ...values, lines: items.map((item) => ({ token: item.product.token, quantity: item.quantity })) },
      idempotencyKey: idempotency.key(),
    });
    if ('data' in result && result.data) {
      idempotency.renew();
      dispatch(clearCart());
      setReference(result.data.data.reference);
      return;
    }
    const error =
      'error' in result
        ? (result.error as { status?: unknown; data?: { message?: string; errors?: Record<string, string> } })
        : undefined;
    // Lines whose product is no longer sold are named by the server (`lines[i].token`): mark them to be removed.
    const gone = Object.keys(error?.data?.errors ?? {}).flatMap((key) => {
      const index = /^lines\[(\d+)\]\.token$/.exec(key)?.[1];
      const item = index === undefined ? undefined : items[Number(index)];
      return item ? [item.product.token] : [];
    });
    if (gone.length > 0) dispatch(markUnavailable(gone));
    void showDialog({
      icon: 'error',
      title: error?.status === 'NETWORK' ? t('contact.system_error_title') : t('checkout.error_title'),
      text: error?.status === 422 && error.data?.message ? error.data.message : t('checkout.error_text'),
      confirmText: t('layout.close'),
    });
  };

  if (reference !== null)
    return (
      <>
        <PageBanner page="checkout" title={t('checkout.success_title')} />
        <div className="container pb-5 text-center" role="status">
          <p className="lead">{t('checkout.success_text')}</p>
          <p className="display-6">
            {t('checkout.order_number')}: <strong data-testid="order-reference">{reference}</strong>
          </p>
          <Link className="btn btn-primary mt-3" to="/">
            {t('common.back_home')}
          </Link>
        </div>
      </>
    );

  return (
    <>
      <PageBanner page="checkout" title={t('checkout.title')} parent={{ label: t('cart.title'), to: PUBLIC_ROUTES.cart }} />
      <div className="container pb-5">
        {items.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="row g-4 g-lg-5">
            <section className="col-lg-4 order-lg-2" aria-labelledby="checkout-summary">
              <h2 id="checkout-summary" className="h5">
                {t('checkout.summary')}
              </h2>
              <ul className="list-group">
                {items.map((item) => {
                  const name = localized(item.product, 'name', i18n.language) || item.product.code;
                  return (
                    <li
                      className={`list-group-item d-flex justify-content-between gap-2${item.unavailable ? ' list-group-item-warning' : ''}`}
                      key={item.product.token}
                    >
                      <span>
                        {name}
                        <span className="d-block small text-body-secondary">{item.product.code}</span>
                        {item.unavailable && (
                          <>
                            <span className="badge text-bg-warning me-2">{t('cart_page.unavailable')}</span>
                            <button
                              type="button"
                              className="btn btn-link btn-sm p-0 align-baseline"
                              onClick={() => dispatch(removeFromCart(item.product.token))}
                              aria-label={t('cart_page.remove_named', { name })}
                            >
                              {t('cart.remove')}
                            </button>
                          </>
                        )}
                      </span>
                      <span className="badge text-bg-primary align-self-center">× {item.quantity}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
            <div className="col-lg-8">
              <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={onSubmit}>
                {({ isSubmitting, submitCount }) => {
                  const submitted = submitCount > 0;
                  return (
                    <Form noValidate aria-label={t('checkout.title')} id="checkout-form">
                      <KeepTypedValues formId="checkout-form" />
                      <FocusFirstInvalid />
                      <div className="row">
                        <FormField
                          className="col-md-6 mb-3"
                          name="company_name"
                          label={t('checkout.company_name')}
                          required
                          submitted={submitted}
                          autoComplete="organization"
                        />
                        <FormField
                          className="col-md-6 mb-3"
                          name="name"
                          label={t('checkout.name')}
                          required
                          submitted={submitted}
                          autoComplete="name"
                        />
                        <FormField
                          className="col-md-6 mb-3"
                          name="email"
                          type="email"
                          label={t('checkout.email')}
                          required
                          submitted={submitted}
                          autoComplete="email"
                        />
                        <FormField
                          className="col-md-6 mb-3"
                          name="phone"
                          type="tel"
                          label={t('checkout.phone')}
                          required
                          submitted={submitted}
                          autoComplete="tel"
                        />
                        <FormField
                          className="col-md-6 mb-3"
                          name="country"
                          label={t('checkout.country')}
                          required
                          submitted={submitted}
                          autoComplete="country-name"
                        />
                        <FormField
                          className="col-md-6 mb-3"
                          name="city"
                          label={t('checkout.city')}
                          required
                          submitted={submitted}
                          autoComplete="address-level2"
                        />
                      </div>
                      <FormField
                        name="address"
                        label={t('checkout.address')}
                        submitted={submitted}
                        autoComplete="street-address"
                      />
                      <FormField name="note" label={t('checkout.note')} multiline rows={3} submitted={submitted} />
                      <ConsentField submitted={submitted} />
                      <FormikHoneypotField />
                      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                        {isSubmitting ? t('checkout.sending') : t('checkout.send')}
                      </button>
                    </Form>
                  );
                }}
              </Formik>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
