/**
 * Issue 15, must-be-true 1: no page scrolls sideways. Every public route in en and tr at 375, 768, 992, 1024,
 * 1280 and 1440 px, and every admin screen at 800, 1024 and 1366 px: document.documentElement.scrollWidth is
 * at most the window's innerWidth; at 375 px every admin list with rows is a stack of rows, each cell named by its
 * column (one walk of the admin checks both). Below 1024 px the admin's side menu opens over the content and closes
 * again.
 * Each walk loads its first page and moves to the others inside the app, as its links do: the width is measured on
 * the page as a visitor has it once it is running, without paying a full load per page. The routes are walked in
 * parts (every third route, every second screen), each a test of its own within the default time.
 */
import { expect, moveInApp, signIn, test } from '../support/fixtures';
import { everyPublicPath, LANGS, useLanguage } from '../support/publicSite';
import { ADMIN_WIDTHS, PUBLIC_WIDTHS, sidewaysOverflow } from '../support/widths';

const PUBLIC_PARTS = 3;
const ADMIN_PARTS = 2;
const partOf = <T>(list: T[], part: number, parts: number) => list.filter((_, index) => index % parts === part);

for (const lang of LANGS) {
  for (let part = 0; part < PUBLIC_PARTS; part++)
    test(`no public route scrolls sideways in ${lang} (part ${part + 1} of ${PUBLIC_PARTS})`, async ({ page }) => {
      await useLanguage(page, lang);
      // The page's clock is the test's: each route change's preloader (860 ms) is run through, not waited out.
      await page.clock.install();
      await page.goto('/favicon.ico');
      const paths = partOf(await everyPublicPath(page), part, PUBLIC_PARTS);
      const failures: string[] = [];
      await page.goto(paths[0]!);
      for (const path of paths) {
        await page.setViewportSize({ width: PUBLIC_WIDTHS[0]!, height: 900 });
        // The first page is rendered on the server; the others are reached as the site's own links reach them.
        await moveInApp(page, path);
        await page.clock.runFor(1000);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByTestId('preloader')).toHaveCount(0);
        for (const width of PUBLIC_WIDTHS) {
          const overflow = await sidewaysOverflow(page, width);
          if (overflow.length > 0) failures.push(`${path} at ${width}px: ${overflow.join('; ')}`);
        }
      }
      expect(failures).toEqual([]);
    });
}

test('no public route in tr scrolls sideways with the phone menu open', async ({ page }) => {
  await useLanguage(page, 'tr');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menüyü aç veya kapat' }).click();
  await expect(page.locator('#public-nav')).toBeVisible();
  expect(await sidewaysOverflow(page, 375)).toEqual([]);
});

for (let part = 0; part < ADMIN_PARTS; part++)
  test(`no admin screen scrolls sideways at 800, 1024 and 1366 px; at 375 px every list is a stack of named rows (part ${part + 1} of ${ADMIN_PARTS})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });
    const hrefs = await nav.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(31);
    const failures: string[] = [];
    let lists = 0;
    for (const href of partOf(hrefs, part, ADMIN_PARTS)) {
      await page.setViewportSize({ width: 1366, height: 900 });
      // As the menu's links move (a full load of the admin per screen doubled this test's time).
      await moveInApp(page, href);
      await expect(page.locator('#admin-main h1').first()).toBeVisible();
      // The screen has its rows (or none) once nothing on it is loading: a busy list still shows no row to count.
      await expect(page.locator('#root .spinner-border, #admin-main [aria-busy="true"]')).toHaveCount(0);
      for (const width of ADMIN_WIDTHS) {
        const overflow = await sidewaysOverflow(page, width);
        if (overflow.length > 0) failures.push(`${href} at ${width}px: ${overflow.join('; ')}`);
      }
      // On a phone a list is a stack of rows, each cell named by its column (mf-admin layout.css, "staff-list").
      const tables = page.locator('#admin-main .staff-list > table');
      if ((await tables.count()) === 0 || (await tables.first().locator('tbody tr').count()) === 0) continue;
      lists += 1;
      const overflow = await sidewaysOverflow(page, 375);
      if (overflow.length > 0) failures.push(`${href} at 375px: ${overflow.join('; ')}`);
      const found = await tables.first().evaluate((table) => {
        const box = table.parentElement!;
        const row = table.querySelector('tbody tr')!;
        const named = [...row.children].filter((cell) => cell.getAttribute('data-label')).length;
        return {
          scrolls: box.scrollWidth > box.clientWidth + 1,
          stacked: getComputedStyle(row).display === 'block',
          named,
        };
      });
      if (found.scrolls) failures.push(`${href}: the list scrolls sideways`);
      if (!found.stacked) failures.push(`${href}: the rows are not stacked`);
      if (found.named === 0) failures.push(`${href}: no cell is named by its column`);
    }
    // Each half of the walk met lists with rows (products, categories, users, media, orders… as the demo data has
    // them; an inbox may be empty), so it checked something.
    expect(lists).toBeGreaterThanOrEqual(2);
    expect(failures).toEqual([]);
  });

for (const width of [800, 1000]) {
  test(`at ${width} px the admin side menu opens over the content, fits, and closes again`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'Kullanıcılar', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });
    const toggle = page.getByRole('button', { name: 'Menüyü Aç/Kapat' });
    // Narrow windows start with the menu closed; the header stays on one row.
    await expect(nav).toBeHidden();
    const header = page.locator('header.navbar').first();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    const mainBefore = (await page.locator('#admin-main').boundingBox())!;

    await toggle.click();
    await expect(nav).toBeVisible();
    // Over the content: the main view has not moved or narrowed.
    const mainOpen = (await page.locator('#admin-main').boundingBox())!;
    expect(mainOpen.x).toBe(mainBefore.x);
    expect(mainOpen.width).toBe(mainBefore.width);
    expect(await sidewaysOverflow(page, width)).toEqual([]);

    // The menu's own close button, the backdrop and Escape each close it.
    await nav.getByRole('button', { name: 'Menüyü kapat' }).click();
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await toggle.click();
    await page.getByTestId('admin-menu-backdrop').click({ position: { x: width - 20, y: 400 } });
    await expect(nav).toBeHidden();
    // Following a link closes it too.
    await toggle.click();
    await nav.getByRole('link', { name: 'Kontrol Paneli' }).click();
    await expect(page.getByRole('heading', { name: 'Kontrol Paneli', level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();
  });
}
