/** The admin frame: side menu, header, main view, footer and settings panel. */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { adminText } from '../../../i18n/adminTexts';
import { usePanelSettings } from '../hooks/usePanelSettings';
import { AdminHeader } from './AdminHeader';
import { CommandPalette } from './CommandPalette';
import { SettingsPanel } from './SettingsPanel';
import { SIDEBAR_HIDDEN_BREAKPOINT } from '../utils/sidebar';
import { SideMenu, type MenuCounters } from './SideMenu';
import './layout.css';

export function AdminLayout({ children, counters = {} }: { children: ReactNode; counters?: MenuCounters }) {
  const { settings, change, toggleMenu, closeMenu } = usePanelSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { brand } = getRuntimeConfig();
  const { pathname } = useLocation();
  const menuOpen = settings.sidemenu !== 'closed';

  // Up to 1024 px the menu lies over the content (docs/design.md "Admin frame"): following a link or Escape closes it.
  useEffect(() => {
    if (window.innerWidth <= SIDEBAR_HIDDEN_BREAKPOINT) closeMenu();
  }, [pathname, closeMenu]);
  // A window narrowed past 1024 px starts the narrow layout as a narrow load does: menu closed.
  useEffect(() => {
    let wide = window.innerWidth > SIDEBAR_HIDDEN_BREAKPOINT;
    const onResize = () => {
      const now = window.innerWidth > SIDEBAR_HIDDEN_BREAKPOINT;
      if (wide && !now) closeMenu();
      wide = now;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [closeMenu]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && window.innerWidth <= SIDEBAR_HIDDEN_BREAKPOINT) closeMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);
  return (
    <div
      className={`admin-frame d-flex min-vh-100 bg-body text-body ${settings.layout === 'boxed' ? 'admin-frame--boxed border-start border-end' : ''}`}
      data-bs-theme={settings.bodyMode}
      data-testid="admin-frame"
    >
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body z-3" href="#admin-main">
        {adminText('skipToContent')}
      </a>
      <SideMenu layout={settings.sidemenu} tone={settings.menu} counters={counters} onClose={closeMenu} />
      {menuOpen && (
        <div className="admin-menu-backdrop" data-testid="admin-menu-backdrop" onClick={closeMenu} aria-hidden="true" />
      )}
      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <AdminHeader
          menuOpen={menuOpen}
          onToggleMenu={toggleMenu}
          tone={settings.header}
          mode={settings.bodyMode}
          onToggleMode={() => change('bodyMode', settings.bodyMode === 'dark' ? 'light' : 'dark')}
          settingsOpen={settingsOpen}
          onToggleSettings={() => setSettingsOpen((open) => !open)}
          unread={counters}
        />
        <main id="admin-main" className="flex-grow-1 p-4 bg-body" tabIndex={-1}>
          {children}
        </main>
        <footer className="border-top px-4 py-3 small text-body-secondary">
          © {new Date().getFullYear()} {brand.companyName}. {adminText('footer')}
        </footer>
      </div>
      <CommandPalette />
      <SettingsPanel open={settingsOpen} settings={settings} onChange={change} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
