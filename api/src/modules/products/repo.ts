import type { Db } from '../../db/connection';

/** An active product's SEO title (or name) and description in one language, for the page's <title>. */
export async function findProductMeta(
  db: Db,
  seoName: string,
  lang: string,
): Promise<{ title: string | null; description: string | null } | undefined> {
  const row = await db
    .selectFrom('products')
    .innerJoin('product_translations', 'product_translations.product_id', 'products.id')
    .select([
      'products.code',
      'product_translations.name',
      'product_translations.seo_title',
      'product_translations.seo_description',
      'product_translations.short_description',
    ])
    .where('products.seo_name', '=', seoName)
    .where('products.is_active', '=', 1)
    .where('product_translations.lang', '=', lang)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    title: row.seo_title ?? (row.name ? `${row.code} ${row.name}` : row.code),
    description: row.seo_description ?? row.short_description,
  };
}
