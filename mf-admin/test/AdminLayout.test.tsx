/** The admin frame: settings panel persistence, light/dark, sidebar rules, role-filtered menu and counters. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INBOX_KINDS, inboxOf } from '@vitrin/shared-libs/registry/inboxes';
import { renderWithProviders } from '../../shared-libs/test/render';
import { AdminLayout } from '../src/features/layout/components/AdminLayout';
import { SideMenu } from '../src/features/layout/components/SideMenu';
import { PANEL_STORAGE_KEYS } from '../src/features/layout/utils/panelSettings';
import { initialSidemenu, toggleSidemenu } from '../src/features/layout/utils/sidebar';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
const signInAs = (role_group: string) =>
  localStorage.setItem('user', JSON.stringify({ name: 'Deneme Kişi', email: 'kisi@vitrin.test', role_group }));

beforeEach(() => {
  localStorage.clear();
  setWidth(1280);
});

describe('sidebar rules', () => {
  it('toggles default/closed at 780 px or less, default/icon-text wider', () => {
    expect(toggleSidemenu('default', 780)).toBe('closed');
    expect(toggleSidemenu('closed', 780)).toBe('default');
    expect(toggleSidemenu('default', 781)).toBe('icon-text');
    expect(toggleSidemenu('icon-text', 1280)).toBe('default');
  });

  it('starts hidden at 1024 px or narrower, otherwise as stored', () => {
    expect(initialSidemenu(1024, 'default')).toBe('closed');
    expect(initialSidemenu(1025, 'icon-only')).toBe('icon-only');
  });

  it('the menu button hides the menu on a narrow screen and shows it again', async () => {
    const user = userEvent.setup();
    setWidth(700);
    renderWithProviders(<AdminLayout>içerik</AdminLayout>, { path: '/admin/dashboard' });
    const toggle = screen.getByRole('button', { name: 'Menüyü Aç/Kapat' });
    // Below 1024 px the menu starts hidden.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Yönetim Paneli' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Yönetim Paneli' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('settings panel', () => {
  it('saves every choice in local storage and restores it on the next load', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<AdminLayout>içerik</AdminLayout>, { path: '/admin/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Görünüm Ayarları' }));

    await user.click(within(screen.getByRole('group', { name: 'Panel Rengi' })).getByRole('radio', { name: 'Siyah' }));
    await user.click(within(screen.getByRole('group', { name: 'Sol Menü Rengi' })).getByRole('radio', { name: 'Beyaz' }));
    await user.click(screen.getByRole('radio', { name: 'Ortalanmış' }));
    await user.click(screen.getByRole('radio', { name: 'Sadece İkon' }));

    expect(localStorage.getItem(PANEL_STORAGE_KEYS.bodyMode)).toBe('dark');
    expect(localStorage.getItem(PANEL_STORAGE_KEYS.menu)).toBe('light');
    expect(localStorage.getItem(PANEL_STORAGE_KEYS.layout)).toBe('boxed');
    expect(localStorage.getItem(PANEL_STORAGE_KEYS.sidemenu)).toBe('icon-only');
    first.unmount();

    renderWithProviders(<AdminLayout>içerik</AdminLayout>, { path: '/admin/dashboard' });
    expect(screen.getByTestId('admin-frame')).toHaveAttribute('data-bs-theme', 'dark');
    expect(screen.getByTestId('admin-frame')).toHaveClass('admin-frame--boxed');
    expect(screen.getByRole('navigation', { name: 'Yönetim Paneli' })).toHaveAttribute('data-bs-theme', 'light');
    expect(screen.getByRole('navigation', { name: 'Yönetim Paneli' })).toHaveClass('admin-side-menu--icon-only');
    await user.click(screen.getByRole('button', { name: 'Görünüm Ayarları' }));
    expect(screen.getByRole('radio', { name: 'Sadece İkon' })).toBeChecked();
  });

  it('the light/dark button switches the whole panel and is remembered', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLayout>içerik</AdminLayout>, { path: '/admin/dashboard' });
    const dark = screen.getByRole('button', { name: 'Koyu Tema' });
    expect(screen.getByTestId('admin-frame')).toHaveAttribute('data-bs-theme', 'light');
    await user.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('admin-frame')).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem('body_mode')).toBe('dark');
  });
});

describe('menu by role group', () => {
  it('an Operatör sees only the dashboard, inboxes, orders and support', () => {
    signInAs('Operatör');
    renderWithProviders(<SideMenu counters={{ contact: 3 }} />, { path: '/admin/dashboard' });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.sort()).toEqual(
      ['/admin/dashboard', '/admin/orders', '/admin/human-resources', '/admin/contact', '/admin/offers', '/admin/support'].sort(),
    );
    expect(screen.queryByRole('heading', { name: 'Genel Ayarlar' })).not.toBeInTheDocument();
    expect(screen.getByTestId('unread-contact')).toHaveTextContent('3 okunmamış');
  });

  it('an Editör has no users, languages, contact or social settings, and no inboxes; Site Ayarları for the keywords', () => {
    signInAs('Editör');
    renderWithProviders(<SideMenu />, { path: '/admin/dashboard' });
    for (const name of ['Kullanıcılar', 'Diller', 'İletişim Bilgileri', 'Sosyal Medya', 'Gelen Kutusu']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sayfa Başlıkları' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Site Ayarları' })).toHaveAttribute('href', '/admin/settings/site');
  });

  it('Form Bilgileri lists every inbox of the inbox registry, by its staff name, with its counter', () => {
    signInAs('Operatör');
    const counters = Object.fromEntries(INBOX_KINDS.map((kind, i) => [inboxOf(kind).adminRoute, i + 1]));
    renderWithProviders(<SideMenu counters={counters} />, { path: '/admin/dashboard' });
    for (const [i, kind] of INBOX_KINDS.entries()) {
      const { adminRoute, adminPath, staff } = inboxOf(kind);
      expect(screen.getByRole('link', { name: new RegExp(`^${staff.menu}`) })).toHaveAttribute('href', `/admin/${adminPath}`);
      expect(screen.getByTestId(`unread-${adminRoute}`)).toHaveTextContent(`${i + 1} okunmamış`);
    }
  });

  it('the profile menu shows name, role group, inbox links with counters and logout', async () => {
    const user = userEvent.setup();
    signInAs('Süper Yönetici');
    renderWithProviders(<AdminLayout counters={{ contact: 2, humanResources: 1, offers: 4 }}>içerik</AdminLayout>, {
      path: '/admin/dashboard',
    });
    await user.click(screen.getByRole('button', { name: /Profil/ }));
    expect(screen.getByTestId('current-user')).toHaveTextContent('Deneme Kişi');
    expect(screen.getByTestId('current-user')).toHaveTextContent('Süper Yönetici');
    const profile = within(document.getElementById('admin-profile-menu') as HTMLElement);
    expect(profile.getByRole('link', { name: /Gelen Kutusu 2/ })).toHaveAttribute('href', '/admin/contact');
    expect(profile.getByRole('link', { name: /İnsan Kaynakları 1/ })).toHaveAttribute('href', '/admin/human-resources');
    expect(profile.getByRole('link', { name: /Teklif Talepleri 4/ })).toHaveAttribute('href', '/admin/offers');
    // The offers count in the header's total too.
    expect(screen.getByTestId('header-unread')).toHaveTextContent('7 okunmamış');
    expect(screen.getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Vitrin Hava Süspansiyon`);
  });
});
