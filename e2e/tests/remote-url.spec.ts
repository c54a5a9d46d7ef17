/**
 * Issue "Foundation", point 5: the shell picks up a remote from another URL by configuration alone. A second
 * API is started with MF_CATALOGUE_URL pointing at a separate static server holding mf-catalogue's build.
 */
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { E2E_PORT } from '../support/ports';
import { REPO_ROOT, serveFolder, startServer, type RunningServer } from '../support/server';

test.describe('a remote served from another origin', () => {
  let cdn: Server;
  let api: RunningServer;
  const cdnPort = E2E_PORT + 3;

  test.beforeAll(async () => {
    cdn = await serveFolder(join(REPO_ROOT, 'mf-catalogue/dist'), cdnPort);
    api = await startServer(E2E_PORT + 2, { MF_CATALOGUE_URL: `http://127.0.0.1:${cdnPort}/mf-manifest.json` });
  });

  test.afterAll(async () => {
    await api?.stop();
    await new Promise((done) => cdn?.close(done));
  });

  test('is loaded from the configured URL with no rebuild', async ({ page }) => {
    const fromCdn: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${cdnPort}/`)) fromCdn.push(request.url());
    });
    await page.goto(`${api.url}/categories/air_springs`);
    await expect(page.getByTestId('category-grid')).toBeVisible();
    expect(fromCdn.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromCdn.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });
});
