/**
 * "Sürümler": a preview link of a release, after the server's check; a refusal is shown on the address field; the
 * served version; a one-click switch back to each earlier release, the built-in one included.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import type { RemoteRelease } from '@vitrin/shared-libs/types/settings';
import { fakeServer, ok } from '../../shared-libs/test/fakeServer';
import { renderWithProviders } from '../../shared-libs/test/render';
import { ReleasesPage } from '../src/features/releases/ReleasesPage';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(async () => undefined), confirmDialog: jest.fn() }));

const catalogue: RemoteRelease = {
  remote: 'mf_catalogue',
  url: '/mf/mf_catalogue/mf-manifest.json',
  source: 'setting',
  version: '0.1.0+20261128T1034Z.b281c54',
  changed_by: null,
  changed_at: null,
  history: [],
  canary: null,
  ended_canary: null,
  health: [],
  health_window_seconds: 300,
};

test('a preview link of the address in the field is made by the server and shown with a way to open it', async () => {
  const { requests } = fakeServer({
    'GET /api/admin/releases': ok([catalogue]),
    'POST /api/admin/releases/preview': ok({
      link: '/?vitrin_preview=signed-token',
      expires_at: '2026-11-28T11:00:00.000Z',
      seconds: 3600,
    }),
  });
  renderWithProviders(<ReleasesPage />);
  const field = await screen.findByLabelText(/Sürüm adresi/);
  await userEvent.clear(field);
  await userEvent.type(field, 'https://cdn.example.com/catalogue/2/mf-manifest.json');
  await userEvent.click(screen.getByRole('button', { name: 'Önizleme bağlantısı al' }));
  expect(await screen.findByLabelText('Önizleme bağlantısı')).toHaveValue('http://localhost/?vitrin_preview=signed-token');
  expect(screen.getByRole('link', { name: 'Önizlemeyi aç' })).toHaveAttribute('href', '/?vitrin_preview=signed-token');
  expect(requests.filter((r) => r.method === 'POST')).toEqual([
    expect.objectContaining({ data: { remote: 'mf_catalogue', url: 'https://cdn.example.com/catalogue/2/mf-manifest.json' } }),
  ]);
  // Nothing was switched.
  expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
});

test('a release the check refuses gets no link: the reason is on the field', async () => {
  fakeServer({
    'GET /api/admin/releases': ok([catalogue]),
    'POST /api/admin/releases/preview': {
      status: 422,
      body: {
        success: false,
        message: 'Sürüm reddedildi',
        data: null,
        errors: { url: 'react ^20.0.0 is asked for; the site provides 19.3.1' },
      },
    },
  });
  renderWithProviders(<ReleasesPage />);
  const field = await screen.findByLabelText(/Sürüm adresi/);
  await userEvent.clear(field);
  await userEvent.type(field, 'https://cdn.example.com/catalogue/3/mf-manifest.json');
  await userEvent.click(screen.getByRole('button', { name: 'Önizleme bağlantısı al' }));
  await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sürüm reddedildi' })));
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('react ^20.0.0 is asked for; the site provides 19.3.1')).toBeInTheDocument();
  expect(screen.queryByLabelText('Önizleme bağlantısı')).not.toBeInTheDocument();
});

test("the served release's version is shown; each earlier release, the built-in one included, is one click away", async () => {
  const v2 = 'https://cdn.example.com/catalogue/2/mf-manifest.json';
  const v3 = 'https://cdn.example.com/catalogue/3/mf-manifest.json';
  const serving: RemoteRelease = {
    ...catalogue,
    url: v3,
    source: 'change',
    version: '1.4.0+20261128T1034Z.abc1234',
    changed_by: 'admin@vitrin.test',
    changed_at: '2026-11-28T10:00:00.000Z',
    history: [
      { url: v3, status: 'serving', problem: null, changed_by: 'admin@vitrin.test', changed_at: '2026-11-28T10:00:00.000Z' },
      {
        url: 'https://cdn.example.com/bad/mf-manifest.json',
        status: 'refused',
        problem: 'CORS',
        changed_by: 'admin@vitrin.test',
        changed_at: '2026-11-28T09:30:00.000Z',
      },
      { url: v2, status: 'serving', problem: null, changed_by: 'admin@vitrin.test', changed_at: '2026-11-28T09:00:00.000Z' },
      { url: catalogue.url, status: 'builtin', problem: null, changed_by: null, changed_at: null },
    ],
  };
  const { requests } = fakeServer({
    'GET /api/admin/releases': ok([serving]),
    'PUT /api/admin/releases': ok([{ ...serving, url: catalogue.url }]),
  });
  renderWithProviders(<ReleasesPage />);
  expect(await screen.findByTestId('release-version')).toHaveTextContent('1.4.0+20261128T1034Z.abc1234');
  // The served one and a refused one have no way back; the earlier one and the built-in one have.
  const backs = screen.getAllByRole('button', { name: /^Geri dön/ });
  expect(backs.map((button) => button.getAttribute('aria-label'))).toEqual([`Geri dön: ${v2}`, `Geri dön: ${catalogue.url}`]);
  expect(screen.getByText('Yerleşik')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: `Geri dön: ${catalogue.url}` }));
  await waitFor(() =>
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({ data: { remote: 'mf_catalogue', url: catalogue.url } }),
    ]),
  );
  await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sürüm değiştirildi' })));
});

describe('a canary (docs/deployment.md, "A team\'s release")', () => {
  const v2 = 'https://cdn.example.com/catalogue/2/mf-manifest.json';
  const running: RemoteRelease = {
    ...catalogue,
    canary: { url: v2, percent: 25, started_by: 'admin@vitrin.test', started_at: '2026-11-28T10:00:00.000Z' },
    health: [
      { url: catalogue.url, role: 'live', pages: 300, render_failures: 0, browser_failures: 3 },
      { url: v2, role: 'canary', pages: 100, render_failures: 1, browser_failures: 1 },
    ],
  };

  test('the address in the field goes to the chosen share of visitors', async () => {
    const { requests } = fakeServer({
      'GET /api/admin/releases': ok([catalogue]),
      'POST /api/admin/releases/canary': ok([running]),
    });
    renderWithProviders(<ReleasesPage />);
    const field = await screen.findByLabelText(/Sürüm adresi/);
    await userEvent.clear(field);
    await userEvent.type(field, v2);
    const share = screen.getByLabelText('Ziyaretçi payı (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Kademeli yayınla' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST')).toEqual([
        expect.objectContaining({ path: '/api/admin/releases/canary', data: { remote: 'mf_catalogue', url: v2, percent: 25 } }),
      ]),
    );
    await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kademeli yayın başladı' })));
  });

  test('a running canary shows its share and the health of both releases, with "Tamamına yayınla" and "Durdur"', async () => {
    const { requests } = fakeServer({
      'GET /api/admin/releases': ok([running]),
      'POST /api/admin/releases/canary/stop': ok([{ ...catalogue, ended_canary: null }]),
      'POST /api/admin/releases/canary/promote': ok([{ ...catalogue, url: v2 }]),
    });
    renderWithProviders(<ReleasesPage />);
    expect(await screen.findByTestId('release-canary')).toHaveTextContent(`${v2} ziyaretçilerin %25 kadarına sunuluyor`);
    expect(screen.getByRole('table', { name: 'Sağlık (son 5 dakika)' })).toBeInTheDocument();
    const canaryRow = screen.getByTestId('release-health-canary');
    expect(within(canaryRow).getByRole('rowheader')).toHaveTextContent('Kademeli');
    expect(
      within(canaryRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['100', '1', '1', '%2.0']);
    expect(screen.queryByRole('button', { name: 'Kademeli yayınla' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Durdur' }));
    await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kademeli yayın durduruldu' })));
    await userEvent.click(screen.getByRole('button', { name: 'Tamamına yayınla' }));
    await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Herkese yayınlandı' })));
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.data])).toEqual([
      ['/api/admin/releases/canary/stop', { remote: 'mf_catalogue' }],
      ['/api/admin/releases/canary/promote', { remote: 'mf_catalogue' }],
    ]);
  });

  test('a canary stopped by its failure rate says so, with why', async () => {
    fakeServer({
      'GET /api/admin/releases': ok([
        {
          ...catalogue,
          ended_canary: {
            url: v2,
            percent: 25,
            status: 'auto_stopped',
            started_by: 'admin@vitrin.test',
            started_at: '2026-11-28T10:00:00.000Z',
            ended_by: 'Otomatik durdurma',
            ended_at: '2026-11-28T10:05:00.000Z',
            reason: '40 sayfada 9 hata (sunucu 0, tarayıcı 9); sınır %5, 300 sn',
          },
        },
      ]),
    });
    renderWithProviders(<ReleasesPage />);
    const notice = await screen.findByText(/^Kademeli yayın kendiliğinden durduruldu/);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(
      'Kademeli yayın kendiliğinden durduruldu: 40 sayfada 9 hata (sunucu 0, tarayıcı 9); sınır %5, 300 sn',
    );
  });
});
