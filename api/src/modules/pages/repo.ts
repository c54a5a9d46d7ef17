import type { ImageAsset, Localized } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';
import { imageAssets } from '../files/repo';
import { live } from '../../lib/schedule';

const FIELDS = ['title', 'body'] as const;

/** A page's texts and image as visitors see them: undefined when it is missing or outside its publishing window. */
export async function findPage(
  db: Db,
  key: string,
  langs: readonly string[],
): Promise<({ page: string; image: ImageAsset | null } & Localized<'title' | 'body'>) | undefined> {
  const page = await db
    .selectFrom('pages')
    .select(['id', 'key', 'image_id'])
    .where('key', '=', key)
    .where(live(db, 'pages'))
    .executeTakeFirst();
  if (!page) return undefined;
  const [translations, images] = await Promise.all([
    db.selectFrom('page_translations').select(['page_id', 'lang', 'title', 'body']).where('page_id', '=', page.id).execute(),
    imageAssets(db, [page.image_id]),
  ]);
  const texts = localize(translations, (r) => r.page_id, FIELDS, langs);
  return {
    page: page.key,
    image: page.image_id === null ? null : (images.get(page.image_id) ?? null),
    ...localizedFor(texts, page.id, FIELDS, langs),
  };
}
