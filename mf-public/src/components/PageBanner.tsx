/** The banner at the top of an inner page: its breadcrumb image and title, and the trail back home. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { useBreadcrumbsQuery } from '../api/getBreadcrumbs';

export interface PageBannerProps {
  /** The breadcrumb key (about_us, news, …). */
  page: string;
  /** The page's own title; the breadcrumb's title when not given. */
  title?: string;
  /** A middle step of the trail (a list above a detail). */
  parent?: { label: string; to: string };
}

export function PageBanner({ page, title, parent }: PageBannerProps) {
  const { t, i18n } = useTranslation();
  const { data } = useBreadcrumbsQuery();
  const crumb = data?.[page];
  const heading = title ?? (crumb ? localized(crumb, 'title', i18n.language) : '');
  return (
    <section className="site-banner position-relative mb-4 overflow-hidden" aria-labelledby="page-title">
      {crumb?.image && (
        <ResponsiveImage
          image={crumb.image}
          alt=""
          className="position-absolute top-0 start-0 w-100 h-100 object-fit-cover opacity-25"
          priority
        />
      )}
      <div className="container position-relative py-5">
        <h1 id="page-title" className="display-6 fw-bold">
          {heading}
        </h1>
        <nav aria-label={t('layout.breadcrumb')}>
          <ol className="breadcrumb mb-0">
            <li className="breadcrumb-item">
              <Link className="site-banner-link" to="/">
                {t('navbar.home')}
              </Link>
            </li>
            {parent && (
              <li className="breadcrumb-item">
                <Link className="site-banner-link" to={parent.to}>
                  {parent.label}
                </Link>
              </li>
            )}
            <li className="breadcrumb-item active" aria-current="page">
              {heading}
            </li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
