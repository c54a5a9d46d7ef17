/** The admin frame: side menu, header, main view and footer (SPEC.md §2 "Admin layout"). */
import { useState, type ReactNode } from 'react';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { t } from '../../../i18n/adminTexts';
import { AdminHeader } from './AdminHeader';
import { SideMenu } from './SideMenu';

export function AdminLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(true);
  const { brand } = getRuntimeConfig();
  return (
    <div className="d-flex min-vh-100">
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white z-3" href="#admin-main">
        {t('skipToContent')}
      </a>
      {menuOpen && <SideMenu />}
      <div className="flex-grow-1 d-flex flex-column">
        <AdminHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        <main id="admin-main" className="flex-grow-1 p-4 bg-body-tertiary" tabIndex={-1}>
          {children}
        </main>
        <footer className="border-top px-4 py-3 small text-body-secondary">
          © {new Date().getFullYear()} {brand.companyName}. {t('footer')}
        </footer>
      </div>
    </div>
  );
}
