/** Issue 16: analytics run only after the visitor's consent; the choice is remembered and can be changed. */
import type { Page } from '@playwright/test';
import { adminCall } from '../support/admin-ops';
import { expect, signIn, test } from '../support/fixtures';

const HOST = 'analytics.e2e.test';

/** Answers every request to the analytics host with a script that marks the page, and counts them. */
async function watchAnalytics(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`https://${HOST}/**`, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsLoaded = true;' });
  });
  return requests;
}

const ran = (page: Page) =>
  page.evaluate(() => ({
    inline: (window as { __analyticsInline?: boolean }).__analyticsInline === true,
    loaded: (window as { __analyticsLoaded?: boolean }).__analyticsLoaded === true,
  }));

test('a Süper Yönetici saves an analytics snippet', async ({ page }) => {
  await signIn(page);
  const saved = await adminCall(page, 'PUT', '/api/admin/settings/site', {
    google_script: `<script async src="https://${HOST}/tag.js"></script><script>window.__analyticsInline = true;</script>`,
    yandex_script: `<noscript><img src="https://${HOST}/pixel.gif" alt=""></noscript>`,
  });
  expect(saved.status).toBe(200);
});

test('a fresh visitor runs none of it and asks nothing of its host until "accept"; then it runs', async ({ page }) => {
  const requests = await watchAnalytics(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Çerezler' }).or(page.getByRole('region', { name: 'Cookies' }));
  await expect(banner).toBeVisible();
  expect(await ran(page)).toEqual({ inline: false, loaded: false });
  expect(requests).toEqual([]);

  await banner.getByRole('button', { name: /Kabul et|Accept/ }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => ran(page)).toEqual({ inline: true, loaded: true });
  expect(requests).toEqual([`https://${HOST}/tag.js`]);

  // Remembered: the next page runs them at once, without asking.
  await page.reload();
  await expect.poll(() => ran(page)).toEqual({ inline: true, loaded: true });
  await expect(banner).toBeHidden();
});

test('"reject" is remembered across reloads; the footer link opens the choice again', async ({ page }) => {
  const requests = await watchAnalytics(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Çerezler' }).or(page.getByRole('region', { name: 'Cookies' }));
  await banner.getByRole('button', { name: /Reddet|Reject/ }).click();
  await expect(banner).toBeHidden();
  // The reload waits for the network to rest and the page to hydrate: the banner's chunk has arrived and decided.
  await page.reload();
  await expect(banner).toBeHidden();
  expect(await ran(page)).toEqual({ inline: false, loaded: false });
  expect(requests).toEqual([]);

  await page.getByRole('button', { name: /Çerez tercihleri|Cookie settings/ }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: /Kabul et|Accept/ }).click();
  await expect.poll(() => ran(page)).toEqual({ inline: true, loaded: true });
});
