import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { RemoteModule, retryDelay } from '@vitrin/shared-libs/federation/RemoteModule';
import { loadRemoteModule } from '@vitrin/shared-libs/federation/remotes';
import type { RemoteName, RuntimeConfig } from '@vitrin/shared-libs/types/api';

// The federation runtime is the boundary here: the test decides whether the remote arrives.
jest.mock('@vitrin/shared-libs/federation/remotes', () => ({ loadRemoteModule: jest.fn(), remoteEntry: () => '/mf/test.json' }));
const load = jest.mocked(loadRemoteModule);

beforeEach(() => {
  document.documentElement.lang = 'tr';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('shows the fallback in the page language when the remote fails, and Retry loads it again', async () => {
  load.mockRejectedValueOnce(new Error('remoteEntry.js 503'));
  const user = userEvent.setup();
  render(<RemoteModule id="mf_public/App" />);

  expect(await screen.findByRole('alert')).toHaveTextContent('Sitenin bu bölümü yüklenemedi.');

  load.mockResolvedValueOnce({ default: () => <p>Ana sayfa</p> });
  await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));

  expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('renders a named export with its props', async () => {
  load.mockResolvedValueOnce({ CategoriesPage: ({ section }: { section: string }) => <p>Section {section}</p> });
  await act(async () => {
    render(<RemoteModule id="mf_catalogue/public" exportName="CategoriesPage" props={{ section: 'air_springs' }} />);
  });
  expect(await screen.findByText('Section air_springs')).toBeInTheDocument();
});

describe('a remote that fails (docs/architecture.md, "A remote that fails")', () => {
  const config = (unavailable?: RemoteName[]) =>
    setRuntimeConfig({
      remotes: { mf_public: '/p.json', mf_auth: '/a.json', mf_admin: '/d.json', mf_catalogue: '/c.json' },
      brand: {} as RuntimeConfig['brand'],
      defaultLanguage: 'en',
      siteUrl: 'http://site.test',
      ...(unavailable ? { unavailable } : {}),
    });

  afterEach(() => {
    jest.useRealTimers();
    config();
  });

  it('in the browser, a fallen-back region retries by itself, waiting longer each time, until the remote loads', async () => {
    jest.useFakeTimers();
    config(['mf_catalogue']);
    load.mockReset();
    load.mockRejectedValueOnce(new Error('remoteEntry.js did not answer'));
    load.mockResolvedValueOnce({ public: () => <p>Ürün</p> });
    render(<RemoteModule id="mf_catalogue/public" exportName="public" />);
    // As the server rendered it: the fallback, nothing loaded yet.
    expect(screen.getByRole('alert')).toHaveTextContent('Sitenin bu bölümü yüklenemedi.');
    expect(load).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(retryDelay(0)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    // The second retry waits twice as long.
    await act(() => jest.advanceTimersByTimeAsync(retryDelay(1) - 1));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Ürün')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits 2 s, then 4 s, 8 s … at most a minute', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16_000, 60_000]);
  });
});
