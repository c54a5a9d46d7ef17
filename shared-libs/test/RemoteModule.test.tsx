import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// The Node build: the browser one needs MessageChannel, which jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { forgetRemoteModules, RemoteModule, retryDelay } from '@vitrin/shared-libs/federation/RemoteModule';
import { federationTexts } from '@vitrin/shared-libs/i18n/federationTexts';
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

describe('a region the server rendered whose browser files then fail (docs/architecture.md, "A remote that fails")', () => {
  it('keeps the server-rendered content readable under a notice with Retry, and never blames the connection', async () => {
    document.documentElement.lang = 'en';
    setRuntimeConfig({
      remotes: { mf_public: '/p.json', mf_auth: '/a.json', mf_admin: '/d.json', mf_catalogue: '/c.json' },
      brand: {} as RuntimeConfig['brand'],
      defaultLanguage: 'en',
      siteUrl: 'http://site.test',
    });
    load.mockReset();
    const tree = <RemoteModule id="mf_catalogue/public" exportName="ProductDetailsPage" />;
    // The page as the server rendered it: the region's wrapper (same id on both sides) holding the product.
    const shell = renderToString(tree);
    const region = /data-remote-region="([^"]+)"/.exec(shell)?.[1];
    expect(region).toBeDefined();
    forgetRemoteModules();
    const container = document.createElement('div');
    container.innerHTML = `<div data-remote-region="${region}" style="display:contents"><!--$--><h1>VT-4881 NP01</h1><a href="/contact">Contact</a><!--/$--></div>`;
    document.body.append(container);

    load.mockReset();
    load.mockRejectedValue(new Error('remoteEntry.js: blocked by CORS'));
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: () => undefined });
    });

    expect(await within(container).findByRole('status')).toHaveTextContent(
      'Some features of this page are not available right now',
    );
    expect(within(container).getByRole('heading', { name: 'VT-4881 NP01' })).toBeInTheDocument();
    expect(within(container).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(container).queryByRole('alert')).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/connection|bağlantı/i);
    expect(within(container).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    container.remove();
  });

  it("the fallback's own text never blames the visitor's connection, in any language", () => {
    for (const texts of Object.values(federationTexts))
      expect(`${texts.failed} ${texts.kept}`).not.toMatch(/connection|bağlantı/i);
  });
});
