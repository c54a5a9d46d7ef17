/** contracts: the legal texts, with the languages whose content is still empty; edit or delete (after confirmation). */
import { Link } from 'react-router-dom';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { AdminContract } from '@vitrin/shared-libs/types/settings';
import { ts } from '../../../i18n/settingsTexts';
import { confirmDelete, runWithDialogs } from '../../../utils/outcome';
import { useDeleteContractMutation } from '../api/deleteContract';
import { useAdminContractsQuery } from '../api/getContracts';
import { emptyLanguages } from '../utils/contractLanguages';

export function ContractsPage() {
  const { data, isLoading, isError, refetch } = useAdminContractsQuery();
  const [remove] = useDeleteContractMutation();
  if (isLoading) return <Spinner label={ts('loading')} />;
  if (isError || !data) return <LoadError message={ts('loadError')} retryLabel={ts('retry')} onRetry={() => void refetch()} />;

  const onDelete = async (contract: AdminContract) => {
    if (!(await confirmDelete())) return;
    await runWithDialogs(() => remove(contract.id).unwrap(), {
      success: ts('dialogs.deleted'),
      failure: ts('dialogs.deleteFailure'),
    });
  };

  return (
    <section aria-labelledby="contracts-title">
      <div className="d-flex align-items-center mb-4">
        <h1 id="contracts-title" className="h3 m-0 me-auto">
          {ts('contracts.title')}
        </h1>
        <Link className="btn btn-primary" to="/admin/contract-insert">
          {ts('contracts.add')}
        </Link>
      </div>
      {data.length === 0 ? (
        <p>{ts('empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-striped align-middle bg-body">
            <thead>
              <tr>
                <th scope="col">{ts('contracts.name')}</th>
                <th scope="col">{ts('contracts.seoName')}</th>
                <th scope="col">{ts('contracts.seoNameTr')}</th>
                <th scope="col">{ts('contracts.emptyLanguagesTitle')}</th>
                <th scope="col">{ts('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((contract) => {
                const empty = emptyLanguages(contract);
                return (
                  <tr key={contract.id}>
                    <th scope="row">{contract.name}</th>
                    <td>{contract.seo_name ?? '—'}</td>
                    <td>{contract.seo_name_tr ?? '—'}</td>
                    <td>
                      {empty.length === 0
                        ? '—'
                        : empty.map((lang) => (
                            <span key={lang} className="badge text-bg-warning me-1">
                              {lang.toUpperCase()}
                            </span>
                          ))}
                    </td>
                    <td className="d-flex gap-2">
                      <Link className="btn btn-sm btn-primary" to={`/admin/contract-update/${contract.id}`}>
                        {ts('edit')}
                        <span className="visually-hidden"> {contract.name}</span>
                      </Link>
                      <button type="button" className="btn btn-sm btn-danger" onClick={() => void onDelete(contract)}>
                        {ts('delete')}
                        <span className="visually-hidden"> {contract.name}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
