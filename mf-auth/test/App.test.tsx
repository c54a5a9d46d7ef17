import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../shared-libs/test/render';
import App from '../src/app/App';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/giris-yap/*" element={<App />} />
      <Route path="/admin" element={<p>Yönetim paneli</p>} />
    </Routes>,
    { path },
  );
}

beforeEach(() => localStorage.clear());

it('shows the login screen to a visitor without a session', () => {
  renderAt('/giris-yap');
  expect(screen.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeInTheDocument();
});

it('sends an already signed-in staff member to /admin', () => {
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem('expires_at', String(Date.now() + 60_000));
  renderAt('/giris-yap');
  expect(screen.getByText('Yönetim paneli')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Giriş Yap' })).not.toBeInTheDocument();
});
