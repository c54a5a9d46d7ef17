import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { adminHref, type AdminRouteName } from '@vitrin/shared-libs/registry/adminRoutes';
import type { ContentAdminRoute } from '@vitrin/shared-libs/registry/publicRoutes';
import { menuFor, menuLabelKey, menuRouteOf } from '../../../lib/adminRoutes';
import { adminText } from '../../../i18n/adminTexts';
import type { InboxAdminRoute } from '@vitrin/shared-libs/registry/inboxes';
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import * as icons from '../../../components/icons';
import type { SidemenuLayout, Tone } from '../utils/panelSettings';

/** Unread counters shown beside the inbox entries. */
export type MenuCounters = Partial<Record<AdminRouteName, number>>;

interface MenuProps {
  layout: SidemenuLayout;
  counters: MenuCounters;
  /** The entry the screen on show belongs to (menuRouteOf), nested screens included. */
  current: AdminRouteName | undefined;
}

/**
 * Each entry's icon (Bootstrap Icons; docs/design.md "Icons"); the label stays the accessible name. A content page
 * or an inbox added to its registry without an icon of its own here draws the page icon.
 */
type RegistryRoute = ContentAdminRoute | InboxAdminRoute;
const ROUTE_ICONS: Record<Exclude<AdminRouteName, RegistryRoute>, string> & Partial<Record<RegistryRoute, string>> = {
  dashboard: icons.speedometer2,
  pageMeta: icons.tags,
  'pages.breadcrumbs': icons.signpostSplit,
  'pages.home': icons.house,
  'pages.aboutUs': icons.infoCircle,
  'pages.visionMission': icons.eye,
  'pages.globalBrand': icons.globe2,
  'pages.sustainability': icons.leaf,
  'pages.ourPolicies': icons.shieldCheck,
  'pages.career': icons.briefcase,
  'pages.quality': icons.award,
  'pages.certificates': icons.patchCheck,
  'pages.news': icons.newspaper,
  'pages.videos': icons.cameraVideo,
  'pages.photos': icons.images,
  'pages.blog': icons.pencilSquare,
  'pages.air_springs': icons.wind,
  'pages.air_springs.categories': icons.diagram3,
  'pages.spare_parts': icons.gearWideConnected,
  'pages.spare_parts.categories': icons.boxSeam,
  'pages.catalogues': icons.book,
  orders: icons.cartCheck,
  'settings.contactInfo': icons.telephone,
  'settings.socialMedia': icons.share,
  contracts: icons.fileEarmarkText,
  'settings.site': icons.sliders,
  users: icons.people,
  languages: icons.translate,
  translations: icons.check2Circle,
  releases: icons.archive,
  'mail.settings': icons.envelope,
  'mail.log': icons.envelope,
  auditLog: icons.archive,
  humanResources: icons.personVcard,
  contact: icons.envelope,
  offers: icons.receipt,
  support: icons.lifePreserver,
};

/** A collapsible group's icon. */
const GROUP_ICONS: Record<string, string> = {
  corporate: icons.building,
  quality: icons.award,
  media: icons.collectionPlay,
  airSprings: icons.wind,
  spareParts: icons.gearWideConnected,
};

function MenuLink({ route, layout, counters, current }: MenuProps & { route: AdminRouteName }) {
  const label = adminText(menuLabelKey(route));
  const count = counters[route] ?? 0;
  const isCurrent = route === current;
  return (
    // Marked by menuRouteOf rather than NavLink's own match, so a screen outside the entry's path marks it too.
    <Link
      className={`nav-link admin-menu-link d-flex align-items-center gap-2 py-1${isCurrent ? ' active' : ''}`}
      to={adminHref(route)}
      aria-current={isCurrent ? 'page' : undefined}
    >
      <span className="admin-menu-icon">
        <Icon icon={ROUTE_ICONS[route] ?? icons.fileEarmarkText} />
      </span>
      <span className={layout === 'icon-only' ? 'visually-hidden' : 'admin-menu-label'}>{label}</span>
      {count > 0 && (
        <span className="badge rounded-pill text-bg-danger ms-auto" data-testid={`unread-${route}`}>
          {count}
          <span className="visually-hidden"> {adminText('layout.unread')}</span>
        </span>
      )}
    </Link>
  );
}

function MenuGroup({ group, routes, ...props }: MenuProps & { group: string; routes: AdminRouteName[] }) {
  // The group of the screen on show opens (again, when the screen changes), and is marked as holding it.
  const holdsCurrent = props.current !== undefined && routes.includes(props.current);
  const [open, setOpen] = useState(holdsCurrent);
  const [openedFor, setOpenedFor] = useState(props.current);
  if (holdsCurrent && openedFor !== props.current) {
    setOpenedFor(props.current);
    setOpen(true);
  }
  const id = `menu-group-${group}`;
  return (
    <li className="nav-item">
      <button
        type="button"
        className={`btn btn-link nav-link admin-menu-link d-flex align-items-center gap-2 text-start w-100 py-1${
          holdsCurrent ? ' admin-menu-group-current' : ''
        }`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="admin-menu-icon">
          <Icon icon={GROUP_ICONS[group] ?? icons.collectionPlay} />
        </span>
        <span className={props.layout === 'icon-only' ? 'visually-hidden' : 'admin-menu-label'}>
          {adminText(`groups.${group}`)}
        </span>
        <Icon icon={icons.chevronDown} className={`admin-menu-caret ms-auto${open ? ' is-open' : ''}`} />
      </button>
      <ul id={id} className="nav flex-column admin-menu-sub" hidden={!open}>
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
  onClose,
}: {
  layout?: SidemenuLayout;
  tone?: Tone;
  counters?: MenuCounters;
  /** Closes the menu where it lies over the content (up to 1024 px); its button shows only there. */
  onClose?: () => void;
}) {
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  // Without a known role (never in the panel, which is behind the status check) the menu shows only what anyone
  // signed in may open: the least, never the most.
  const sections = menuFor(role);
  const current = menuRouteOf(useLocation().pathname);
  return (
    <nav
      id="admin-side-menu"
      className={`admin-side-menu bg-body text-body border-end p-3 flex-shrink-0 admin-side-menu--${layout}`}
      data-bs-theme={tone}
      aria-label={adminText('panel')}
      hidden={layout === 'closed'}
    >
      {onClose && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary admin-menu-close"
          onClick={onClose}
          aria-label={adminText('layout.closeMenu')}
          title={adminText('layout.closeMenu')}
        >
          <Icon icon={icons.xLg} />
        </button>
      )}
      {sections.map((section) => (
        <section key={section.heading} className="mb-3" aria-labelledby={`menu-heading-${section.heading}`}>
          <h2
            id={`menu-heading-${section.heading}`}
            className={`h6 text-uppercase text-body-secondary small mb-2 ${layout === 'icon-only' ? 'visually-hidden' : ''}`}
          >
            {adminText(`headings.${section.heading}`)}
          </h2>
          <ul className="nav flex-column">
            {section.entries.map((entry) =>
              'route' in entry ? (
                <li className="nav-item" key={entry.route}>
                  <MenuLink route={entry.route} layout={layout} counters={counters} current={current} />
                </li>
              ) : (
                <MenuGroup
                  key={entry.group}
                  group={entry.group}
                  routes={entry.routes}
                  layout={layout}
                  counters={counters}
                  current={current}
                />
              ),
            )}
          </ul>
        </section>
      ))}
    </nav>
  );
}
