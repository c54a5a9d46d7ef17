import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { ADMIN_MENU, adminHref, menuLabelKey, type AdminRouteName } from '../../../app/routes';
import { t } from '../../../i18n/adminTexts';

function MenuLink({ route }: { route: AdminRouteName }) {
  return (
    <NavLink className="nav-link text-white-50 py-1" to={adminHref(route)}>
      {t(menuLabelKey(route))}
    </NavLink>
  );
}

function MenuGroup({ group, routes }: { group: string; routes: AdminRouteName[] }) {
  const [open, setOpen] = useState(false);
  const id = `menu-group-${group}`;
  return (
    <li className="nav-item">
      <button
        type="button"
        className="btn btn-link nav-link text-white text-start w-100 py-1"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t(`groups.${group}`)}
      </button>
      <ul id={id} className="nav flex-column ps-3" hidden={!open}>
        {routes.map((route) => (
          <li className="nav-item" key={route}>
            <MenuLink route={route} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SideMenu() {
  return (
    <nav className="bg-dark text-white p-3 flex-shrink-0" style={{ width: 260 }} aria-label={t('panel')}>
      {ADMIN_MENU.map((section) => (
        <section key={section.heading} className="mb-3" aria-labelledby={`menu-heading-${section.heading}`}>
          <h2 id={`menu-heading-${section.heading}`} className="h6 text-uppercase text-white-50 small mb-2">
            {t(`headings.${section.heading}`)}
          </h2>
          <ul className="nav flex-column">
            {section.entries.map((entry) =>
              'route' in entry ? (
                <li className="nav-item" key={entry.route}>
                  <MenuLink route={entry.route} />
                </li>
              ) : (
                <MenuGroup key={entry.group} group={entry.group} routes={entry.routes} />
              ),
            )}
          </ul>
        </section>
      ))}
    </nav>
  );
}
