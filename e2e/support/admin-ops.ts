/** Helpers for the admin-operations browser tests: signing in as anyone, API calls as the page, the SQLite file. */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/** Signs in as another staff member and opens the dashboard (fixtures.ts, signIn). */
export function signInWith(page: Page, email: string, password: string): Promise<void> {
  return signIn(page, '/admin/dashboard', { email, password });
}

/** Calls the API the way the panel does: bearer token from local storage, CSRF token from the page. */
export async function adminCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: { success: boolean; message: string; data: unknown } }> {
  const { token, csrf } = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    csrf: JSON.parse(document.getElementById('vitrin-csrf')?.textContent ?? '""') as string,
  }));
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: await response.json() };
}

/** The e2e server's SQLite database, opened beside it (WAL mode lets both write). */
export function openDatabase(dataDir: string): Database.Database {
  const db = new Database(join(dataDir, 'vitrin.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

export async function expectMenuLinks(page: Page, hrefs: string[]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });
  await expect(nav).toBeVisible();
  const found = await nav.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(found.sort()).toEqual([...hrefs].sort());
}
