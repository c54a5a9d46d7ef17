/**
 * Fills the quote cart the way the site keeps it (local storage key `cart`, see shared-libs cartSlice) with
 * real products from the database, for the specs that need a cart before the catalogue's product page can
 * add to it.
 */
import type { Page } from '@playwright/test';
import { queryDatabase } from './database';

export interface CartRow {
  token: string;
  code: string;
  seo_name: string;
  name_en: string;
  name_tr: string;
}

export function products(count: number): CartRow[] {
  return queryDatabase<CartRow>(
    `select p.token, p.code, p.seo_name, en.name as name_en, tr.name as name_tr
       from products p
       join product_translations en on en.product_id = p.id and en.lang = 'en'
       join product_translations tr on tr.product_id = p.id and tr.lang = 'tr'
      where p.is_active = 1
      order by p.id
      limit ?`,
    count,
  );
}

export async function putProductsInCart(page: Page, count: number): Promise<CartRow[]> {
  const rows = products(count);
  const cart = {
    tokens: rows.map((r) => r.token),
    items: Object.fromEntries(rows.map((r) => [r.token, { product: { ...r, image: null }, quantity: 1 }])),
  };
  await page.goto('/favicon.ico');
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), cart);
  return rows;
}
