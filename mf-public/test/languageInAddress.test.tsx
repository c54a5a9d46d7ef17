/**
 * The language stays in the address as the visitor moves on (docs/decisions.md, "The address keeps the language as
 * the visitor moves on"):
 * a Turkish page's link followed in the app keeps `?lang=tr`, so the address a buyer shares opens in Turkish; the
 * default language keeps bare addresses; completing the address is not a route change of its own.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { setRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { setupPublicStore } from '@vitrin/shared-libs/store/publicStore';
import { testConfig } from '../../shared-libs/test/render';
import { pageLangEn } from '../../api/src/db/seed/page-lang-en';
import { SiteLanguageProvider, useSiteLanguage } from '../src/features/language/hooks/useSiteLanguage';
import { PRELOADER_MS, usePreloader } from '../src/features/layout/hooks/useRouteTransition';
import { fakeServer, ok } from './server';

function Probe() {
  const { change } = useSiteLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const loading = usePreloader();
  return (
    <>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      <p>{loading ? 'preloader on' : 'preloader off'}</p>
      <button type="button" onClick={() => navigate('/about-us')}>
        about
      </button>
      <button type="button" onClick={() => void change('en')}>
        EN
      </button>
    </>
  );
}

function renderSite(stored: string) {
  setRuntimeConfig(testConfig);
  localStorage.setItem('lang', stored);
  fakeServer({
    'GET /api/pages/static-languages': (config) =>
      ok({ abbr: (config.params as { lang: string }).lang, lang: 'x', page_lang: pageLangEn }),
    'GET /api/pages/change-language/en': ok({ abbr: 'en', lang: 'English', page_lang: pageLangEn }),
  });
  render(
    <Provider store={setupPublicStore()}>
      <MemoryRouter initialEntries={['/']}>
        <SiteLanguageProvider>{(ready) => (ready ? <Probe /> : <p>loading</p>)}</SiteLanguageProvider>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

it('a link followed in Turkish keeps ?lang=tr in the address, and the preloader runs its time once', async () => {
  renderSite('tr');
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/\?lang=tr$/));
  jest.useFakeTimers();
  act(() => screen.getByRole('button', { name: 'about' }).click());
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/about-us\?lang=tr$/);
  expect(screen.getByText('preloader on')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(PRELOADER_MS - 1));
  expect(screen.getByText('preloader on')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('preloader off')).toBeInTheDocument();
});

it('the default language keeps bare addresses', async () => {
  renderSite('en');
  expect(await screen.findByTestId('address')).toHaveTextContent(/^\/$/);
  act(() => screen.getByRole('button', { name: 'about' }).click());
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/about-us$/);
});

it('picking the default language leaves a bare address, which stays bare', async () => {
  renderSite('tr');
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/\?lang=tr$/));
  act(() => screen.getByRole('button', { name: 'EN' }).click());
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/));
  act(() => screen.getByRole('button', { name: 'about' }).click());
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/about-us$/));
});
