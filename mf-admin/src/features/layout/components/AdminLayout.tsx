/** The admin frame: side menu, header, main view, footer and settings panel (SPEC.md §2 "Admin layout"). */
import { useState, type ReactNode } from 'react';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { t } from '../../../i18n/adminTexts';
import { usePanelSettings } from '../hooks/usePanelSettings';
import { AdminHeader } from './AdminHeader';
import { SettingsPanel } from './SettingsPanel';
import { SideMenu, type MenuCounters } from './SideMenu';
import './layout.css';

export function AdminLayout({ children, counters = {} }: { children: ReactNode; counters?: MenuCounters }) {
  const { settings, change, toggleMenu } = usePanelSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { brand } = getRuntimeConfig();
  return (
    <div
      className={`admin-frame d-flex min-vh-100 bg-body text-body ${settings.layout === 'boxed' ? 'admin-frame--boxed border-start border-end' : ''}`}
      data-bs-theme={settings.bodyMode}
      data-testid="admin-frame"
    >
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body z-3" href="#admin-main">
        {t('skipToContent')}
      </a>
      <SideMenu layout={settings.sidemenu} tone={settings.menu} counters={counters} />
      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <AdminHeader
          menuOpen={settings.sidemenu !== 'closed'}
          onToggleMenu={toggleMenu}
          tone={settings.header}
          mode={settings.bodyMode}
          onToggleMode={() => change('bodyMode', settings.bodyMode === 'dark' ? 'light' : 'dark')}
          settingsOpen={settingsOpen}
          onToggleSettings={() => setSettingsOpen((open) => !open)}
          unread={{ contact: counters.contact ?? 0, humanResources: counters.humanResources ?? 0 }}
        />
        <main id="admin-main" className="flex-grow-1 p-4 bg-body-tertiary" tabIndex={-1}>
          {children}
        </main>
        <footer className="border-top px-4 py-3 small text-body-secondary">
          © {new Date().getFullYear()} {brand.companyName}. {t('footer')}
        </footer>
      </div>
      <SettingsPanel open={settingsOpen} settings={settings} onChange={change} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
