/** Staff accounts: list with search and paging; create, update, reset password, deactivate. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { IconAction, IconActions } from '@vitrin/shared-libs/ui/IconAction';
import * as icons from '../../../components/icons';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';
import { adminText } from '../../../i18n/adminTexts';
import { ListHeader, ListTable } from '../../../components/ListPage';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { confirmDialog } from '@vitrin/shared-libs/ui/dialogs';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { useUsersQuery } from '../api/getUsers';
import { useSetUserActiveMutation } from '../api/setUserActive';
import { loginLocksText } from '../../../i18n/loginLocksTexts';

export function UsersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useUsersQuery({ page, search });
  const [setActive] = useSetUserActiveMutation();

  const me = useAdminSelector(selectCurrentUser);

  const onToggleActive = async (user: StaffUser) => {
    // Deactivating ends the person's sessions at once: asked first. Activating again is harmless.
    if (
      user.is_active &&
      !(await confirmDialog({
        title: adminText('users.deactivateConfirmTitle', { name: user.name }),
        text: adminText('users.deactivateConfirmText'),
        confirmText: adminText('users.deactivateConfirmYes'),
        cancelText: adminText('dialogs.cancel'),
      }))
    )
      return;
    showOutcome(await setActive({ id: user.id, active: !user.is_active }), { successTitle: adminText('dialogs.updated') });
  };

  return (
    <section aria-labelledby="users-title">
      <ListHeader
        titleId="users-title"
        title={adminText('users.title')}
        actions={
          <>
            <Link to="/admin/login-locks" className="btn btn-outline-secondary btn-sm me-2">
              {loginLocksText('title')}
            </Link>
            <Link to="/admin/user-create" className="btn btn-primary btn-sm">
              {adminText('users.create')}
            </Link>
          </>
        }
        search={{
          id: 'users-search',
          onSearch: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
      />
      <ListTable
        query={query}
        caption={adminText('users.title')}
        loadError={adminText('users.loadError')}
        onPage={setPage}
        tableClassName="table align-middle"
        columns={[
          adminText('users.name'),
          adminText('users.email'),
          adminText('users.roleGroup'),
          adminText('users.state'),
          adminText('users.lastLogin'),
          <span key="actions" className="visually-hidden">
            {adminText('inbox.actions')}
          </span>,
        ]}
        row={(user) => (
          <tr key={user.id}>
            <td>{user.name}</td>
            <td>{user.email}</td>
            <td>{user.role_group}</td>
            <td>{user.is_active ? adminText('users.active') : adminText('users.inactive')}</td>
            <td>{user.last_login_at ? formatDate(user.last_login_at) : '—'}</td>
            <td className="text-end">
              <IconActions>
                <IconAction
                  icon={icons.pencil}
                  tone="primary"
                  to={`/admin/user-update/${user.id}`}
                  label={adminText('users.edit', { name: user.name })}
                />
                <IconAction
                  icon={icons.key}
                  to={`/admin/user-reset-password/${user.id}`}
                  label={adminText('users.resetPassword', { name: user.name })}
                />
                {/* One's own account is never deactivated from here (the server refuses it too). */}
                {user.email !== me?.email && (
                  <IconAction
                    icon={user.is_active ? icons.xCircle : icons.check2Circle}
                    tone={user.is_active ? 'danger' : 'success'}
                    onClick={() => void onToggleActive(user)}
                    label={adminText(user.is_active ? 'users.deactivate' : 'users.activate', { name: user.name })}
                  />
                )}
              </IconActions>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
