import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { companyNameFor } from '@vitrin/shared-libs/config/brand';
import { SECTIONS } from '@vitrin/shared-libs/types/api';

export function Navbar() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const { brand } = getRuntimeConfig();

  return (
    <header className="border-bottom bg-white">
      <nav className="navbar navbar-expand-lg container" aria-label={t('navbar.main_menu')}>
        <Link className="navbar-brand fw-bold" to="/">
          {companyNameFor(brand, i18n.language)}
        </Link>
        <button
          className="navbar-toggler"
          type="button"
          aria-controls="public-nav"
          aria-expanded={open}
          aria-label={t('navbar.toggle_menu')}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="public-nav" className={`collapse navbar-collapse${open ? ' show' : ''}`}>
          <ul className="navbar-nav ms-auto">
            <li className="nav-item">
              <NavLink className="nav-link" to="/" end>
                {t('navbar.home')}
              </NavLink>
            </li>
            {SECTIONS.map((section) => (
              <li className="nav-item" key={section}>
                <NavLink className="nav-link" to={`/categories/${section}`}>
                  {t(`navbar.${section}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
