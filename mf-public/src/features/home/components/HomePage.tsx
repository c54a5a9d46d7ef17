/**
 * The home page: hero slider, featured categories and latest news. The home content's contact icons are drawn by
 * the home-footer band of every public page (layout feature).
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { usePageContentQuery } from '../../../api/getPageContent';
import { MediaCard } from '../../../components/MediaCard';
import { QueryState } from '../../../components/QueryState';
import { HeroSlider } from './HeroSlider';

export function HomePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = usePageContentQuery('home');

  return (
    <QueryState {...query}>
      {(data) => (
        <>
          <HeroSlider slides={data.slider ?? []} />
          <section className="container py-5" aria-labelledby="featured-title">
            <h2 id="featured-title" className="mb-4">
              {t('home.featured_categories')}
            </h2>
            <ul className="row list-unstyled g-4">
              {(data.featured_categories ?? []).map((category) => (
                <li className="col-6 col-md-3" key={category.id}>
                  <Link className="card h-100 text-decoration-none" to={routePath('products', category.seo_name)}>
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
          <section className="container py-5" aria-labelledby="news-title">
            <h2 id="news-title" className="mb-4">
              {t('home.latest_news')}
            </h2>
            <ul className="row list-unstyled g-4">
              {(data.latest_news ?? []).map((item) => (
                <li className="col-md-4" key={item.id}>
                  <MediaCard item={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </QueryState>
  );
}
