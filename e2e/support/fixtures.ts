import { type APIRequestContext, expect, test as base, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { clearMails } from './mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD, resetData, type WorkerServer, workerServer } from './server';

/** Shared with the benchmarks that act on a page (hydration.ts). */
export { hydrated };

/**
 * A server-rendered page is visible (and clickable) before its script has taken it over. Tests act as a
 * visitor who waits for the page to be ready: after `goto` and `reload` (without an explicit `waitUntil`), a
 * rendered page is awaited until React owns every control on it (hydrated(): its remotes and chunks have arrived
 * and hydration, which goes on after the last chunk, has reached every control) — a state, not a quiet spell. A page
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
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    return;
  }
  await hydrated(page);
}

/** What a test expects the CSP to block on a page (an attack it plays), by a part of the console's message. */
const expectedBlocks = new WeakMap<Page, string[]>();

/** The page will try something the CSP must block (e.g. a pasted `onerror`): that violation is the wall working. */
export function expectCspToBlock(page: Page, messagePart: string): void {
  expectedBlocks.set(page, [...(expectedBlocks.get(page) ?? []), messagePart]);
}

/** The test file the data of each worker's server was last reset for (one worker runs one file at a time). */
let resetFor: string | undefined;

/**
 * Every test runs against its worker's server (started once by the global setup), and every test file begins
 * with that server's first data: the first test of a file resets it (docs/testing.md). A file's `beforeAll`
 * therefore writes nothing to the server: what a test needs, it makes itself.
 *
 * Every page runs under the server's Content-Security-Policy (docs/security.md): a script it blocks is a broken
 * page, so a test whose page logged a CSP violation fails, unless the test said it plays an attack the CSP blocks.
 */
export const test = base.extend<{ freshData: void }, { server: WorkerServer }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  server: [async ({}, provide, workerInfo) => provide(workerServer(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ server }, provide) => provide(server.url),
  freshData: [
    async ({ server }, provide, testInfo) => {
      if (resetFor !== testInfo.file) {
        await resetData(server);
        clearMails(server.mailDir);
        resetFor = testInfo.file;
      }
      await provide();
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, provide) => {
    await page.context().addInitScript(recordDialogs);
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

/**
 * Moves to `href` inside the running app, as its own links do (the router follows a history step), without the
 * full load a `goto` costs, and waits until the new screen is there: no spinner left, and every picture it shows
 * (a lazy one off screen aside) loaded, so what is measured next is the finished page.
 */
export async function moveInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  await expect(page).toHaveURL((url) => {
    // A page in another language than the default keeps `?lang=` as it moves on (useSiteLanguage).
    const shown = new URL(url);
    if (!new URL(href, url).searchParams.has('lang')) shown.searchParams.delete('lang');
    return shown.pathname + shown.search === href;
  });
  await expect(page.locator('#root .spinner-border')).toHaveCount(0);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'));
}

/**
 * Signs in as a staff member (the Süper Yönetici by default) the way the login screen does — its own call, the
 * session kept where the screen keeps it — and opens `at` in the panel. The login screen itself is driven by hand
 * in e2e/tests/auth-login.spec.ts; the other admin tests start at their own screen, not at the dashboard.
 */
export async function signIn(
  page: Page,
  at = '/admin/dashboard',
  who: { email: string; password: string } = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
): Promise<void> {
  const loginPage = await (await page.request.get('/giris-yap')).text();
  const csrf = JSON.parse(/<script id="vitrin-csrf"[^>]*>([^<]*)<\/script>/.exec(loginPage)?.[1] ?? '""') as string;
  const answer = await page.request.post('/api/auth/login', { headers: { 'X-CSRF-TOKEN': csrf }, data: who });
  const body = (await answer.json()) as {
    success: boolean;
    message: string;
    token?: string;
    expires_in?: number;
    data?: unknown;
  };
  expect(body.success, body.message).toBe(true);
  // A same-origin document that runs nothing, to write the session where the panel reads it at start.
  await page.goto('/favicon.ico');
  await page.evaluate(
    ({ token, user, expiresAt }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('expires_at', String(expiresAt));
    },
    { token: body.token!, user: body.data, expiresAt: Date.now() + (body.expires_in ?? 0) * 1000 },
  );
  await page.goto(at);
  await expect(page.locator('#admin-main h1').first()).toBeVisible();
}

/**
 * Every SweetAlert2 dialog a page shows, by title, in order (`window.__vitrinDialogs`): set up in each page of the
 * test's context before the app's own script runs. An outcome dialog closes itself after 2–3 s; on a loaded machine
 * the test runner may not look during that time (its polls wait behind the host), so a test reads what the page
 * showed rather than what it still shows. Nothing in the page's DOM is touched.
 */
function recordDialogs(): void {
  const record = { shown: [] as string[], read: 0 };
  const seen = new WeakSet<Element>();
  (window as unknown as { __vitrinDialogs: typeof record }).__vitrinDialogs = record;
  new MutationObserver(() => {
    for (const popup of Array.from(document.querySelectorAll('.swal2-popup'))) {
      const title = popup.querySelector('.swal2-title')?.textContent?.trim();
      if (seen.has(popup) || !title) continue;
      seen.add(popup);
      record.shown.push(title);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page has shown a dialog titled `title` (SweetAlert2's "Başarılı", "Güncellendi", "Silindi"…)
 * since the last dialog the test read in this document, whether or not it is still open, and reads it.
 */
export async function sawDialog(page: Page, title: string | RegExp): Promise<void> {
  const pattern = typeof title === 'string' ? { source: `^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' } : title;
  await expect
    .poll(
      () =>
        page
          .evaluate(
            ({ source, flags }) => {
              const record = (window as unknown as { __vitrinDialogs?: { shown: string[]; read: number } }).__vitrinDialogs;
              if (!record) return null;
              const matches = new RegExp(source, flags);
              const at = record.shown.findIndex((text, index) => index >= record.read && matches.test(text));
              if (at < 0) {
                // What a failure reports: the dialogs shown, the one still open (its buttons are disabled once one
                // was pressed), and the last calls to the API that have finished, so a lost click tells itself
                // apart from a slow answer.
                const open = document.querySelector('.swal2-popup');
                const calls = performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry.name.includes('/api/'))
                  .slice(-3)
                  .map((entry) => `${new URL(entry.name).pathname} ${Math.round(entry.duration)} ms`);
                return {
                  shown: record.shown.slice(record.read),
                  open: open
                    ? `${open.querySelector('.swal2-title')?.textContent ?? ''}${open.querySelector('.swal2-confirm:disabled') ? ' (pressed)' : ''}`
                    : null,
                  calls,
                };
              }
              record.read = at + 1;
              return true;
            },
            { source: pattern.source, flags: pattern.flags },
          )
          // A page between two documents answers on the next poll.
          .catch(() => null),
      {
        message: `the page shows a dialog titled ${String(title)} (received: the dialogs it showed since the last one read, the one open, the last API calls)`,
      },
    )
    .toBe(true);
}

/**
 * Reads an outcome dialog (which closes itself after 2–3 s) and closes it as a person does, with Escape, rather
 * than waiting out its time: a click behind it would wait for it to go. How long it stays is proven once, in the
 * component tests (docs/testing.md, "Waiting for states").
 */
export async function closeDialog(page: Page, title: string | RegExp): Promise<void> {
  await sawDialog(page, title);
  if ((await page.locator('.swal2-container').count()) > 0) await page.keyboard.press('Escape');
  await expect(page.locator('.swal2-container')).toHaveCount(0);
}

/** The header's logout: it sits in the profile menu. */
export async function logOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Profil/ }).click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
}

/** Reads an envelope's data from the API, as a client would. */
export async function apiData<T>(from: Page | APIRequestContext, path: string): Promise<T> {
  const response = await ('request' in from ? from.request : from).get(path);
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

/**
 * A gate the test opens: `wait` holds whatever awaits it (a routed request, say) until the test calls `open`, so a
 * test plays "the answer is slow" by holding it for exactly as long as it needs, not for a guessed time.
 */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}
