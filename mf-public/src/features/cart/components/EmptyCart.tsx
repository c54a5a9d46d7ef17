/** What the cart and checkout show when the cart holds nothing: the notice and a way to the catalogue. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';

export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="text-center py-5">
      <p className="lead">{t('common.cart_empty')}</p>
      <Link className="btn btn-primary" to={routePath('categories', 'air_springs')}>
        {t('cart_page.browse')}
      </Link>
    </div>
  );
}
