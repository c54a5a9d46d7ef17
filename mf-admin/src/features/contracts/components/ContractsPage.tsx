/** contracts: the legal texts, with the languages whose content is still empty; edit or delete (after confirmation). */
import { Link } from 'react-router-dom';
import type { AdminContract } from '@vitrin/shared-libs/types/settings';
import { settingsText } from '../../../i18n/settingsTexts';
import { ListHeader, ListTable } from '../../../components/ListPage';
import { confirmDelete, runWithDialogs } from '@vitrin/shared-libs/ui/outcome';
import { useDeleteContractMutation } from '../api/deleteContract';
import { useAdminContractsQuery } from '../api/getContracts';
import { emptyContractLanguages } from '../utils/contractLanguages';

export function ContractsPage() {
  const query = useAdminContractsQuery();
  const [remove] = useDeleteContractMutation();

  const onDelete = async (contract: AdminContract) => {
    if (!(await confirmDelete())) return;
    await runWithDialogs(() => remove(contract.id).unwrap(), {
      successText: settingsText('dialogs.deleted'),
      failureTitle: settingsText('dialogs.deleteFailure'),
    });
  };

  return (
    <section aria-labelledby="contracts-title">
      <ListHeader
        titleId="contracts-title"
        title={settingsText('contracts.title')}
        actions={
          <Link className="btn btn-primary btn-sm" to="/admin/contract-insert">
            {settingsText('contracts.add')}
          </Link>
        }
      />
      <ListTable
        query={query}
        caption={settingsText('contracts.title')}
        loadError={settingsText('loadError')}
        empty={settingsText('empty')}
        tableClassName="table table-striped align-middle bg-body"
        columns={[
          settingsText('contracts.name'),
          settingsText('contracts.seoName'),
          settingsText('contracts.seoNameTr'),
          settingsText('contracts.emptyLanguagesTitle'),
          settingsText('actions'),
        ]}
        row={(contract) => {
          const empty = emptyContractLanguages(contract);
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
                  {settingsText('edit')}
                  <span className="visually-hidden"> {contract.name}</span>
                </Link>
                <button type="button" className="btn btn-sm btn-danger" onClick={() => void onDelete(contract)}>
                  {settingsText('delete')}
                  <span className="visually-hidden"> {contract.name}</span>
                </button>
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
