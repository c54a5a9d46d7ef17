import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useLogout } from '@vitrin/shared-libs/session/logout';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { companyNameFor, logoFor } from '@vitrin/shared-libs/config/brand';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { INBOX_KINDS, INBOX_TABLE } from '@vitrin/shared-libs/registry/inboxes';
import { adminHref, ownScreenHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { adminText } from '../../../i18n/adminTexts';
import { profileText } from '../../../i18n/profileTexts';
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import * as icons from '../../../components/icons';
import { menuLabelKey } from '../../../lib/adminRoutes';
import type { Tone } from '../utils/panelSettings';
import type { MenuCounters } from './SideMenu';

export interface HeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  tone: Tone;
  mode: Tone;
  onToggleMode: () => void;
  settingsOpen: boolean;
  onToggleSettings: () => void;
  /** Unread messages by inbox route, shown on the profile menu's links and summed on its button. */
  unread: MenuCounters;
}

function useFullscreen() {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    const done = document.fullscreenElement ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    void done?.catch(() => undefined);
  };
  return { on, toggle };
}

export function AdminHeader(props: HeaderProps) {
  const { menuOpen, onToggleMenu, tone, mode, onToggleMode, settingsOpen, onToggleSettings, unread } = props;
  // Every inbox of the registry counts in the header's total.
  const inboxRoutes = INBOX_KINDS.map((kind) => INBOX_TABLE[kind].adminRoute);
  const unreadTotal = inboxRoutes.reduce((sum, route) => sum + (unread[route] ?? 0), 0);
  const user = useAdminSelector(selectCurrentUser);
  const logout = useLogout();
  const { brand } = getRuntimeConfig();
  const fullscreen = useFullscreen();
  const [profileOpen, setProfileOpen] = useState(false);
  const profileRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!profileOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !profileRef.current?.contains(event.target as Node)) {
        setProfileOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [profileOpen]);

  // The server is told (its errors ignored), then the site origin after 600 ms.
  const onLogout = () => logout('origin');

  const inbox = canOpenArea(user?.role_group, 'inbox');
  const headerTone: Tone = mode === 'dark' ? 'dark' : tone;

  return (
    // In dark mode the top bar (and its profile menu) is dark whatever tone it has in light mode.
    <header className="navbar flex-nowrap bg-body text-body border-bottom px-3 admin-header" data-bs-theme={headerTone}>
      <div className="d-flex align-items-center gap-2 min-w-0">
        <button
          type="button"
          className="btn btn-outline-secondary admin-header-button"
          aria-expanded={menuOpen}
          aria-controls="admin-side-menu"
          aria-label={adminText('toggleMenu')}
          title={adminText('toggleMenu')}
          onClick={onToggleMenu}
        >
          <Icon icon={icons.list} size="1.25rem" />
        </button>
        {/* The light logo on a dark header (the brand's second logo). */}
        <Link className="navbar-brand admin-brand me-0" to={adminHref('dashboard')}>
          <img
            src={logoFor(brand, 'tr', headerTone === 'dark' ? 'logo2' : 'logo')}
            alt={companyNameFor(brand, 'tr')}
            height={32}
          />
        </Link>
      </div>
      <div className="d-flex align-items-center gap-1 gap-sm-2 flex-shrink-0">
        {/* Not on a phone: there the brand needs the room, and a phone's browser has its own full screen. */}
        <button
          type="button"
          className="btn btn-outline-secondary admin-header-button admin-header-fullscreen"
          aria-pressed={fullscreen.on}
          aria-label={adminText('layout.fullscreen')}
          title={adminText('layout.fullscreen')}
          onClick={fullscreen.toggle}
        >
          <Icon icon={fullscreen.on ? icons.fullscreenExit : icons.arrowsFullscreen} />
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary admin-header-button"
          aria-pressed={mode === 'dark'}
          aria-label={adminText('layout.darkMode')}
          title={adminText('layout.darkMode')}
          onClick={onToggleMode}
        >
          <Icon icon={mode === 'dark' ? icons.sun : icons.moonStars} />
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary admin-header-button"
          aria-expanded={settingsOpen}
          aria-controls="admin-settings-panel"
          aria-label={adminText('layout.settings')}
          title={adminText('layout.settings')}
          onClick={onToggleSettings}
        >
          <Icon icon={icons.gear} />
        </button>
        <div className="position-relative" ref={profileRef}>
          <button
            type="button"
            className="btn btn-outline-secondary admin-header-button d-inline-flex align-items-center gap-2"
            aria-expanded={profileOpen}
            aria-controls="admin-profile-menu"
            onClick={() => setProfileOpen((open) => !open)}
          >
            <Icon icon={icons.personCircle} size="1.25rem" />
            <span className="d-none d-md-inline">{adminText('profile')}</span>
            <span className="visually-hidden d-md-none">{adminText('profile')}</span>
            {inbox && unreadTotal > 0 && (
              <span className="badge rounded-pill text-bg-danger ms-1" data-testid="header-unread">
                {unreadTotal}
                <span className="visually-hidden"> {adminText('layout.unread')}</span>
              </span>
            )}
          </button>
          <div
            id="admin-profile-menu"
            className="dropdown-menu dropdown-menu-end show end-0 mt-1 p-2"
            style={{ minWidth: 240 }}
            hidden={!profileOpen}
          >
            {user && (
              <p className="px-2 mb-2 small" data-testid="current-user">
                <strong className="d-block">{user.name}</strong>
                <span className="text-body-secondary">{user.role_group}</span>
              </p>
            )}
            {inbox &&
              inboxRoutes.map((route) => (
                <Link
                  key={route}
                  className="dropdown-item d-flex justify-content-between"
                  to={adminHref(route)}
                  onClick={() => setProfileOpen(false)}
                >
                  {adminText(menuLabelKey(route))} <span className="badge text-bg-secondary">{unread[route] ?? 0}</span>
                </Link>
              ))}
            <hr className="dropdown-divider" />
            <Link className="dropdown-item" to={ownScreenHref('profile')} onClick={() => setProfileOpen(false)}>
              {profileText('menuLink')}
            </Link>
            <button type="button" className="dropdown-item text-danger" onClick={() => void onLogout()}>
              {adminText('logout')}
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}
