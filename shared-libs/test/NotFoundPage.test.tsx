import { screen } from '@testing-library/react';
import { renderWithProviders } from './render';
import { NotFoundPage } from '@vitrin/shared-libs/ui/NotFoundPage';

it('says in Turkish that the page was not found and links home', () => {
  renderWithProviders(<NotFoundPage />, { area: 'public', path: '/404' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sayfa Bulunamadı');
  expect(screen.getByText('Aradığınız sayfa bulunamadı.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
});
