/**
 * Issue 15, must-be-true 2 and 4: every social icon name the admin offers is drawn as an icon (an SVG of
 * non-zero size) in the public footer, the contact modal and the admin's preview; the admin's side menu draws a
 * real icon per entry; icon-only buttons carry an accessible name.
 */
import type { Locator, Page } from '@playwright/test';
import { adminCall } from '../support/admin-ops';
import { apiData, expect, signIn, test } from '../support/fixtures';

async function offeredIcons(page: Page): Promise<string[]> {
  const select = page.getByLabel('İkon', { exact: true });
  await expect(select).toBeVisible();
  return select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
}

/** The SVG inside `scope` has a drawn size and drawn content. */
async function expectDrawnIcon(scope: Locator) {
  const svg = scope.locator('svg').first();
  await expect(svg).toBeVisible();
  const box = (await svg.boundingBox())!;
  expect(box.width).toBeGreaterThan(8);
  expect(box.height).toBeGreaterThan(8);
  expect(await svg.locator('path, circle, rect').count()).toBeGreaterThan(0);
}

test('every social icon the admin offers is drawn in the admin preview, the footer and the contact modal', async ({ page }) => {
  await signIn(page, '/admin/settings/social-media');
  const names = await offeredIcons(page);
  expect(names.length).toBeGreaterThanOrEqual(11);

  // The admin's preview beside the select follows the choice.
  const preview = page.getByTestId('social-icon-preview').first();
  for (const name of names) {
    await page.getByLabel('İkon', { exact: true }).first().selectOption(name);
    await expectDrawnIcon(preview);
  }

  // One link per offered icon, then the public site draws each.
  const created: number[] = [];
  for (const name of names) {
    const { status } = await adminCall(page, 'POST', '/api/admin/settings/social-media', {
      name: `Icon ${name}`,
      uri: `https://example.com/${name}`,
      icon_name: name,
    });
    expect(status).toBeLessThan(300);
  }
  const links = await apiData<{ id: number; name: string }[]>(page, '/api/pages/social-media');
  for (const link of links) if (link.name.startsWith('Icon bi-')) created.push(link.id);
  expect(created).toHaveLength(names.length);

  try {
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(page.url().replace(/\/admin.*$/, '/'));
    const footer = visitor.getByRole('contentinfo');
    // The icons' drawings load as the footer comes near the screen.
    await footer.scrollIntoViewIfNeeded();
    for (const name of names) await expectDrawnIcon(footer.getByRole('link', { name: `Icon ${name}`, exact: true }));

    await visitor
      .getByRole('button', { name: /Chat with us|Bize yazın/ })
      .first()
      .click();
    const modal = visitor.getByRole('dialog');
    await expect(modal).toBeVisible();
    for (const name of names) await expectDrawnIcon(modal.getByRole('link', { name: `Icon ${name}`, exact: true }));
    await visitor.close();
  } finally {
    for (const id of created) await adminCall(page, 'DELETE', `/api/admin/settings/social-media?id=${id}`);
  }
});

test('the admin side menu draws a real icon for every entry, and every icon-only button has a name', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });
  const links = nav.locator('a[href]');
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(31);
  // No two-letter initials: each entry's mark is an SVG.
  const withoutSvg = await links.evaluateAll((all) =>
    all.filter((link) => !link.querySelector('.admin-menu-icon svg path')).map((link) => link.textContent),
  );
  expect(withoutSvg).toEqual([]);

  for (const path of ['/admin/dashboard', '/admin/users', '/admin/settings/social-media']) {
    // The dashboard is where the sign-in opened the panel.
    if (path !== '/admin/dashboard') await page.goto(path);
    await expect(page.locator('#admin-main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const nameless = await page.locator('button, a[href]').evaluateAll((all) =>
      all
        .filter((element) => element.querySelector('svg') && (element as HTMLElement).offsetParent !== null)
        .filter((element) => {
          const label = element.getAttribute('aria-label') ?? '';
          const text = (element.textContent ?? '').trim();
          return label.trim() === '' && text === '';
        })
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(nameless, path).toEqual([]);
  }
});
