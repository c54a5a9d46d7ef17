import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server';

export { expect, test };

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/giris-yap');
  await page.getByLabel('E-Mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
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
