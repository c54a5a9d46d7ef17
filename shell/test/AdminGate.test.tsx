import { screen } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { Route, Routes, useLocation } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import { renderWithProviders } from '../../shared-libs/test/render';
import { AdminGate } from '../src/app/AdminGate';

/** The login screen, saying where it would send the visitor back to. */
function LoginAt() {
  const { search } = useLocation();
  return <h1>Giriş Yap {search}</h1>;
}

const user = { name: 'Ayşe Yılmaz', email: 'ayse@vitrin.test', role_group: 'Editör' as const };

function statusAnswers(status: number | 'down') {
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if (status === 'down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const data = { success: status === 200, message: '', data: status === 200 ? user : null };
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
}

function renderGate(path = '/admin/dashboard') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin/*"
        element={
          <AdminGate>
            <h1>Kontrol Paneli</h1>
          </AdminGate>
        }
      />
      <Route path="/giris-yap" element={<LoginAt />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => localStorage.clear());

it('shows the panel once the status call succeeds', async () => {
  statusAnswers(200);
  localStorage.setItem('token', 'valid-token');
  renderGate();
  expect(await screen.findByRole('heading', { name: 'Kontrol Paneli' })).toBeInTheDocument();
});

it.each([401, 500, 'down'] as const)('a failed status call (%s) goes to /giris-yap and ends the session', async (failure) => {
  statusAnswers(failure);
  localStorage.setItem('token', 'some-token');
  renderGate();
  expect(await screen.findByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Kontrol Paneli' })).not.toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
});

it('without a token it goes to /giris-yap without asking the server', async () => {
  const asked: string[] = [];
  http.defaults.adapter = async (config) => {
    asked.push(config.url ?? '');
    throw new AxiosError('unexpected', 'X', config);
  };
  renderGate();
  expect(await screen.findByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
  expect(asked).toEqual([]);
});

it("without a session, a message's address (a staff mail's link) is kept for after the login", async () => {
  renderGate('/admin/contact?id=1');
  expect(await screen.findByRole('heading', { name: 'Giriş Yap ?next=%2Fadmin%2Fcontact%3Fid%3D1' })).toBeInTheDocument();
});
