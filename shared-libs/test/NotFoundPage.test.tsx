import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@vitrin/shared-libs/i18n/i18n';
import { NotFoundPage } from '@vitrin/shared-libs/ui/NotFoundPage';
import { renderWithProviders } from './render';

it('says in Turkish that the page was not found and links home, for a Turkish visit', () => {
  renderWithProviders(
    <I18nextProvider i18n={createI18n('tr')}>
      <NotFoundPage />
    </I18nextProvider>,
    { area: 'public', path: '/404' },
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sayfa Bulunamadı');
  expect(screen.getByText('Aradığınız sayfa bulunamadı.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
});

it('is the same page in English for an English visit', () => {
  renderWithProviders(
    <I18nextProvider i18n={createI18n('en')}>
      <NotFoundPage />
    </I18nextProvider>,
    { area: 'public', path: '/404' },
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  expect(screen.getByRole('region', { name: /Page Not Found/ })).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('link', { name: 'Back to the Home Page' })).toHaveAttribute('href', '/');
});
