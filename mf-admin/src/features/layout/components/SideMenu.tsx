import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { adminHref, menuFor, menuLabelKey, type AdminRouteName } from '../../../app/routes';
import { t } from '../../../i18n/adminTexts';
import type { SidemenuLayout, Tone } from '../utils/panelSettings';

/** Unread counters shown beside the inbox entries. */
export type MenuCounters = Partial<Record<AdminRouteName, number>>;

interface MenuProps {
  layout: SidemenuLayout;
  counters: MenuCounters;
}

/** A two-letter mark standing for the entry in the icon layouts (the label stays the accessible name). */
const mark = (label: string) =>
  label
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('tr'))
    .join('');

function MenuLink({ route, layout, counters }: MenuProps & { route: AdminRouteName }) {
  const label = t(menuLabelKey(route));
  const count = counters[route] ?? 0;
  return (
    <NavLink className="nav-link admin-menu-link d-flex align-items-center gap-2 py-1" to={adminHref(route)}>
      <span className="admin-menu-icon" aria-hidden="true">
        {mark(label)}
      </span>
      <span className={layout === 'icon-only' ? 'visually-hidden' : 'admin-menu-label'}>{label}</span>
      {count > 0 && (
        <span className="badge rounded-pill text-bg-danger ms-auto" data-testid={`unread-${route}`}>
          {count}
          <span className="visually-hidden"> {t('layout.unread')}</span>
        </span>
      )}
    </NavLink>
  );
}

function MenuGroup({ group, routes, ...props }: MenuProps & { group: string; routes: AdminRouteName[] }) {
  const [open, setOpen] = useState(false);
  const id = `menu-group-${group}`;
  return (
    <li className="nav-item">
      <button
        type="button"
        className="btn btn-link nav-link admin-menu-link text-start w-100 py-1"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t(`groups.${group}`)}
      </button>
      <ul id={id} className="nav flex-column ps-3" hidden={!open}>
        {routes.map((route) => (
          <li className="nav-item" key={route}>
            <MenuLink route={route} {...props} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SideMenu({
  layout = 'default',
  tone = 'dark',
  counters = {},
}: {
  layout?: SidemenuLayout;
  tone?: Tone;
  counters?: MenuCounters;
}) {
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  // Without a signed-in user (never in the panel, which is behind the status check) the full menu is drawn.
  const sections = menuFor(role ?? 'Süper Yönetici');
  return (
    <nav
      id="admin-side-menu"
      className={`admin-side-menu bg-body text-body border-end p-3 flex-shrink-0 admin-side-menu--${layout}`}
      data-bs-theme={tone}
      aria-label={t('panel')}
      hidden={layout === 'closed'}
    >
      {sections.map((section) => (
        <section key={section.heading} className="mb-3" aria-labelledby={`menu-heading-${section.heading}`}>
          <h2
            id={`menu-heading-${section.heading}`}
            className={`h6 text-uppercase text-body-secondary small mb-2 ${layout === 'icon-only' ? 'visually-hidden' : ''}`}
          >
            {t(`headings.${section.heading}`)}
          </h2>
          <ul className="nav flex-column">
            {section.entries.map((entry) =>
              'route' in entry ? (
                <li className="nav-item" key={entry.route}>
                  <MenuLink route={entry.route} layout={layout} counters={counters} />
                </li>
              ) : (
                <MenuGroup key={entry.group} group={entry.group} routes={entry.routes} layout={layout} counters={counters} />
              ),
            )}
          </ul>
        </section>
      ))}
    </nav>
  );
}
