/** Home only: a notice to turn the phone upright, shown in landscape on small screens when home.phone_error exists. */
import { useTranslation } from 'react-i18next';

export function PhoneOrientationWarning() {
  const { t, i18n } = useTranslation();
  if (!i18n.exists('home.phone_error')) return null;
  return (
    <div className="phone-orientation-warning alert alert-warning rounded-0 mb-0 text-center" role="note">
      {t('home.phone_error')}
    </div>
  );
}
