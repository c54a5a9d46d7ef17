import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../shared-libs/test/render';
import { SideMenu } from '../src/features/layout/components/SideMenu';

it('shows the five menu headings and opens a collapsible group from the keyboard', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SideMenu />, { path: '/admin/dashboard' });

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
