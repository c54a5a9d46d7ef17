import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { setRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { addToCart } from '@vitrin/shared-libs/cart/cartSlice';
import { setupPublicStore } from '@vitrin/shared-libs/store/publicStore';
import { testConfig } from '../../shared-libs/test/render';
import type { ReactNode } from 'react';
import { Navbar } from '../src/features/layout/components/Navbar';
import { ProductSearchForm } from '../src/features/search/components/ProductSearchForm';
import {
  PRELOADER_MS,
  SCROLL_TOP_MS,
  usePreloader,
  useScrollToTopOnRouteChange,
} from '../src/features/layout/hooks/useRouteTransition';
import type { PageMetaMap } from '@vitrin/shared-libs/types/api';
import { resolvePageMeta } from '../src/features/layout/hooks/usePageMeta';
import { fakeServer, ok, useEnglish } from './server';

const CATEGORIES = [
  {
    id: 1,
    section: 'air_springs',
    seo_name: 'bus-air-springs',
    queue: 2,
    image: null,
    name_en: 'Bus air springs',
    name_tr: 'Otobüs körükleri',
    sub_categories: [{ id: 9, category_id: 1, seo_name: 'city-bus', queue: 1, name_en: 'City bus', name_tr: 'Şehir içi' }],
  },
];

beforeAll(useEnglish);

function renderNavbar(width: number, inlineSearch?: (onDone: () => void) => ReactNode) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  setRuntimeConfig(testConfig);
  fakeServer({ 'GET /api/pages/categories': ok(CATEGORIES) });
  const store = setupPublicStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Navbar onOpenSearch={() => undefined} inlineSearch={inlineSearch} languageLinks={null} />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('navbar', () => {
  afterEach(() => localStorage.clear());

  it('below 992 px the top-level categories are not links; their first entry and the sub-categories are', async () => {
    renderNavbar(375);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Air Springs' }));
    const entry = await screen.findByText('Bus air springs');
    expect(entry.closest('a')).toBeNull();
    // No dead end: the group's first entry leads to its whole list.
    expect(screen.getByRole('link', { name: 'All Bus air springs' })).toHaveAttribute('href', '/products/bus-air-springs');
    expect(screen.getByRole('link', { name: 'City bus' })).toHaveAttribute('href', '/products/city-bus');
    expect(screen.getByRole('link', { name: 'City bus' })).toHaveAttribute('href', '/products/city-bus');
  });

  it('by keyboard: Down opens a group at its first entry, the arrows move, and tabbing out closes it', async () => {
    renderNavbar(1280);
    const user = userEvent.setup({ delay: null });
    const corporate = screen.getByRole('button', { name: 'Corporate' });
    corporate.focus();
    await user.keyboard('{ArrowDown}');
    expect(corporate).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Vision, Mission & Values' })).toHaveFocus();
    await user.keyboard('{End}');
    const entries = corporate.nextElementSibling!.querySelectorAll('a');
    expect(entries[entries.length - 1]).toHaveFocus();
    // Tab past the last entry: the focus leaves the group, which closes.
    await user.tab();
    expect(corporate).toHaveAttribute('aria-expanded', 'false');
  });

  it('the phone menu holds the inline search; searching from it closes the menu', async () => {
    renderNavbar(375, (onDone) => <ProductSearchForm variant="inline" onDone={onDone} />);
    const user = userEvent.setup({ delay: null });
    const toggle = screen.getByRole('button', { name: 'Open or close the menu' });
    await user.click(toggle);
    const menu = document.getElementById('public-nav')!;
    await user.type(within(menu).getByRole('searchbox'), 'W01 358');
    await user.click(within(menu).getByRole('button', { name: 'Search' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('at 1280 px the top-level categories are links to their products', async () => {
    renderNavbar(1280);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Air Springs' }));
    expect(await screen.findByRole('link', { name: 'Bus air springs' })).toHaveAttribute('href', '/products/bus-air-springs');
  });

  it('shows the cart badge only when the cart holds something', async () => {
    const store = renderNavbar(1280);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quote cart' })).toBeInTheDocument();
    act(() => {
      store.dispatch(addToCart({ product: { token: 't', code: 'C', seo_name: 's', image: null, name_en: 'A' }, quantity: 3 }));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Quote cart, 1 product' })).toBeInTheDocument();
  });
});

describe('route change rules (fake timers)', () => {
  function Probe() {
    const loading = usePreloader();
    useScrollToTopOnRouteChange();
    const navigate = useNavigate();
    return (
      <>
        <p>{loading ? 'preloader on' : 'preloader off'}</p>
        <button type="button" onClick={() => navigate('/about-us')}>
          about
        </button>
        <button type="button" onClick={() => navigate('/')}>
          home
        </button>
      </>
    );
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the preloader for 860 ms on a route change but not on home, and scrolls to top after 320 ms', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('preloader off')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'about' }).click());
    expect(screen.getByText('preloader on')).toBeInTheDocument();
    scrollTo.mockClear();
    act(() => jest.advanceTimersByTime(SCROLL_TOP_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    act(() => jest.advanceTimersByTime(PRELOADER_MS - SCROLL_TOP_MS - 1));
    expect(screen.getByText('preloader on')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('preloader off')).toBeInTheDocument();
    expect(PRELOADER_MS).toBe(860);

    act(() => screen.getByRole('button', { name: 'home' }).click());
    expect(screen.getByText('preloader off')).toBeInTheDocument();
  });
});

describe('page meta', () => {
  const meta = {
    home: { title_en: 'Vitrin', title_tr: 'Vitrin', description_en: 'Air springs for buses', description_tr: 'Hava körükleri' },
    news: { title_en: 'News', title_tr: 'Haberler', description_en: null, description_tr: null },
    about_us: { title_en: 'About us', title_tr: 'Hakkımızda', description_en: 'Who we are', description_tr: 'Biz kimiz' },
  } as unknown as PageMetaMap;

  it('a route without a description of its own keeps the home page’s, as the server renders it', () => {
    expect(resolvePageMeta(meta, '/news', 'en')).toEqual({ title: 'News', description: 'Air springs for buses' });
    expect(resolvePageMeta(meta, '/news', 'tr')).toEqual({ title: 'Haberler', description: 'Hava körükleri' });
    expect(resolvePageMeta(meta, '/about-us', 'en')).toEqual({ title: 'About us', description: 'Who we are' });
  });
});
