import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { loadRemoteModule } from '@vitrin/shared-libs/federation/remotes';

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
