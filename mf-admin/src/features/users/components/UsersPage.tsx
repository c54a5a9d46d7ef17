/** Staff accounts: list with search and paging; create, update, reset password, deactivate (DOMAIN.md "Staff"). */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Pager } from '@vitrin/shared-libs/ui/Pager';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';
import { t } from '../../../i18n/adminTexts';
import { pagerLabels } from '../../../i18n/pagerLabels';
import { showResult } from '../../../lib/resultDialog';
import { useUsersQuery } from '../api/getUsers';
import { useSetUserActiveMutation } from '../api/setUserActive';

export function UsersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const { data, isLoading, isError, refetch } = useUsersQuery({ page, search });
  const [setActive] = useSetUserActiveMutation();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setPage(1);
  };
  const onToggleActive = async (user: StaffUser) => {
    await showResult(await setActive({ id: user.id, active: !user.is_active }), t('dialogs.updated'));
  };

  return (
    <section aria-labelledby="users-title">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 id="users-title" className="h3 mb-0">
          {t('users.title')}
        </h1>
        <Link to="/admin/user-create" className="btn btn-primary btn-sm">
          {t('users.create')}
        </Link>
        <form className="d-flex gap-2 ms-auto" role="search" onSubmit={onSearch}>
          <label className="visually-hidden" htmlFor="users-search">
            {t('inbox.search')}
          </label>
          <input
            id="users-search"
            type="search"
            className="form-control form-control-sm"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn-sm btn-outline-secondary">
            {t('inbox.search')}
          </button>
        </form>
      </div>
      {isLoading ? (
        <Spinner label={t('loading')} />
      ) : isError || !data ? (
        <LoadError message={t('users.loadError')} retryLabel={t('dashboard.retry')} onRetry={() => void refetch()} />
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">{t('users.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.roleGroup')}</th>
                <th scope="col">{t('users.state')}</th>
                <th scope="col">{t('users.lastLogin')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('inbox.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((user) => (
                <tr key={user.id}>
                  <td>{user.name}</td>
                  <td>{user.email}</td>
                  <td>{user.role_group}</td>
                  <td>{user.is_active ? t('users.active') : t('users.inactive')}</td>
                  <td>{user.last_login_at ? formatDate(user.last_login_at) : '—'}</td>
                  <td className="text-nowrap">
                    <Link className="btn btn-sm btn-outline-primary me-1" to={`/admin/user-update/${user.id}`}>
                      {t('users.edit', { name: user.name })}
                    </Link>
                    <Link className="btn btn-sm btn-outline-secondary me-1" to={`/admin/user-reset-password/${user.id}`}>
                      {t('users.resetPassword', { name: user.name })}
                    </Link>
                    <button
                      type="button"
                      className={`btn btn-sm ${user.is_active ? 'btn-outline-danger' : 'btn-outline-success'}`}
                      onClick={() => void onToggleActive(user)}
                    >
                      {t(user.is_active ? 'users.deactivate' : 'users.activate', { name: user.name })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.last_page > 1 && (
        <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} labels={pagerLabels()} />
      )}
    </section>
  );
}
