/** The home page: hero slider, featured categories, the contact icons (contact_form_social_icons), latest news. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { usePageContentQuery } from '../../../api/getPageContent';
import { MediaCard } from '../../../components/MediaCard';
import { QueryState } from '../../../components/QueryState';
import { HeroSlider } from './HeroSlider';

const isExternal = (link: string) => /^(https?:|mailto:|tel:)/i.test(link);

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
          <section className="bg-body-tertiary py-5" aria-labelledby="contact-icons-title">
            <div className="container">
              <h2 id="contact-icons-title" className="mb-4">
                {t('home.contact_us')}
              </h2>
              <ul className="row list-unstyled g-4 mb-0">
                {(data.contact_form_social_icons ?? []).map((icon) => {
                  const link = localized(icon, 'link', lang);
                  const title = localized(icon, 'title', lang);
                  const content = (
                    <>
                      {icon.file_img && (
                        <ResponsiveImage image={icon.file_img} alt="" sizes="64px" className="mb-2 home-contact-icon" />
                      )}
                      <span className="d-block fw-semibold">{title}</span>
                    </>
                  );
                  return (
                    <li className="col-md-4 text-center" key={icon.id}>
                      {!link ? (
                        content
                      ) : isExternal(link) ? (
                        <a className="link-body-emphasis text-decoration-none d-inline-block" href={link}>
                          {content}
                        </a>
                      ) : (
                        <Link className="link-body-emphasis text-decoration-none d-inline-block" to={link}>
                          {content}
                        </Link>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
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
