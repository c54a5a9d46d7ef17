/**
 * A team ships its remote from another origin (docs/deployment.md, "A team's release"): the catalogue's built
 * folder on a plain static server elsewhere, one folder per version, and the site pointed at a version's
 * manifest. Its pages are rendered on the server with that release (not left to the browser) and hydrate cleanly;
 * new content at the same address is rendered within SSR_REVALIDATE_SECONDS; a switch to another version on the
 * "Sürümler" screen, and back, is rendered within seconds without a restart; a release built against another React
 * major is refused and the last good one keeps serving.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adminCall } from '../support/admin-ops';
import { expect, signIn, test } from '../support/fixtures';
import { type Cdn, startCdn, switchRelease } from '../support/releases';
import { rewriteRelease } from '../support/server';

const PRODUCT = '/product/vt-4881-np01?lang=en';
const renderedWith = (body: string) => /data-rendered-with="([^"]*)"/.exec(body)?.[1] ?? '';

/** Marks a release: the same change in its server build and in its browser files (as a real new build would be). */
async function mark(folder: string, marker: string): Promise<void> {
  const changed = await rewriteRelease(folder, '"product-code"', (text) =>
    text.replace(/"product-code"(, "data-release": "[a-z0-9]+")?/g, `"product-code", "data-release": "${marker}"`),
  );
  expect(changed).toBeGreaterThanOrEqual(2);
}

test.describe('a catalogue release on another origin', () => {
  test.describe.configure({ mode: 'serial' });
  let cdn: Cdn;

  const productPage = async (request: APIRequestContext) => (await request.get(PRODUCT)).text();
  const releaseOf = (body: string) => /data-release="([a-z0-9]+)"/.exec(body)?.[1] ?? 'none';

  test.beforeAll(async () => {
    cdn = await startCdn('mf-catalogue', ['v1', 'v2', 'v3']);
    await mark(join(cdn.root, 'v2'), 'v2');
    // v3 was built against another React major: the site cannot provide it.
    const manifestFile = join(cdn.root, 'v3', 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
    for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^99.0.0';
    await writeFile(manifestFile, JSON.stringify(manifest));
  });

  test.afterAll(async () => {
    await cdn?.close();
  });

  test('a product page is rendered on the server with that release and hydrates without an error', async ({ page }) => {
    expect((await switchRelease(page.request, 'mf_catalogue', cdn.manifest('v1'))).status).toBe(200);
    // The first render fetches and compiles the release; on a busy machine that may outlast SSR_TIMEOUT_MS once
    // (the page then comes rendered in the browser, as for any remote), never twice.
    await expect.poll(async () => (await productPage(page.request)).includes('data-server-rendered')).toBe(true);
    const body = await productPage(page.request);
    expect(body).toContain('data-testid="product-code"');
    expect(renderedWith(body)).toMatch(/mf_catalogue@[0-9a-f]{16}/);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const fromCdn: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(cdn.url)) fromCdn.push(request.url());
    });
    await page.goto(PRODUCT);
    await expect(page.getByTestId('product-code')).toBeVisible();
    // The server's markup shows at once; the release's entry comes when the page hydrates.
    await expect.poll(() => fromCdn.some((url) => url.endsWith('/v1/remoteEntry.js'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('new content at the same address is rendered within the revalidation time', async ({ page }) => {
    const before = renderedWith(await productPage(page.request));
    await mark(join(cdn.root, 'v1'), 'v1');
    await expect.poll(async () => releaseOf(await productPage(page.request))).toBe('v1');
    expect(renderedWith(await productPage(page.request))).not.toBe(before);
  });

  test('a switch to another version on the "Sürümler" screen, and back, is rendered within seconds', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Sürümler' }).click();
    const card = page.getByTestId('release-mf_catalogue');
    await expect(card.getByTestId('release-url')).toHaveText(cdn.manifest('v1'));
    await card.getByLabel('Sürüm adresi (mf-manifest.json)').fill(cdn.manifest('v2'));
    await card.getByRole('button', { name: 'Bu sürüme geç' }).click();
    await expect(page.getByRole('dialog', { name: 'Sürüm değiştirildi' })).toBeVisible();
    await expect(card.getByTestId('release-url')).toHaveText(cdn.manifest('v2'));
    await expect.poll(async () => releaseOf(await productPage(page.request)), { timeout: 5_000 }).toBe('v2');

    // Rolling back is switching back.
    const back = await adminCall(page, 'PUT', '/api/admin/releases', { remote: 'mf_catalogue', url: cdn.manifest('v1') });
    expect(back.status).toBe(200);
    await expect.poll(async () => releaseOf(await productPage(page.request)), { timeout: 5_000 }).toBe('v1');
  });

  test('a release asking for another React major is refused; pages keep the last good release', async ({ page }) => {
    await signIn(page, '/admin/releases');
    const card = page.getByTestId('release-mf_catalogue');
    await card.getByLabel('Sürüm adresi (mf-manifest.json)').fill(cdn.manifest('v3'));
    await card.getByRole('button', { name: 'Bu sürüme geç' }).click();
    await expect(page.getByRole('dialog', { name: 'Sürüm reddedildi' })).toBeVisible();
    await expect(card.getByText(/react \^99\.0\.0 is asked for; the site provides 19\./).first()).toBeVisible();
    await expect(card.getByTestId('release-url')).toHaveText(cdn.manifest('v1'));

    expect(releaseOf(await productPage(page.request))).toBe('v1');
    const fromCdn: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(cdn.url)) fromCdn.push(request.url());
    });
    await page.goto(PRODUCT);
    await expect(page.locator('[data-release="v1"]')).toBeVisible();
    expect(fromCdn.some((url) => url.includes('/v3/'))).toBe(false);
  });
});
