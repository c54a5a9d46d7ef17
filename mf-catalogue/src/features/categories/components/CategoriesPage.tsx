/** /categories/{air_springs|spare_parts}: the section's categories and sub-categories, in queue order. */
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCategoriesQuery } from '@vitrin/shared-libs/api/categoriesApi';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { NotFoundPage } from '@vitrin/shared-libs/ui/NotFoundPage';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { SECTIONS, type Section } from '@vitrin/shared-libs/types/api';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { Breadcrumbs } from '../../../components/Breadcrumbs';

const isSection = (value: string | undefined): value is Section => SECTIONS.includes(value as Section);

export function CategoriesPage() {
  const { seoName } = useParams();
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data, isLoading, isError, refetch } = useCategoriesQuery();

  if (!isSection(seoName)) return <NotFoundPage />;
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (isError || !data)
    return (
      <div className="container">
        <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />
      </div>
    );

  const categories = data.filter((category) => category.section === seoName);
  return (
    <section className="container py-5" aria-labelledby="categories-title">
      <Breadcrumbs trail={[{ label: t(`navbar.${seoName}`) }]} />
      <h1 id="categories-title" className="mb-4">
        {t(`navbar.${seoName}`)}
      </h1>
      <ul className="row list-unstyled g-4" data-testid="category-grid">
        {categories.map((category) => (
          <li className="col-sm-6 col-lg-3" key={category.id}>
            <article className="card h-100">
              {category.image && (
                <ResponsiveImage
                  image={category.image}
                  alt=""
                  sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
                  className="card-img-top h-auto"
                />
              )}
              <div className="card-body">
                <h2 className="h5 card-title">
                  <Link className="stretched-link text-decoration-none" to={routePath('products', category.seo_name)}>
                    {localized(category, 'name', lang)}
                  </Link>
                </h2>
                {category.sub_categories.length > 0 && (
                  <ul className="small text-body-secondary ps-3 mb-0">
                    {category.sub_categories.map((sub) => (
                      <li key={sub.id}>
                        {/* Above the card's stretched link: each sub-category leads to its own list. */}
                        <Link className="position-relative z-2 d-inline-block py-1" to={routePath('products', sub.seo_name)}>
                          {localized(sub, 'name', lang)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
