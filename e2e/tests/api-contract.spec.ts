/** Issue "Foundation", point 6: the envelope, clear 4xx for bad bodies, and CSRF on unsafe requests. */
import { csrfTokenOf, expect, test } from '../support/fixtures';

test('every API response carries the envelope, failures included', async ({ request }) => {
  for (const path of ['/api/pages/all-languages', '/api/pages/categories', '/api/no-such-endpoint', '/api/admin/status']) {
    const response = await request.get(path);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['success', 'message', 'data']));
    expect(typeof body.success).toBe('boolean');
  }
});

test('the page carries a CSRF token; an unsafe request without it is refused', async ({ page }) => {
  await page.goto('/giris-yap');
  const token = await csrfTokenOf(page);
  expect(token).toBeTruthy();

  const refused = await page.request.post('/api/auth/login', { data: { email: 'a@b.co', password: 'secret1' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { success: boolean }).success).toBe(false);

  const accepted = await page.request.post('/api/auth/login', {
    data: { email: 'nobody@vitrin.test', password: 'secret1' },
    headers: { 'X-CSRF-TOKEN': token ?? '', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(accepted.status()).toBeLessThan(500);
  expect(((await accepted.json()) as { success: boolean }).success).toBe(false);
});

test('a malformed body gets a 4xx with a clear message and no stack trace', async ({ page }) => {
  await page.goto('/giris-yap');
  const token = await csrfTokenOf(page);
  const response = await page.request.post('/api/auth/login', {
    headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
    data: '{"email": "broken',
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+\.(js|ts):\d+/);
  const body = JSON.parse(text) as { success: boolean; message: string };
  expect(body.success).toBe(false);
  expect(body.message.length).toBeGreaterThan(5);
});
