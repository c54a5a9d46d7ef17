/** /cross-reference/{manufacturer}: a manufacturer's OEM numbers, each linking to its page, with our codes. */
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@vitrin/shared-libs/ui/useDocumentMeta';
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
import { crossReferenceManufacturerMeta } from '@vitrin/shared-libs/utils/crossReference';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useCrossReferenceManufacturerQuery } from '../api/crossReference';
import { QueryFallback } from '../../../components/QueryFallback';

export function CrossReferenceManufacturerPage() {
  const { manufacturer = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { data, isLoading, error, refetch } = useCrossReferenceManufacturerQuery(manufacturer);
  const meta = data && crossReferenceManufacturerMeta(data, i18n.language);
  useDocumentMeta(meta?.title, meta?.description);

  if (isLoading || error || !data) return <QueryFallback isLoading={isLoading} error={error} refetch={refetch} />;

  return (
    <section className="container py-5" aria-labelledby="cross-reference-title">
      <Breadcrumbs
        trail={[
          { label: t('cross_reference.index_title'), to: PUBLIC_ROUTES.cross_reference_index },
          { label: data.manufacturer },
        ]}
      />
      <h1 id="cross-reference-title" className="h2">
        {meta?.title}
      </h1>
      <div className="table-responsive">
        <table className="table table-sm table-striped" data-testid="cross-reference-numbers">
          <thead>
            <tr>
              <th scope="col">{t('cross_reference.oem_number')}</th>
              <th scope="col">{t('cross_reference.our_parts')}</th>
            </tr>
          </thead>
          <tbody>
            {data.numbers.map((entry) => (
              <tr key={entry.path}>
                <td>
                  <Link to={entry.path}>
                    {data.manufacturer} {entry.number}
                  </Link>
                </td>
                <td>{entry.codes.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
