/**
 * contracts: the legal texts, with the languages whose content is still empty, in their order or sorted by name (the
 * sort in the address); edit or delete (after confirmation).
 */
import { screenHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { Link } from 'react-router-dom';
import type { AdminContract } from '@vitrin/shared-libs/types/settings';
import { settingsText } from '../../../i18n/settingsTexts';
import { ListHeader, ListTable } from '../../../components/ListPage';
import { confirmDelete, runWithDialogs } from '@vitrin/shared-libs/ui/outcome';
import { useDeleteContractMutation } from '../api/deleteContract';
import { useAdminContractsQuery } from '../api/getContracts';
import { emptyContractLanguages } from '../utils/contractLanguages';
import { useListState } from '@vitrin/shared-libs/ui/useListParams';
import { MissingTranslationFilter, useMissingTranslationFilter } from '@vitrin/shared-libs/ui/MissingTranslationFilter';
import { adminText } from '../../../i18n/adminTexts';

export function ContractsPage() {
  const list = useListState('contracts');
  const query = useAdminContractsQuery(list.query.sort ? { sort: list.query.sort } : undefined);
  const [remove] = useDeleteContractMutation();
  const missing = useMissingTranslationFilter('contract');
  const shown = { ...query, data: query.data && [...missing.keep(query.data)] };

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
          <Link className="btn btn-primary btn-sm" to={screenHref('contract-insert')}>
            {settingsText('contracts.add')}
          </Link>
        }
        filters={
          <MissingTranslationFilter
            label={adminText('translations.filter')}
            all={adminText('list.all')}
            value={missing.lang}
            onChange={missing.setLang}
          />
        }
      />
      <ListTable
        query={shown}
        caption={settingsText('contracts.title')}
        loadError={settingsText('loadError')}
        empty={settingsText('empty')}
        tableClassName="table table-striped align-middle bg-body"
        sort={list.sort}
        columns={[
          { label: settingsText('contracts.name'), sort: 'name' },
          { label: settingsText('contracts.seoName'), sort: 'seo_name' },
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
                <Link className="btn btn-sm btn-primary" to={screenHref('contract-update', contract.id)}>
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
