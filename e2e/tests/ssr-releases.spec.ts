/**
 * Server rendering when a remote changes under it (docs/architecture.md, "Server rendering"): a remote published
 * again at its address is rendered and hydrated within the revalidation time, and a remote whose server build
 * cannot be read, or throws, falls back in its region alone while the rest of the page is rendered.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { html } from '../support/html';
import { type Cdn, startCdn, switchRelease } from '../support/releases';
import { rewriteRelease } from '../support/server';

test.describe('when rendering cannot happen, and when a remote is published', () => {
  // Copies of the builds on another origin, served as a team's release, so a test can break or publish a remote
  // without touching the real ones.
  let publicCdn: Cdn;
  let catalogueCdn: Cdn;

  test.beforeAll(async () => {
    // Folders named for their remote: a port another spec's release used on this worker's server must not hold a
    // release at the same address (the server keeps a fetched server entry until it revalidates it, and the release
    // gate renders with it).
    publicCdn = await startCdn('mf-public', ['public-v1'], 0);
    catalogueCdn = await startCdn('mf-catalogue', ['catalogue-v1'], 1);
  });

  test.afterAll(async () => {
    await publicCdn?.close();
    await catalogueCdn?.close();
  });

  test('a newly published mf_public is rendered and hydrated within the revalidation time, without a restart', async ({
    page,
  }) => {
    expect((await switchRelease(page.request, 'mf_public', publicCdn.manifest('public-v1'))).status).toBe(200);
    await expect.poll(async () => (await html(page.request, '/?lang=en')).body.includes('data-server-rendered')).toBe(true);
    const before = await html(page.request, '/?lang=en');
    expect(before.body).not.toContain('published-v2');
    const renderedWith = (body: string) => /data-rendered-with="([^"]*)"/.exec(body)?.[1];
    // "Publish" a new mf_public at the same address: the same change in its server build and in its browser files.
    const changed = await rewriteRelease(join(publicCdn.root, 'public-v1'), 'phone-orientation-warning', (text) =>
      text.split('phone-orientation-warning').join('phone-orientation-warning published-v2'),
    );
    expect(changed).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await html(page.request, '/?lang=en')).body.includes('published-v2')).toBe(true);
    // The page names the new build of mf_public it was rendered with; mf_catalogue's is unchanged.
    const after = await html(page.request, '/?lang=en');
    const [publicBefore, catalogueBefore] = renderedWith(before.body)!.split(' ');
    const [publicAfter, catalogueAfter] = renderedWith(after.body)!.split(' ');
    expect(publicAfter).not.toBe(publicBefore);
    expect(catalogueAfter).toBe(catalogueBefore);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/?lang=en');
    await expect(page.locator('.published-v2')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('with a remote server build unreachable, or throwing, its region falls back (503, the rest rendered)', async ({
    page,
  }) => {
    expect((await switchRelease(page.request, 'mf_catalogue', catalogueCdn.manifest('catalogue-v1'))).status).toBe(200);
    const category = '/categories/air_springs?lang=en';
    const rendered = async () => (await html(page.request, category)).body.includes('data-server-rendered');
    await expect.poll(rendered).toBe(true);
    const entry = join(catalogueCdn.root, 'catalogue-v1', 'server', 'remoteEntry.js');
    const saved = await readFile(entry, 'utf8');

    // Unreachable: the page is rendered without it, its region fallen back, and answers 503 (docs/architecture.md,
    // "A remote that fails"); the browser, which still reaches the remote's own files, loads it by itself.
    await rm(entry);
    await expect.poll(async () => (await page.request.get(category)).status()).toBe(503);
    const fallen = await page.request.get(category);
    expect(fallen.headers()['retry-after']).toBeTruthy();
    const body = await fallen.text();
    expect(body).toContain('data-server-rendered');
    expect(body).toContain('data-remote-fallback="mf_catalogue/public"');
    expect(body).toContain('<nav');
    await page.goto(category);
    await expect(page.getByTestId('category-grid')).toBeVisible();

    // Back, then a server build that throws: its region falls back the same way (a render that fails as a whole
    // gives the client-rendered page: api/test/ssr.test.ts).
    const status = async () => (await page.request.get(category)).status();
    await writeFile(entry, saved);
    await expect.poll(status).toBe(200);
    await writeFile(entry, 'throw new Error("a broken server build");');
    await expect.poll(status).toBe(503);
    const thrown = await html(page.request, category);
    expect(thrown.body).toContain('data-server-rendered');
    expect(thrown.body).toContain('data-remote-fallback="mf_catalogue/public"');
    expect(thrown.body).toContain('<nav');
    await page.goto(category);
    await expect(page.getByTestId('category-grid')).toBeVisible();

    await writeFile(entry, saved);
    await expect.poll(status).toBe(200);
    await expect.poll(rendered).toBe(true);
  });
});
