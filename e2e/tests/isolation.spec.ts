/**
 * Issue "Foundation", point 2: visitors download nothing of mf_auth, mf_admin or mf_catalogue's admin module,
 * and every shared singleton exists once on the page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** Files that only mf_catalogue's admin module needs: its assets, less anything the public module shares. */
async function adminOnlyCatalogueFiles(page: Page): Promise<string[]> {
  const manifest = (await (await page.request.get('/mf/mf_catalogue/mf-manifest.json')).json()) as { exposes: ManifestExpose[] };
  const files = (name: string) => {
    const expose = manifest.exposes.find((item) => item.name === name);
    if (!expose) throw new Error(`mf_catalogue exposes no ${name}`);
    return [...expose.assets.js.sync, ...expose.assets.js.async];
  };
  const publicFiles = new Set(files('public'));
  return files('admin').filter((file) => !publicFiles.has(file));
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'axios',
  '@vitrin/shared-libs/store/publicStore',
  '@vitrin/shared-libs/i18n/i18n',
];

for (const path of ['/', '/categories/air_springs']) {
  test(`a visitor on ${path} downloads no staff code`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (path !== '/') await expect(page.getByTestId('category-grid')).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(requested.filter((url) => url.startsWith('/mf/mf_auth/'))).toEqual([]);
    expect(requested.filter((url) => url.startsWith('/mf/mf_admin/'))).toEqual([]);
    const adminOnly = await adminOnlyCatalogueFiles(page);
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(requested.filter((url) => adminOnly.some((file) => url === `/mf/mf_catalogue/${file}`))).toEqual([]);
  });

  test(`on ${path} each shared singleton is loaded once`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (path !== '/') await expect(page.getByTestId('category-grid')).toBeVisible();
    const loaded = await page.evaluate((names) => {
      type Entry = { loaded?: boolean; from: string };
      const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
        .__FEDERATION__.__SHARE__;
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
      expect(loaded[name], `${name} copies`).toHaveLength(1);
    }
  });
}
