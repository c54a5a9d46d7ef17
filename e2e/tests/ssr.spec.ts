/**
 * Server rendering (docs/architecture.md, "Server rendering"): every public route arrives as finished HTML in the
 * visitor's language with its search-engine head, hydrates without an error or a refetch, reads without script,
 * and answers 404 for what does not exist. A remote that cannot render, and one published anew: ssr-releases.spec.ts;
 * robots.txt and the sitemap: crawl.spec.ts.
 */
import type { Page } from '@playwright/test';
import { apiData, expect, gate, hydrated, test } from '../support/fixtures';
import { LANGS, type Lang } from '../support/publicSite';
import { html, rootOf, textOf } from '../support/html';

interface Item {
  seo_name: string;
  [field: string]: unknown;
}
interface Paged<T> {
  data: T[];
}

const jsonLdTypes = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as { '@type'?: string; '@graph'?: { '@type': string }[] };
    return data['@graph'] ? data['@graph'].map((node) => node['@type']) : [data['@type']!];
  });

test.describe('server-rendered public pages', () => {
  test('every public route, in English and Turkish, arrives with its content, language and search-engine head', async ({
    page,
    request,
  }) => {
    const news = await apiData<Paged<Item>>(page, '/api/pages/blog/news?page=1');
    const categories = await apiData<(Item & { section: string })[]>(page, '/api/pages/categories');
    const category = categories.find((c) => c.section === 'air_springs')!;
    const list = await apiData<{ products: Paged<Item & { code: string }> }>(
      page,
      `/api/pages/products/${category.seo_name}?page=1`,
    );
    const product = list.products.data[0]!;
    // Contracts are named per language: the list in each.
    const contractsIn = async (lang: Lang) =>
      (await apiData<{ name: string; seo_name: string | null }[]>(page, `/api/pages/contracts?lang=${lang}`)).filter(
        (c) => c.seo_name,
      );
    const contracts = { en: await contractsIn('en'), tr: await contractsIn('tr') };
    const contract = contracts.en[0]!;
    const videos = await apiData<Paged<Item>>(page, '/api/pages/blog/videos?page=1');
    const photos = await apiData<Paged<Item>>(page, '/api/pages/blog/photos?page=1');

    const routes: { path: string; expect?: (lang: Lang) => string[]; jsonLd?: string }[] = [
      { path: '/' },
      ...['/about-us', '/vision-mission', '/global-brand', '/sustainability', '/our-policies', '/career'].map((path) => ({
        path,
      })),
      { path: '/quality-policy' },
      { path: '/certificates' },
      { path: '/categories/air_springs', expect: (lang) => [category[`name_${lang}`] as string] },
      {
        path: `/products/${category.seo_name}`,
        expect: (lang) => [category[`name_${lang}`] as string, product.code, product[`name_${lang}`] as string],
      },
      {
        path: `/product/${product.seo_name}`,
        expect: (lang) => [product.code, product[`name_${lang}`] as string],
        jsonLd: 'Product',
      },
      { path: '/search-products' },
      { path: '/news', expect: (lang) => [news.data[0]![`title_${lang}`] as string] },
      { path: `/news/${news.data[0]!.seo_name}`, expect: (lang) => [news.data[0]![`title_${lang}`] as string] },
      { path: '/media-videos', expect: (lang) => [videos.data[0]![`title_${lang}`] as string] },
      { path: `/videos/${videos.data[0]!.seo_name}`, expect: (lang) => [videos.data[0]![`title_${lang}`] as string] },
      { path: '/photos', expect: (lang) => [photos.data[0]![`title_${lang}`] as string] },
      { path: `/photos/${photos.data[0]!.seo_name}`, expect: (lang) => [photos.data[0]![`title_${lang}`] as string] },
      { path: '/blog' },
      { path: '/catalogues' },
      { path: '/cart' },
      { path: '/checkout' },
      { path: '/contact' },
      { path: '/human-resources' },
      { path: `/contract/${contract.seo_name}`, expect: (lang) => [contracts[lang][0]!.name] },
    ];

    for (const route of routes) {
      for (const lang of LANGS) {
        const url = `${route.path}?lang=${lang}`;
        const { status, body } = await html(request, url);
        expect([url, status]).toEqual([url, 200]);
        expect(body, url).toMatch(new RegExp(`<html data-server-rendered [^>]*lang="?${lang}"?>`));
        const root = textOf(rootOf(body));
        // A finished page: a heading, the navbar and footer, and what the database holds for it.
        expect(/<h1[^>]*>[^<]+/.test(rootOf(body)), `${url} has an h1`).toBe(true);
        for (const text of route.expect?.(lang) ?? []) expect(root, `${url} shows "${text}"`).toContain(text);
        // Head: canonical, every language plus x-default, Open Graph, JSON-LD.
        // English, the language of a first visit, is the bare address (docs/seo.md).
        const query = lang === 'en' ? '' : `\\?lang=${lang}`;
        expect(body).toMatch(
          new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${escapeRe(route.path)}${query}">`),
        );
        for (const abbr of [...LANGS, 'x-default']) expect(body, `${url} ${abbr}`).toContain(`hreflang="${abbr}"`);
        expect(body).toContain('<meta property="og:title"');
        const types = jsonLdTypes(body);
        expect(types, url).toContain('Organization');
        if (route.path !== '/') expect(types, url).toContain('BreadcrumbList');
        if (route.jsonLd) expect(types, url).toContain(route.jsonLd);
        // Nothing left saying the site needs script (the head's <noscript> links the whole stylesheet for a browser
        // without scripts: docs/performance.md, "CSS that blocks the first paint").
        expect(body.slice(body.indexOf('</head>'))).not.toContain('<noscript>');
      }
    }
  });

  test('a rendered page hydrates with no error and fetches only what it did not carry; then the site works as before', async ({
    page,
  }) => {
    const errors: string[] = [];
    const apiCalls: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(req.url()).pathname);
    });
    await page.goto('/news?lang=en');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The page carries the texts its first render reads (docs/architecture.md, "Server rendering"): afterwards it
    // asks only for the rest of the language pack, never an answer it has.
    expect(apiCalls).toEqual(['/api/pages/static-languages']);

    // Client navigation: a link within the page is not a page load.
    const loads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(frame.url());
    });
    const navigation = page.getByRole('navigation').first();
    await navigation.getByRole('link', { name: 'Contact' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(apiCalls.length).toBeGreaterThanOrEqual(0);

    // Language switching in the page.
    await switchToTurkish(page);
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect(errors).toEqual([]);
  });

  test('every script a rendered page announces is one its start loads, and none goes unused', async ({ page }) => {
    const scripts: string[] = [];
    const warnings: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    for (const path of ['/', '/categories/air_springs']) {
      scripts.length = 0;
      await page.goto(path);
      const announced = JSON.parse((await page.locator('#vitrin-preload').textContent()) ?? '[]') as string[];
      // The shell's steps and the page's remotes (docs/performance.md, "One round trip to every script").
      expect(announced.filter((href) => href.startsWith('/mf/shell/')).length).toBeGreaterThan(3);
      expect(announced.some((href) => href === '/mf/mf_public/remoteEntry.js')).toBe(true);
      expect(announced.some((href) => href.startsWith('/mf/mf_catalogue/'))).toBe(path !== '/');
      await expect(page.locator('html')).toHaveAttribute('data-server-rendered', '');
      await page.waitForLoadState('networkidle');
      await expect.poll(() => announced.filter((href) => !scripts.includes(href))).toEqual([]);
    }
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });

  test('a rendered page paints with the part of the stylesheet it carries; the whole file, loaded after, moves nothing', async ({
    page,
  }) => {
    // What each element of the screen looks like: its box, colours and font (docs/performance.md, "CSS that blocks
    // the first paint").
    const looks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root *')].map((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return `${element.tagName}.${element.className} ${box.x},${box.y},${box.width},${box.height} ${style.color} ${style.backgroundColor} ${style.font} ${style.display}`;
        }),
      );
    const list = await apiData<{ products: Paged<Item> }>(page, '/api/pages/products/bus-air-springs?page=1');
    const paths = ['/', '/categories/air_springs', `/product/${list.products.data[0]!.seo_name}`];
    for (const [width, path] of [375, 1280].flatMap((w) => paths.map((p) => [w, p] as const))) {
      await page.setViewportSize({ width, height: 800 });
      // The whole stylesheet is held until the first paint has been looked at, and the shell's script until the
      // stylesheet is in: what changes between the two looks is the styles' doing alone.
      const sheet = gate();
      const script = gate();
      await page.route('**/mf/shell/main.*.css', async (route) => {
        await sheet.wait;
        await route.continue();
      });
      await page.route('**/mf/shell/main.*.js', async (route) => {
        await script.wait;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForSelector('footer');
      // Every image in, the lazy ones too (made eager): an image has no box of its own until it has loaded, and a lazy
      // one near the window loads whenever the browser gets to it, between the two looks or not.
      await page.evaluate(() => [...document.images].forEach((image) => (image.loading = 'eager')));
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await expect(page.locator('head > style[data-href^="/mf/shell/main."]')).toHaveCount(1);
      const first = await looks();
      await expect(page.locator('head > style[data-href] + link[rel="stylesheet"]:not([data-loaded])')).toHaveCount(1);
      sheet.open();
      await expect(page.locator('head > style[data-href] + link[rel="stylesheet"][data-loaded]')).toHaveCount(1);
      expect(await looks(), `${path} at ${width} px`).toEqual(first);
      script.open();
      await hydrated(page);
      await page.unrouteAll();
    }
  });

  test('hydration keeps the server’s markup (nothing is rendered again) and what was typed before the script ran', async ({
    page,
  }) => {
    const list = await apiData<{ products: Paged<Item & { code: string }> }>(page, '/api/pages/products/bus-air-springs?page=1');
    // The shell's script arrives late, as on a slow phone: the visitor sees and uses the server's page meanwhile.
    // It is held until the test has looked and typed.
    let script = gate();
    await page.route('**/mf/shell/main.*.js', async (route) => {
      await script.wait;
      await route.continue();
    });
    const selectors = ['nav', 'main h1', 'main section', 'footer'];
    for (const path of ['/about-us?lang=en', `/product/${list.products.data[0]!.seo_name}?lang=en`, '/contact?lang=en']) {
      script = gate();
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForSelector('footer');
      await page.evaluate((list) => {
        (window as unknown as { before: (Element | null)[] }).before = list.map((s) => document.querySelector(s));
      }, selectors);
      if (path.startsWith('/contact')) {
        await page.getByLabel('Company name').first().fill('Typed Early Ltd');
        await page.getByLabel('Full name').first().fill('Early Bird');
      }
      script.open();
      await hydrated(page);
      const kept = await page.evaluate(
        (list) =>
          list.map((s, i) => (window as unknown as { before: (Element | null)[] }).before[i] === document.querySelector(s)),
        selectors,
      );
      expect([path, kept]).toEqual([path, selectors.map(() => true)]);
    }
    await expect(page.getByLabel('Company name').first()).toHaveValue('Typed Early Ltd');
    await expect(page.getByLabel('Full name').first()).toHaveValue('Early Bird');
  });

  test('the cart and the contact form work on a rendered page', async ({ page }) => {
    const list = await apiData<{ products: Paged<Item & { code: string }> }>(page, '/api/pages/products/bus-air-springs?page=1');
    const product = list.products.data[0]!;
    await page.goto(`/product/${product.seo_name}?lang=en`);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: /add to (quote )?cart/i })
      .first()
      .click();
    await page.goto('/cart?lang=en');
    await expect(page.getByText(product.code).first()).toBeVisible();

    await page.goto('/contact?lang=en');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /send/i }).first().click();
    // The form is live: it validates on the client after hydration.
    await expect(page.getByText(/required|zorunlu/i).first()).toBeVisible();
  });

  test('unknown paths and slugs answer 404 with the not-found page in the language of the visit', async ({ request }) => {
    for (const url of [
      '/no-such-page',
      '/404',
      '/product/no-such-part',
      '/products/no-such-list',
      '/categories/boats',
      '/news/no-such-article',
      '/photos/none',
      '/contract/none',
    ]) {
      const { status, body } = await html(request, `${url}?lang=en`);
      expect([url, status]).toEqual([url, 404]);
      expect(textOf(rootOf(body)), url).toContain('Page Not Found');
      expect(body).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    const turkish = await html(request, '/products/no-such-list?lang=tr');
    expect(turkish.status).toBe(404);
    expect(textOf(rootOf(turkish.body))).toContain('Sayfa Bulunamadı');
  });

  test('200 interleaved requests in English and Turkish: every answer is wholly in its language', async ({ request }) => {
    const paths = ['/', '/about-us', '/news', '/categories/air_springs', '/contact'];
    const marks: Record<Lang, { words: string[] }> = {
      en: { words: ['Home', 'Contact'] },
      tr: { words: ['Ana Sayfa', 'İletişim'] },
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const lang = LANGS[i % 2]!;
        const path = paths[i % paths.length]!;
        return html(request, `${path}?lang=${lang}`).then((answer) => ({ lang, path, ...answer }));
      }),
    );
    for (const { lang, path, status, body } of answers) {
      expect([path, status]).toEqual([path, 200]);
      expect(body).toMatch(new RegExp(`<html data-server-rendered [^>]*lang="?${lang}"?>`));
      const other = lang === 'en' ? 'tr' : 'en';
      const state = /<script id="vitrin-state" type="application\/json">([^<]*)<\/script>/.exec(body)![1]!;
      // The language pack in the page's state is this language's, never the other's.
      expect(state).toContain(`"abbr":"${lang}"`);
      expect(state).not.toContain(`staticTexts(\\"${other}\\")`);
      for (const word of marks[lang].words) expect(textOf(rootOf(body)), `${path} ${lang}`).toContain(word);
    }
  });

  test('without JavaScript, a visitor reaches an inner page and switches language by links alone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/?lang=en');
      await page.locator('a[href="/about-us"]:visible').first().click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await page.locator('a[href$="?lang=tr"]:visible').first().click();
      await expect(page).toHaveURL(/\/about-us\?lang=tr$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('without JavaScript, a category pages through links and filters with its form; the quote cart says it needs JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/products/truck-air-springs?lang=en');
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(12);
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/products\/truck-air-springs\?lang=en&page=2$/);
      await expect(cards).toHaveCount(10);
      const filters = page.getByRole('form', { name: 'Filter products' });
      await filters.getByLabel('Vehicle type').selectOption('truck');
      await filters.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/transporter_types=truck/);
      await expect(filters.getByRole('status')).toContainText('products');
      // The header's search is the search page's address.
      await page.getByRole('button', { name: 'Search products' }).click();
      await expect(page).toHaveURL(/\/search-products$/);
      await page.goto('/product/vt-4881-np01?lang=en');
      await expect(page.getByText('The quote cart needs JavaScript')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('without JavaScript, the search form on /search-products sends its query and the results arrive', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/search-products?lang=en');
      const form = page.locator('main').getByRole('search');
      await form.getByRole('searchbox').fill('4881');
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search-products\?search=4881/);
      await expect(form.getByRole('searchbox')).toHaveValue('4881');
      await expect(page.locator('main').getByRole('link', { name: /4881/ }).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function switchToTurkish(page: Page): Promise<void> {
  const trigger = page.getByRole('button', { name: /language|dil/i }).first();
  if (await trigger.isVisible().catch(() => false)) await trigger.click();
  await page
    .getByRole('link', { name: /^(TR|Türkçe)$/ })
    .first()
    .click();
}
