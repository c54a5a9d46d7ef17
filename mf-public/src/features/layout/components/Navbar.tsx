/**
 * The public navbar: Home; Corporate; Quality; the air_springs and spare_parts groups with their
 * categories; Media; catalogues; contact; the search trigger; the cart with a badge only when it holds
 * something; the language links. On mobile the top-level categories are headings, not links. Sticky.
 */
import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCategoriesQuery } from '@vitrin/shared-libs/api/categoriesApi';
import { selectCartCount } from '@vitrin/shared-libs/cart/cartSlice';
import { companyNameFor, logoFor } from '@vitrin/shared-libs/config/brand';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { usePublicSelector } from '@vitrin/shared-libs/store/publicHooks';
import { SECTIONS, type Category } from '@vitrin/shared-libs/types/api';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { CORPORATE_PAGES, PUBLIC_ROUTES, QUALITY_PAGES, routePath } from '../../../config/routes';
import { SiteIcon } from '../../../components/SiteIcon';
import { useHydrated } from '../hooks/useHydrated';
import { useIsMobile } from '../hooks/useIsMobile';
import { NavDropdown } from './NavDropdown';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';

function DropdownLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <NavLink className="dropdown-item" to={to}>
        {children}
      </NavLink>
    </li>
  );
}

function CategoryEntries({ categories, mobile }: { categories: Category[]; mobile: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      {categories.map((category) => (
        <li key={category.id} data-top-category={category.seo_name}>
          {mobile ? (
            <span className="dropdown-header fw-semibold text-body">{localized(category, 'name', lang)}</span>
          ) : (
            <NavLink className="dropdown-item fw-semibold" to={routePath('products', category.seo_name)}>
              {localized(category, 'name', lang)}
            </NavLink>
          )}
          {mobile && (
            // The heading is not a link on a phone (it names the group); its first entry leads to the whole list.
            <ul className="list-unstyled ps-3 mb-0">
              <li>
                <NavLink className="dropdown-item small" to={routePath('products', category.seo_name)} end>
                  {t('navbar.all_in', { name: localized(category, 'name', lang) })}
                </NavLink>
              </li>
            </ul>
          )}
          {category.sub_categories.length > 0 && (
            <ul className="list-unstyled ps-3">
              {category.sub_categories.map((sub) => (
                <li key={sub.id}>
                  <NavLink className="dropdown-item small" to={routePath('products', sub.seo_name)}>
                    {localized(sub, 'name', lang)}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </>
  );
}

/** A dropdown of the site's own pages (corporate, quality, media), each named by its `navbar.<page>` text. */
function PageDropdown({ label, pages }: { label: string; pages: readonly (keyof typeof PUBLIC_ROUTES)[] }) {
  const { t } = useTranslation();
  return (
    <NavDropdown label={label}>
      {pages.map((page) => (
        <DropdownLink key={page} to={PUBLIC_ROUTES[page]}>
          {t(`navbar.${page}`)}
        </DropdownLink>
      ))}
    </NavDropdown>
  );
}

interface MenuEntriesProps {
  categories: Category[];
  mobile: boolean;
  inlineSearch: NavbarProps['inlineSearch'];
  close: () => void;
}

/**
 * The menu's entries (some sixty links). Memoized: opening or closing the phone menu, or the bar's shadow on scroll,
 * renders the bar alone, not every link again (docs/performance.md, "Interactions (item 6)": the menu's toggle took
 * 190 ms of script on a phone, 4× slowed, before).
 */
const MenuEntries = memo(function MenuEntries({ categories, mobile, inlineSearch, close }: MenuEntriesProps) {
  const { t } = useTranslation();
  return (
    <>
      {inlineSearch && <div className="d-lg-none pt-2 pb-1">{inlineSearch(close)}</div>}
      <ul className="navbar-nav me-auto">
        <li className="nav-item site-nav-home">
          <NavLink className="nav-link" to="/" end>
            {t('navbar.home')}
          </NavLink>
        </li>
        <PageDropdown label={t('navbar.corporate')} pages={CORPORATE_PAGES} />
        <PageDropdown label={t('navbar.quality')} pages={QUALITY_PAGES} />
        {SECTIONS.map((section) => (
          <NavDropdown key={section} label={t(`navbar.${section}`)}>
            <DropdownLink to={routePath('categories', section)}>{t('layout.all_categories')}</DropdownLink>
            {/* Finding a part by its measurements or an OEM number (docs/architecture.md, "The measurement finder"). */}
            <DropdownLink to={`${PUBLIC_ROUTES.finder}?section=${section}`}>{t('navbar.finder')}</DropdownLink>
            <DropdownLink to={PUBLIC_ROUTES.cross_reference_index}>{t('navbar.cross_reference')}</DropdownLink>
            <li>
              <hr className="dropdown-divider" />
            </li>
            <CategoryEntries categories={categories.filter((c) => c.section === section)} mobile={mobile} />
          </NavDropdown>
        ))}
        <PageDropdown label={t('navbar.media')} pages={MEDIA_KINDS} />
        <li className="nav-item">
          <NavLink className="nav-link" to={PUBLIC_ROUTES.catalogues}>
            {t('navbar.catalogues')}
          </NavLink>
        </li>
        <li className="nav-item">
          <NavLink className="nav-link" to={PUBLIC_ROUTES.contact}>
            {t('navbar.contact')}
          </NavLink>
        </li>
      </ul>
    </>
  );
});

/** No categories yet: one array, so that the memoized entries are not rendered again for a new empty one. */
const NO_CATEGORIES: Category[] = [];

export interface NavbarProps {
  onOpenSearch: () => void;
  /** The inline search, shown inside the collapsed phone menu; onDone closes the menu. */
  inlineSearch?: (onDone: () => void) => ReactNode;
  languageLinks: ReactNode;
}

export function Navbar({ onOpenSearch, inlineSearch, languageLinks }: NavbarProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const mobile = useIsMobile();
  const hydrated = useHydrated();
  const { brand } = getRuntimeConfig();
  const { data: categories = NO_CATEGORIES } = useCategoriesQuery();
  const close = useCallback(() => setOpen(false), []);
  const cartCount = usePublicSelector(selectCartCount);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 80);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      className={`site-header sticky-top bg-white border-bottom${scrolled ? ' shadow-sm is-sticky' : ''}`}
      data-sticky={scrolled}
    >
      <nav className="navbar navbar-expand-lg container site-navbar" aria-label={t('navbar.main_menu')}>
        <Link className="navbar-brand site-brand me-2" to="/">
          <img
            className="site-brand-logo"
            src={logoFor(brand, i18n.language)}
            alt={companyNameFor(brand, i18n.language)}
            height={40}
          />
        </Link>
        {/*
          The menu comes next in the reading and Tab order, before search, cart and language. On phones it is a
          disclosure (<details>) whose button sits at the bar's right end, so it opens without JavaScript too.
        */}
        <details className="site-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary
            className="navbar-toggler site-icon-button"
            title={t('navbar.toggle_menu')}
            {...(hydrated ? { role: 'button', 'aria-expanded': open, 'aria-controls': 'public-nav' } : {})}
          >
            <span className="navbar-toggler-icon" aria-hidden="true" />
            <span className="visually-hidden">{t('navbar.toggle_menu')}</span>
          </summary>
          <div id="public-nav" className="navbar-collapse">
            <MenuEntries categories={categories} mobile={mobile} inlineSearch={inlineSearch} close={close} />
          </div>
        </details>
        {/* Search, cart and language stay in the bar at every width. */}
        <div className="site-tools d-flex align-items-center ms-auto">
          {/* With JavaScript it opens the search dialog; without, it is the search page's address. */}
          <a
            href={PUBLIC_ROUTES.search_products}
            role="button"
            className="btn btn-link nav-link site-icon-button"
            onClick={(event) => {
              event.preventDefault();
              onOpenSearch();
            }}
            onKeyDown={(event) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              onOpenSearch();
            }}
            aria-label={t('navbar.search')}
            title={t('navbar.search')}
          >
            <SiteIcon name="search" size="1.25rem" />
          </a>
          <Link
            className="nav-link position-relative site-icon-button"
            to={PUBLIC_ROUTES.cart}
            aria-label={cartCount > 0 ? t('layout.cart_with_count', { count: cartCount }) : t('navbar.cart')}
            title={t('navbar.cart')}
          >
            <SiteIcon name="cart" size="1.25rem" />
            {cartCount > 0 && (
              <span
                className="position-absolute top-0 end-0 badge rounded-pill text-bg-danger site-cart-badge"
                data-testid="cart-badge"
                aria-hidden="true"
              >
                {cartCount}
              </span>
            )}
          </Link>
          {languageLinks}
        </div>
      </nav>
    </header>
  );
}
