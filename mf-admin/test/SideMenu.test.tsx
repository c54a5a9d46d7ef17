import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import type { RoleGroup } from '@vitrin/shared-libs/types/api';
import { renderWithProviders } from '../../shared-libs/test/render';
import { SideMenu } from '../src/features/layout/components/SideMenu';

/** The menu at `path` for a signed-in member of `role` (null: no one signed in). */
function renderMenu(path: string, role: RoleGroup | null = 'Süper Yönetici') {
  const { store } = renderWithProviders(<SideMenu />, { path });
  if (role === null) return;
  act(() => {
    store.dispatch(
      signedIn({
        token: 'tok',
        user: { name: 'Ayşe', email: 'ayse@vitrin.test', role_group: role },
        expiresIn: 3600,
        now: Date.now(),
      }),
    );
  });
}

it('shows the five menu headings and opens a collapsible group from the keyboard', async () => {
  const user = userEvent.setup();
  renderMenu('/admin/dashboard');

  for (const heading of ['Menü', 'İçerik İşlemleri', 'Genel Ayarlar', 'Form Bilgileri', 'Destek']) {
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Kontrol Paneli' })).toHaveAttribute('href', '/admin/dashboard');

  const group = screen.getByRole('button', { name: 'Kurumsal' });
  expect(group).toHaveAttribute('aria-expanded', 'false');
  group.focus();
  await user.keyboard('{Enter}');
  expect(group).toHaveAttribute('aria-expanded', 'true');
  const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
  expect(list).not.toBeNull();
  expect(within(list as HTMLElement).getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/admin/pages/about-us');
});

it("a nested screen opens and marks its group and entry: a product's edit screen under Hava Körükleri", () => {
  renderMenu('/admin/pages/air-springs/update/5');
  const group = screen.getByRole('button', { name: 'Hava Körükleri' });
  expect(group).toHaveAttribute('aria-expanded', 'true');
  expect(group).toHaveClass('admin-menu-group-current');
  const list = document.getElementById(group.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(list).toBeVisible();
  const entries = within(list).getAllByRole('link');
  const current = entries.filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.getAttribute('href'))).toEqual(['/admin/pages/air-springs']);
  // The categories entry beside it, whose path starts the same, is not marked.
  expect(screen.getByRole('button', { name: 'Yedek Parçalar' })).toHaveAttribute('aria-expanded', 'false');
});

it("a screen outside its entry's path marks that entry: a user's edit screen marks Kullanıcılar", () => {
  renderMenu('/admin/user-update/3');
  expect(screen.getByRole('link', { name: 'Kullanıcılar' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Kurumsal' })).toHaveAttribute('aria-expanded', 'false');
});

it('without a known role the menu offers the least, never the Süper Yönetici screens', () => {
  // The sessions of the tests before are stored in this window: none now.
  localStorage.clear();
  renderMenu('/admin/dashboard', null);
  expect(screen.queryByRole('link', { name: 'Kullanıcılar' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Genel Ayarlar' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Hava Körükleri' })).toBeNull();
});
