import { Link } from 'react-router-dom';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useLogout } from '@vitrin/shared-libs/session/logout';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { t } from '../../../i18n/adminTexts';

export function AdminHeader({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const user = useAdminSelector(selectCurrentUser);
  const logout = useLogout();
  const { brand } = getRuntimeConfig();

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
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void logout('origin')}>
          {t('logout')}
        </button>
      </div>
    </header>
  );
}
