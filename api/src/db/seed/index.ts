import type { Kysely } from 'kysely';
import type { Brand } from '@vitrin/shared-libs/types/api';
import type { Storage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import type { Database } from '../database';
import { writeBrandAssets } from './brand-assets';
import { catalogueDrawings, seedCatalogue, writeDatasheets } from './catalogue';
import { contentDrawings, seedContent } from './content';
import { seedEssentials } from './essentials';
import { insertImageRows, renderDrawings } from './images';
import { publicContentDrawings, seedPublicContent, writeCataloguePdfs } from './public-content';

/** Set once the demo content has been written, so deleting it all in the admin never brings it back. */
const DEMO_MARKER = 'seed.demo_at';

export interface SeedOptions {
  storage: Storage;
  brand: Brand;
  demo: boolean;
}

export interface SeedResult {
  essentials: boolean;
  demo: boolean;
}

async function demoWanted(db: Kysely<Database>): Promise<boolean> {
  const [marker, category, product] = await Promise.all([
    db.selectFrom('site_settings').select('key').where('key', '=', DEMO_MARKER).executeTakeFirst(),
    db.selectFrom('categories').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('products').select('id').limit(1).executeTakeFirst(),
  ]);
  return !marker && !category && !product;
}

/**
 * Brand files and the essentials always; the demo content (catalogue with images, pages, home, media, page
 * meta, contact details, social media, contracts) when asked for and the catalogue is empty. Idempotent:
 * every part checks before it writes, and the database part of the demo is one transaction.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  await writeBrandAssets(options.storage, options.brand);
  const essentials = await seedEssentials(db);
  if (!options.demo || !(await demoWanted(db))) return { essentials, demo: false };

  const palette = { main: options.brand.mainColor, second: options.brand.secondColor };
  // Pictures first (stored files, outside the transaction); their names are content hashes, so a rerun overwrites.
  const images = await renderDrawings(options.storage, [
    ...catalogueDrawings(palette),
    ...contentDrawings(palette),
    ...publicContentDrawings(palette),
  ]);
  const pdfs = await writeCataloguePdfs(options.storage);
  const datasheets = await writeDatasheets(options.storage);
  await db.transaction().execute(async (trx) => {
    const fileIds = await insertImageRows(trx, images);
    await seedCatalogue(trx, fileIds, datasheets);
    await seedContent(trx, fileIds);
    await seedPublicContent(trx, fileIds, pdfs);
    await trx.insertInto('site_settings').values({ key: DEMO_MARKER, value: nowIso() }).execute();
  });
  return { essentials, demo: true };
}
