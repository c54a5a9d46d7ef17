/** "Geçmiş": shown to whoever may edit the record, leading to its history screen; other records' to Süper Yönetici. */
import { act, screen } from '@testing-library/react';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import type { RoleGroup } from '@vitrin/shared-libs/types/api';
import type { AuditEntity } from '@vitrin/shared-libs/types/audit';
import { HistoryLink } from '../src/ui/HistoryLink';
import { renderWithProviders } from './render';

function renderLink(entity: AuditEntity, id: number | string, role: RoleGroup) {
  const { store } = renderWithProviders(<HistoryLink entity={entity} id={id} />, { path: '/admin' });
  act(() => {
    store.dispatch(
      signedIn({
        token: 'tok',
        user: { name: 'Ece', email: 'ece@vitrin.test', role_group: role },
        expiresIn: 3600,
        now: Date.now(),
      }),
    );
  });
}

it('opens a product’s history screen for an Editör, who edits products', () => {
  renderLink('product', 5, 'Editör');
  expect(screen.getByRole('link', { name: 'Geçmiş' })).toHaveAttribute('href', '/admin/history/product/5');
});

it('is not shown to a role that may not edit the record', () => {
  renderLink('product', 5, 'Operatör');
  expect(screen.queryByRole('link', { name: 'Geçmiş' })).not.toBeInTheDocument();
});

it('opens the home page’s featured categories’ one history for an Editör', () => {
  renderLink('home', 'all', 'Editör');
  expect(screen.getByRole('link', { name: 'Geçmiş' })).toHaveAttribute('href', '/admin/history/home/all');
});

it('keeps a user’s history for Süper Yönetici, and the site settings’ one address', () => {
  renderLink('user', 3, 'Editör');
  expect(screen.queryByRole('link', { name: 'Geçmiş' })).not.toBeInTheDocument();
  renderLink('site_settings', 'all', 'Süper Yönetici');
  expect(screen.getByRole('link', { name: 'Geçmiş' })).toHaveAttribute('href', '/admin/history/site_settings/all');
});

it('leads a record without a history screen to İşlem Kayıtları, for Süper Yönetici only', () => {
  renderLink('order', 8, 'Süper Yönetici');
  expect(screen.getByRole('link', { name: 'Geçmiş' })).toHaveAttribute('href', '/admin/audit-log?entity=order&entity_id=8');
});
