/**
 * Issue "Foundation", point 2: visitors download nothing of mf_auth, mf_admin or mf_catalogue's admin module,
 * and every shared singleton exists once on the page.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

/** The admin module's own entry chunk, as mf_catalogue's manifest names it. */
async function catalogueAdminEntry(page: Page): Promise<string[]> {
  const manifest = (await (await page.request.get('/mf/mf_catalogue/mf-manifest.json')).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const sync = (name: string) => manifest.exposes.find((item) => item.name === name)?.assets.js.sync ?? [];
  const publicFiles = new Set(sync('public'));
  return sync('admin').filter((file) => !publicFiles.has(file));
}

// react-router is no share key of its own: the shared react-router-dom (shared-libs/build/slim) holds its code, and
// CODE_MARKERS below checks that one copy of it is fetched.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'axios',
  '@vitrin/shared-libs/store/publicStore',
  '@vitrin/shared-libs/store/adminStore',
  '@vitrin/shared-libs/i18n/i18n',
];

/** A string literal that survives minification and stands in exactly one file of each build's copy. */
const CODE_MARKERS: Record<string, string> = {
  'react-dom': '__reactContainer$',
  'react-router': 'may be used only in the context of a <Router> component',
  i18next: 'i18next is already initialized',
  'redux (the store)': '@@redux/INIT',
};

/** Every area of the site, and what shows that its remote has rendered. */
const PAGES: { path: string; ready: (page: Page) => Promise<void>; staff?: boolean; rendered?: boolean }[] = [
  { path: '/', rendered: true, ready: (page) => expect(page.getByRole('contentinfo')).toBeVisible() },
  {
    path: '/categories/air_springs',
    rendered: true,
    ready: (page) => expect(page.getByTestId('category-grid')).toBeVisible(),
  },
  { path: '/giris-yap', ready: (page) => expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible() },
  {
    path: '/admin/dashboard',
    staff: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Kontrol Paneli' })).toBeVisible(),
  },
];

for (const path of ['/', '/categories/air_springs', '/about-us', '/404']) {
  test(`a visitor on ${path} downloads no staff code`, async ({ page }) => {
    const requested: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (path === '/categories/air_springs') await expect(page.getByTestId('category-grid')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.some((url) => url.startsWith('/mf/mf_public/'))).toBe(true);

    expect(requested.filter((url) => url.startsWith('/mf/mf_auth/'))).toEqual([]);
    expect(requested.filter((url) => url.startsWith('/mf/mf_admin/'))).toEqual([]);
    const adminEntry = await catalogueAdminEntry(page);
    expect(adminEntry.length).toBeGreaterThan(0);
    expect(requested.filter((url) => adminEntry.some((file) => url === `/mf/mf_catalogue/${file}`))).toEqual([]);
    // Nor any byte of it in another file: its texts namespace appears in no script the visitor fetched.
    const bodies = await Promise.all(scripts);
    expect(bodies.filter((body) => body.includes('catalogueAdmin'))).toEqual([]);
  });
}

test('opening /giris-yap downloads mf_auth, and still nothing of mf_admin before the login', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/giris-yap');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.some((url) => url.startsWith('/mf/mf_auth/'))).toBe(true);
  expect(requested.filter((url) => url.startsWith('/mf/mf_admin/'))).toEqual([]);
});

for (const { path, ready, staff, rendered } of PAGES) {
  test(`on ${path} each shared singleton is loaded once`, async ({ page }) => {
    if (staff) await signIn(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');

    // Fetched once: each library's code is in exactly one of the scripts the page downloaded.
    const bodies = await Promise.all(scripts);
    for (const [library, marker] of Object.entries(CODE_MARKERS)) {
      expect(bodies.filter((body) => body.includes(marker)).length, `${library} copies fetched`).toBe(1);
    }

    // Used once: the federation share scope has one loaded instance of each singleton, whichever remote asks.
    const loaded = await page.evaluate((names) => {
      type Entry = { loaded?: boolean; from: string };
      const share = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const name of names) {
        const copies = new Set<string>();
        for (const scopes of Object.values(share)) {
          for (const [version, entry] of Object.entries(scopes.default?.[name] ?? {})) {
            if (entry.loaded) copies.add(`${version} from ${entry.from}`);
          }
        }
        result[name] = [...copies];
      }
      return result;
    }, SINGLETONS);
    for (const name of SINGLETONS) {
      // A server-rendered public page hydrates from what it carries: axios comes with its first request, not
      // with the page (docs/decisions.md); the admin store comes with the staff's areas alone (shell/StaffArea).
      // Never twice.
      const notOnThisPage = (name === 'axios' && rendered) || (name === '@vitrin/shared-libs/store/adminStore' && rendered);
      const expected = notOnThisPage ? 0 : 1;
      expect(loaded[name], `${name} copies`).toHaveLength(expected);
    }
  });
}
