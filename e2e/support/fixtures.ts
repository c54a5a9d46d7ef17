import { expect, test as base, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer } from './server';

/**
 * Waits until the page's network has been idle for half a second, for at most `ms`: not fatal, as a visitor does not
 * wait for ever either (CI once saw the idle event of a news page with an embedded video never fire, every request
 * long finished), and what the test asserts next has waits of its own.
 */
async function networkIdle(page: Page, ms: number): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: ms }).catch(() => undefined);
}

/**
 * A server-rendered page is visible (and clickable) before its script has taken it over. Tests act as a
 * visitor who waits for the page to be ready: after `goto` and `reload` (without an explicit `waitUntil`), a
 * rendered page is awaited until the network is idle, when every remote and chunk it needs has arrived, and then
 * until React owns every control on it (hydration goes on after the last chunk, longer on a busy machine). A page
 * drawn in the browser is awaited until no loading spinner is left.
 * (What a visitor types before that is kept: e2e/tests/ssr.spec.ts.) Without JavaScript nothing is awaited.
 */
async function settle(page: Page, scripts: boolean): Promise<void> {
  if (!scripts) return;
  const rendered = await page.evaluate(() => document.documentElement.hasAttribute('data-server-rendered')).catch(() => false);
  if (!rendered) {
    // A page drawn in the browser (the admin, the login) shows a spinner while its remote and its screen's chunk
    // load: a visitor waits for it to go. Not fatal: a test of a page that stays loading asserts what it sees.
    await page
      .waitForFunction(
        () => {
          const root = document.getElementById('root');
          return root !== null && root.childElementCount > 0 && root.querySelector('.spinner-border') === null;
        },
        undefined,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    return;
  }
  await networkIdle(page, 30_000);
  // A control inside stored HTML (an editor's link in a content page) is React's once the element holding that
  // HTML is: React never marks what it sets with dangerouslySetInnerHTML.
  await page.waitForFunction(
    () => {
      const keyOf = (node: Element, prefix: string) => Object.keys(node).find((key) => key.startsWith(prefix));
      const inStoredHtml = (node: Element) => {
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          const props = keyOf(parent, '__reactProps$');
          if (
            props &&
            (parent as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[props]?.dangerouslySetInnerHTML
          )
            return true;
        }
        return false;
      };
      return Array.from(document.querySelectorAll('#root :is(a[href], button, input, select, textarea, summary)')).every(
        (node) => keyOf(node, '__reactFiber$') !== undefined || inStoredHtml(node),
      );
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** What a test expects the CSP to block on a page (an attack it plays), by a part of the console's message. */
const expectedBlocks = new WeakMap<Page, string[]>();

/** The page will try something the CSP must block (e.g. a pasted `onerror`): that violation is the wall working. */
export function expectCspToBlock(page: Page, messagePart: string): void {
  expectedBlocks.set(page, [...(expectedBlocks.get(page) ?? []), messagePart]);
}

/**
 * Every page runs under the server's Content-Security-Policy (docs/security.md): a script it blocks is a broken
 * page, so a test whose page logged a CSP violation fails, unless the test said it plays an attack the CSP blocks.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await settle(page, javaScriptEnabled);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await settle(page, javaScriptEnabled);
      return response;
    };
    await provide(page);
    const expected = expectedBlocks.get(page) ?? [];
    const unexpected = violations.filter((text) => !expected.some((part) => text.includes(part)));
    expect(unexpected, 'CSP violations logged by the page').toEqual([]);
  },
});

export { expect };

/** Gives the calling spec a server of its own on `port` (its tests run in order; the server stops after them). */
export function withOwnServer(port: number): void {
  let server: RunningServer | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    server = await startServer(port);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
}

/**
 * Moves to `href` inside the running app, as its own links do (the router follows a history step), without the
 * full load a `goto` costs, and waits until the network is idle.
 */
export async function moveInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
  await expect(page.locator('#root .spinner-border')).toHaveCount(0, { timeout: 15_000 });
  await networkIdle(page, 15_000);
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/giris-yap');
  await page.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  // The first sign-in of a run also loads the admin remote: on a loaded 2-core CI machine that took over 30 s, so
  // the wait and the test's own time grow by as much.
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + 30_000);
  await page.waitForURL('**/admin/dashboard', { timeout: 60_000 });
}

/** The header's logout: it sits in the profile menu. */
export async function logOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Profil/ }).click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
}

/** Reads an envelope's data from the API, as a client would. */
export async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/** The visitor's CSRF token as the page carries it (#vitrin-csrf, a JSON string), for calls made as the page. */
export async function csrfTokenOf(page: Page): Promise<string> {
  const text = await page.locator('#vitrin-csrf').textContent();
  return JSON.parse(text ?? '""') as string;
}
