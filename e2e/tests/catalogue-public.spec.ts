/**
 * Issue 6, public side: a visitor walks category → product list → product → cart; the search finds a part number
 * written with other separators; the vehicle-type filter narrows; product pages fetch no admin code; axe on the
 * four catalogue views. Runs on the demo catalogue of the shared e2e server.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, gate, test } from '../support/fixtures';

/** The files of mf_catalogue's admin module that its public module does not share. */
async function catalogueAdminFiles(page: Page): Promise<string[]> {
  const manifest = (await (await page.request.get('/mf/mf_catalogue/mf-manifest.json')).json()) as {
    exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const files = (name: string) => {
    const expose = manifest.exposes.find((item) => item.name === name);
    return [...(expose?.assets.js.sync ?? []), ...(expose?.assets.js.async ?? [])];
  };
  const publicFiles = new Set(files('public'));
  return files('admin').filter((file) => !publicFiles.has(file));
}

test('a visitor goes from a category to a product, adds it to the quote cart, and the cart keeps it', async ({ page }) => {
  await page.goto('/categories/air_springs');
  await page.getByTestId('category-grid').getByRole('link', { name: 'Bus Air Springs' }).click();
  await expect(page).toHaveURL(/\/products\/bus-air-springs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bus Air Springs' })).toBeVisible();
  const grid = page.getByTestId('product-grid');
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  const code = (await page.getByTestId('product-code').textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  await expect(page.getByRole('heading', { name: 'OEM cross-references' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Technical specifications' })).toBeVisible();

  // Schema.org Product in the page as a crawler reads it (the server's head: its one JSON-LD, beside the Organization
  // and the breadcrumb the page shows).
  const served = await (await page.request.get(page.url())).text();
  const graph = [...served.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
    (m) => (JSON.parse(m[1]!) as { '@graph': Record<string, unknown>[] })['@graph'],
  );
  expect(graph.find((node) => node['@type'] === 'Product')).toMatchObject({ sku: code, mpn: code, brand: { '@type': 'Brand' } });
  const shownTrail = (await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents()).map(
    (text) => text.trim(),
  );
  const trail = graph.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
  expect(trail.itemListElement.map((step) => step.name)).toEqual(shownTrail);

  await page.getByLabel('Quantity').first().fill('3');
  await page.getByRole('button', { name: 'Add to quote cart' }).click();
  await expect(page.getByText('In your quote cart: 3')).toBeVisible();
  // The cart is the public store's, kept in local storage: a reload still has it.
  await page.reload();
  await expect(page.getByText('In your quote cart: 3')).toBeVisible();
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cart') ?? '{}') as {
        tokens: string[];
        items: Record<string, { quantity: number; product: { code: string } }>;
      },
  );
  expect(stored.tokens).toHaveLength(1);
  expect(Object.values(stored.items)[0]).toMatchObject({ quantity: 3, product: { code } });

  // The cart page lists it with its quantity.
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveValue('3');
});

test('the search finds W01-358-9082 written as "W01 358 9082", and an empty result offers the vehicle types', async ({
  page,
}) => {
  await page.goto('/search-products?search=W01%20358%209082');
  const results = page.getByTestId('search-results');
  await expect(results.getByRole('link').first()).toBeVisible();
  await results.getByRole('link').first().click();
  await expect(page.getByRole('cell', { name: 'W01-358-9082' })).toBeVisible();

  await page.goto('/search-products?search=no-such-part-zzz');
  const empty = page.getByTestId('no-results');
  await expect(empty).toContainText('No products were found for this search.');
  await empty.getByRole('link', { name: 'Truck' }).click();
  await expect(page).toHaveURL(/transporter_types=truck/);
  await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible();
});

test('a search in progress is not sent again when the button is pressed twice', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pages/search-products')) searches.push(request.url());
  });
  await page.goto('/search-products');
  await page.getByRole('main').getByLabel('Enter a product code, OEM number or product name').fill('4881');
  // The search's answer is held until the second press has happened.
  const answer = gate();
  await page.route('**/api/pages/search-products**', async (route) => {
    await answer.wait;
    await route.continue();
  });
  const button = page.getByRole('main').getByRole('button', { name: 'Search' });
  await button.click();
  await expect.poll(() => searches.filter((url) => url.includes('search=4881')).length).toBe(1);
  // The button says it is busy (aria-disabled) but a person can still press it: the press must send nothing.
  await page
    .getByRole('main')
    .getByRole('button', { name: /Search/ })
    .click({ force: true });
  answer.open();
  await expect(page.getByTestId('search-results')).toBeVisible();
  expect(searches.filter((url) => url.includes('search=4881'))).toHaveLength(1);
});

test('the vehicle-type filter narrows a category’s product list', async ({ page }) => {
  await page.goto('/products/cabin-seat-air-springs');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await page.getByLabel('Vehicle type').selectOption('seat');
  await expect(page).toHaveURL(/transporter_types=seat/);
  await expect.poll(async () => cards.count()).toBeLessThan(all);
  const seat = await cards.count();
  expect(seat).toBeGreaterThan(0);
  for (let i = 0; i < seat; i++) await expect(cards.nth(i)).toContainText('Seat suspension');
});

test('product pages download no byte of the catalogue admin module, the admin remote or the login', async ({ page }) => {
  const requested: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  for (const path of ['/products/bus-air-springs', '/product/vt-4881-np01', '/search-products?search=4881']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(requested.some((url) => url.startsWith('/mf/mf_catalogue/'))).toBe(true);
  expect(requested.filter((url) => url.startsWith('/mf/mf_admin/') || url.startsWith('/mf/mf_auth/'))).toEqual([]);
  const adminFiles = await catalogueAdminFiles(page);
  expect(adminFiles.length).toBeGreaterThan(0);
  expect(requested.filter((url) => adminFiles.some((file) => url === `/mf/mf_catalogue/${file}`))).toEqual([]);
  const bodies = await Promise.all(scripts);
  // Neither the admin texts nor drag-and-drop nor the rich-text editor (TipTap/ProseMirror) reach a visitor.
  const adminMarks = ['catalogueAdmin', '@dnd-kit', '@tiptap', 'ProseMirror'];
  expect(bodies.filter((body) => adminMarks.some((mark) => body.includes(mark)))).toEqual([]);
});

for (const [path, ready] of [
  ['/categories/spare_parts', 'category-grid'],
  ['/products/bus-air-springs', 'product-grid'],
  ['/product/vt-4881-np01', 'product-gallery'],
  ['/search-products?search=4881', 'search-results'],
] as const) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    await expectNoAxeViolations(page, { include: 'main' });
  });
}

test('a category with more than a page of products pages: twelve, then the rest on page 2', async ({ page }) => {
  await page.goto('/products/truck-air-springs');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(12);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(10);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});
