/** /cross-reference: the manufacturers whose numbers our products replace, each with how many numbers. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useCrossReferenceIndexQuery } from '../api/crossReference';
import { QueryFallback } from '../../../components/QueryFallback';

export function CrossReferenceIndexPage() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useCrossReferenceIndexQuery();

  if (isLoading || error || !data) return <QueryFallback isLoading={isLoading} error={error} refetch={refetch} />;

  return (
    <section className="container py-5" aria-labelledby="cross-reference-title">
      <Breadcrumbs trail={[{ label: t('cross_reference.index_title') }]} />
      <h1 id="cross-reference-title" className="h2">
        {t('cross_reference.index_title')}
      </h1>
      <p className="lead fs-6">{t('cross_reference.index_lead')}</p>
      <h2 className="h5">{t('cross_reference.manufacturers')}</h2>
      <ul className="row list-unstyled g-2" data-testid="cross-reference-manufacturers">
        {data.manufacturers.map((maker) => (
          <li className="col-6 col-md-4 col-lg-3" key={maker.path}>
            <Link className="d-block border rounded p-2 text-decoration-none" to={maker.path}>
              <span className="fw-semibold">{maker.manufacturer}</span>{' '}
              <span className="small text-body-secondary">{t('cross_reference.numbers_count', { count: maker.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
