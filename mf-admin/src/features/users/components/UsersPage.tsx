/** Staff accounts: list with search, sort, role and state filters, paging (in the address); create, update, reset password, deactivate. */
import { screenHref } from '@vitrin/shared-libs/registry/adminRoutes';
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
import {
  useEndUserSessionsMutation,
  useResetTwoFactorMutation,
  useSetTwoFactorPolicyMutation,
  useTwoFactorPolicyQuery,
} from '../api/security';
import { loginLocksText } from '../../../i18n/loginLocksTexts';
import { ROLE_GROUPS } from '@vitrin/shared-libs/auth/areaRoles';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { useListState } from '@vitrin/shared-libs/ui/useListParams';

export function UsersPage() {
  const list = useListState('users', ['role_group', 'is_active']);
  const query = useUsersQuery(list.query);
  const [setActive] = useSetUserActiveMutation();

  const me = useAdminSelector(selectCurrentUser);
  const policy = useTwoFactorPolicyQuery();
  const [setPolicy, savingPolicy] = useSetTwoFactorPolicyMutation();
  const [resetTwoFactor] = useResetTwoFactorMutation();
  const [endSessions] = useEndUserSessionsMutation();

  /** Asks first, then runs a Süper Yönetici's action on an account and shows its outcome. */
  const confirmed = async (
    user: StaffUser,
    texts: { title: string; text: string; yes: string; done: string },
    run: () => Promise<{ error?: unknown }>,
  ) => {
    const sure = await confirmDialog({
      title: adminText(texts.title, { name: user.name }),
      text: adminText(texts.text),
      confirmText: adminText(texts.yes),
      cancelText: adminText('dialogs.cancel'),
    });
    if (sure) showOutcome(await run(), { successTitle: adminText(texts.done) });
  };
  const onPolicy = async (required: boolean) => {
    showOutcome(await setPolicy(required), { successTitle: adminText('dialogs.updated') });
    void policy.refetch();
  };

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
            <div className="form-check form-switch d-inline-block me-3 align-middle">
              <input
                id="users-require-two-factor"
                type="checkbox"
                role="switch"
                className="form-check-input"
                checked={policy.data?.required ?? false}
                disabled={!policy.data || savingPolicy.isLoading}
                onChange={(event) => void onPolicy(event.target.checked)}
              />
              <label htmlFor="users-require-two-factor" className="form-check-label">
                {adminText('users.requireTwoFactor')}
              </label>
            </div>
            <Link to={screenHref('login-locks')} className="btn btn-outline-secondary btn-sm me-2">
              {loginLocksText('title')}
            </Link>
            <Link to={screenHref('user-create')} className="btn btn-primary btn-sm">
              {adminText('users.create')}
            </Link>
          </>
        }
        filters={
          <>
            <FilterSelect
              label={adminText('users.roleGroup')}
              all={adminText('list.all')}
              value={list.filters.role_group}
              options={ROLE_GROUPS.map((role) => ({ value: role, label: role }))}
              onChange={(value) => list.setFilter('role_group', value)}
            />
            <FilterSelect
              label={adminText('users.state')}
              all={adminText('list.all')}
              value={list.filters.is_active}
              options={[
                { value: '1', label: adminText('users.active') },
                { value: '0', label: adminText('users.inactive') },
              ]}
              onChange={(value) => list.setFilter('is_active', value)}
            />
          </>
        }
        search={{ id: 'users-search', value: list.search, onSearch: list.setSearch }}
      />
      <ListTable
        query={query}
        caption={adminText('users.title')}
        loadError={adminText('users.loadError')}
        onPage={list.setPage}
        sort={list.sort}
        tableClassName="table align-middle"
        columns={[
          { label: adminText('users.name'), sort: 'name' },
          { label: adminText('users.email'), sort: 'email' },
          { label: adminText('users.roleGroup'), sort: 'role_group' },
          { label: adminText('users.state'), sort: 'is_active' },
          { label: adminText('users.lastLogin'), sort: 'last_login_at' },
          adminText('users.twoFactor'),
          { label: adminText('inbox.actions'), hidden: true },
        ]}
        row={(user) => (
          <tr key={user.id}>
            <td>{user.name}</td>
            <td>{user.email}</td>
            <td>{user.role_group}</td>
            <td>{user.is_active ? adminText('users.active') : adminText('users.inactive')}</td>
            <td>{user.last_login_at ? formatDate(user.last_login_at) : '—'}</td>
            <td>{adminText(user.two_factor ? 'users.twoFactorOn' : 'users.twoFactorOff')}</td>
            <td className="text-end">
              <IconActions>
                <IconAction
                  icon={icons.pencil}
                  tone="primary"
                  to={screenHref('user-update', user.id)}
                  label={adminText('users.edit', { name: user.name })}
                />
                <IconAction
                  icon={icons.key}
                  to={screenHref('user-reset-password', user.id)}
                  label={adminText('users.resetPassword', { name: user.name })}
                />
                {user.two_factor && (
                  <IconAction
                    icon={icons.shieldCheck}
                    onClick={() =>
                      void confirmed(
                        user,
                        {
                          title: 'users.resetTwoFactorConfirmTitle',
                          text: 'users.resetTwoFactorConfirmText',
                          yes: 'users.resetTwoFactorYes',
                          done: 'users.twoFactorReset',
                        },
                        () => resetTwoFactor(user.id),
                      )
                    }
                    label={adminText('users.resetTwoFactor', { name: user.name })}
                  />
                )}
                {/* One's own sessions are ended on the profile screen, one by one (the server refuses all at once). */}
                {user.email !== me?.email && (
                  <IconAction
                    icon={icons.xLg}
                    tone="danger"
                    onClick={() =>
                      void confirmed(
                        user,
                        {
                          title: 'users.endSessionsConfirmTitle',
                          text: 'users.endSessionsConfirmText',
                          yes: 'users.endSessionsYes',
                          done: 'users.sessionsEnded',
                        },
                        () => endSessions(user.id),
                      )
                    }
                    label={adminText('users.endSessions', { name: user.name })}
                  />
                )}
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
