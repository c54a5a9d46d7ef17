/**
 * Issue 29, lists: the product list and an inbox sort on the server and filter, the address keeps the view, and a
 * row's screen and Back return to the same page, sort and filter (docs/architecture.md, "Lists").
 */
import { expect, signIn, test, csrfTokenOf } from '../support/fixtures';

const search = (url: string) => Object.fromEntries(new URL(url).searchParams);

test('the product list: sorted by code descending, active only, page 2; a product and Back return to that view', async ({
  page,
}) => {
  await signIn(page, '/admin/pages/air-springs');
  const table = page.getByRole('table');
  const codeHead = table.getByRole('columnheader', { name: /Ürün Kodu/ });
  await expect(codeHead).toHaveAttribute('aria-sort', 'none');
  await codeHead.getByRole('button').click();
  await expect(codeHead).toHaveAttribute('aria-sort', 'ascending');
  await codeHead.getByRole('button').click();
  await expect(codeHead).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Aktif' });
  await expect.poll(() => search(page.url())).toEqual({ sort: '-code', is_active: '1' });

  const codes = () => table.locator('tbody tr td:nth-child(3)').allTextContents();
  // The header and the address change at the click; the rows once the server has answered, while the list shows the
  // last rows it had, marked busy (a run read the ascending rows here).
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(async () => (await codes()).length).toBeGreaterThan(0);
  const firstPage = await codes();
  // Descending by code, and every row active.
  expect(firstPage).toEqual([...firstPage].sort().reverse());
  await expect(table.getByText('Pasif')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sayfa 2' }).click();
  await expect.poll(() => search(page.url())).toEqual({ sort: '-code', is_active: '1', page: '2' });
  await expect.poll(async () => (await codes())[0]).not.toBe(firstPage[0]);
  const secondPage = await codes();
  expect(secondPage[0]! < firstPage.at(-1)!).toBe(true);

  await table.getByRole('link', { name: `Düzenle: ${secondPage[0]}` }).click();
  await expect(page.getByRole('heading', { name: `Ürünü Düzenle: ${secondPage[0]}` })).toBeVisible();
  await page.goBack();
  await expect.poll(() => search(page.url())).toEqual({ sort: '-code', is_active: '1', page: '2' });
  await expect(codeHead).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('combobox', { name: 'Durum' })).toHaveValue('1');
  await expect.poll(codes).toEqual(secondPage);
});

test('an inbox: sorted by sender, unread only; a message opened and Back return to the list, the filter still on', async ({
  page,
}) => {
  await page.goto('/contact');
  const csrf = await csrfTokenOf(page);
  for (const name of ['Ada Liste', 'Berk Liste', 'Cansu Liste']) {
    const sent = await page.request.post('/api/contact', {
      headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
      data: {
        company_name: 'Liste A.Ş.',
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
        phone: '+90 555 000 00 00',
        message: 'Fiyat?',
      },
    });
    expect(sent.ok()).toBe(true);
  }
  await signIn(page, '/admin/contact');
  const table = page.getByRole('table');
  const senders = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
  const fromHead = table.getByRole('columnheader', { name: /Gönderen/ });
  await fromHead.getByRole('button').click();
  await fromHead.getByRole('button').click();
  await expect(fromHead).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('combobox', { name: 'Okunma' }).selectOption({ label: 'Okunmamış' });
  await expect.poll(() => search(page.url())).toEqual({ sort: '-name', check: '0' });
  await expect.poll(senders).toEqual(['Cansu ListeYeni', 'Berk ListeYeni', 'Ada ListeYeni']);

  await table.getByRole('button', { name: 'Aç: Berk Liste' }).click();
  await expect(page.getByRole('heading', { name: 'Berk Liste mesajı' })).toBeVisible();
  expect(search(page.url())).toMatchObject({ sort: '-name', check: '0' });

  // Back closes the message and shows the list as it was: the same sort and filter (Berk, now read, is out).
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Berk Liste mesajı' })).toHaveCount(0);
  await expect.poll(() => search(page.url())).toEqual({ sort: '-name', check: '0' });
  await expect(fromHead).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('combobox', { name: 'Okunma' })).toHaveValue('0');
  await expect.poll(senders).toEqual(['Cansu ListeYeni', 'Ada ListeYeni']);

  // The view is an address: reloaded (or bookmarked), it opens the same.
  await page.reload();
  await expect(fromHead).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(senders).toEqual(['Cansu ListeYeni', 'Ada ListeYeni']);
});
