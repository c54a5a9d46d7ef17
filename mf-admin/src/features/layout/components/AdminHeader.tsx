import { Link } from 'react-router-dom';
import { selectCurrentUser, signedOut } from '@vitrin/shared-libs/session/sessionSlice';
import { useLogoutMutation } from '@vitrin/shared-libs/session/sessionApi';
import { useAdminDispatch, useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { t } from '../../../i18n/adminTexts';

/** Header logout: the server is told (its errors ignored), then the site origin after 600 ms (SPEC.md §4). */
export const HEADER_LOGOUT_DELAY_MS = 600;

export function AdminHeader({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const user = useAdminSelector(selectCurrentUser);
  const dispatch = useAdminDispatch();
  const [logout] = useLogoutMutation();
  const { brand } = getRuntimeConfig();

  const onLogout = async () => {
    await logout();
    dispatch(signedOut());
    setTimeout(() => window.location.assign(window.location.origin), HEADER_LOGOUT_DELAY_MS);
  };

  return (
    <header className="navbar bg-white border-bottom px-3">
      <div className="d-flex align-items-center gap-3">
        <button type="button" className="btn btn-outline-secondary btn-sm" aria-expanded={menuOpen} onClick={onToggleMenu}>
          {t('toggleMenu')}
        </button>
        <Link className="navbar-brand fw-bold" to="/admin/dashboard">
          {brand.companyName}
        </Link>
      </div>
      <div className="d-flex align-items-center gap-3">
        {user && (
          <span className="text-end small" data-testid="current-user">
            <strong className="d-block">{user.name}</strong>
            <span className="text-body-secondary">{user.role_group}</span>
          </span>
        )}
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void onLogout()}>
          {t('logout')}
        </button>
      </div>
    </header>
  );
}
