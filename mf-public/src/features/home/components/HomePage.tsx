import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { usePageContentQuery } from '../api/getHomeContent';

export function HomePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data, isLoading, isError, refetch } = usePageContentQuery('home');

  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (isError || !data)
    return (
      <div className="container">
        <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />
      </div>
    );

  const [hero] = data.slider ?? [];
  return (
    <>
      {hero && (
        <section className="position-relative bg-dark text-white" aria-labelledby="hero-title">
          {hero.image && <ResponsiveImage image={hero.image} alt="" className="w-100 h-auto opacity-50 d-block" priority />}
          <div className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center">
            <div className="container">
              <h1 id="hero-title" className="display-5 fw-bold">
                {localized(hero, 'title', lang)}
              </h1>
              <p className="lead">{localized(hero, 'subtitle', lang)}</p>
            </div>
          </div>
        </section>
      )}
      <section className="container py-5" aria-labelledby="featured-title">
        <h2 id="featured-title" className="mb-4">
          {t('home.featured_categories')}
        </h2>
        <ul className="row list-unstyled g-4">
          {(data.featured_categories ?? []).map((category) => (
            <li className="col-6 col-md-3" key={category.id}>
              <Link className="card h-100 text-decoration-none" to={`/products/${category.seo_name}`}>
                {category.image && (
                  <ResponsiveImage
                    image={category.image}
                    alt=""
                    sizes="(min-width: 768px) 25vw, 50vw"
                    className="card-img-top h-auto"
                  />
                )}
                <span className="card-body fw-semibold">{localized(category, 'name', lang)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="container pb-5" aria-labelledby="news-title">
        <h2 id="news-title" className="mb-4">
          {t('home.latest_news')}
        </h2>
        <ul className="row list-unstyled g-4">
          {(data.latest_news ?? []).map((item) => (
            <li className="col-md-4" key={item.id}>
              <article className="card h-100">
                <div className="card-body">
                  <h3 className="h5 card-title">{localized(item, 'title', lang)}</h3>
                  <p className="card-text">{localized(item, 'summary', lang)}</p>
                  <time className="text-body-secondary small" dateTime={item.published_at}>
                    {formatDate(item.published_at)}
                  </time>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
