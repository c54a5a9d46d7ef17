import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/time';
import type { Database } from '../database';
import {
  CONTACT_INFORMATION,
  CONTRACTS,
  FEATURED_CATEGORIES,
  HOME_ICONS,
  MEDIA,
  PAGE_META,
  PAGES,
  SITE_SETTINGS,
  SLIDES,
  SOCIAL_MEDIA,
} from './content-data';
import {
  contactIconDrawing,
  coverDrawing,
  heroDrawing,
  type Palette,
  partPhoto,
  type PartShape,
  type PartView,
} from './drawings';
import type { DrawingJob } from './images';

const LANGS = ['en', 'tr'] as const;

const ALBUM_SHOTS: [PartShape, PartView][] = [
  ['rolling_lobe', 'studio'],
  ['convoluted', 'pair'],
  ['cabin', 'fitted'],
  ['sleeve', 'detail'],
];
const ALBUM_SHAPES: PartShape[] = ['rolling_lobe', 'convoluted', 'cabin', 'sleeve', 'shock', 'piston'];

export function contentDrawings(palette: Palette): DrawingJob[] {
  return [
    ...SLIDES.map((slide, i) => ({
      key: `hero:${i}`,
      name: `hero-${i + 1}`,
      width: 1600,
      height: 700,
      draw: heroDrawing(slide.shape, palette),
    })),
    ...MEDIA.map((item, i) => ({
      key: `media:${item.kind}:${item.seo}`,
      name: `${item.kind}-${item.seo}`,
      width: 1200,
      height: 800,
      draw: coverDrawing(item.kind, palette, i),
    })),
    // Each photo album holds its cover and four photographs from the plant.
    ...MEDIA.filter((item) => item.kind === 'photos').flatMap((item, i) =>
      ALBUM_SHOTS.map(([shape, view], k) => ({
        key: `album:${item.seo}:${k}`,
        name: `album-${item.seo}-${k + 1}`,
        width: 800,
        height: 600,
        draw: partPhoto(ALBUM_SHAPES[(i + k) % ALBUM_SHAPES.length] ?? shape, palette, view),
      })),
    ),
    ...HOME_ICONS.map((icon) => ({
      key: `icon:${icon.icon}`,
      name: `icon-${icon.icon}`,
      width: 256,
      height: 256,
      draw: contactIconDrawing(icon.icon, palette),
    })),
  ];
}

/** Translations for the page rows and page-meta rows the essentials created, plus everything else on the site. */
export async function seedContent(db: Kysely<Database>, fileIds: Map<string, number>): Promise<void> {
  const now = nowIso();

  for (const page of PAGES) {
    const imageId =
      page.image?.kind === 'hero'
        ? fileIds.get(`hero:${page.image.index}`)
        : page.image?.kind === 'category'
          ? fileIds.get(`category:${page.image.seo}`)
          : undefined;
    const row = await db.selectFrom('pages').select('id').where('key', '=', page.key).executeTakeFirstOrThrow();
    await db
      .updateTable('pages')
      .set({ image_id: imageId ?? null, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await db.deleteFrom('page_translations').where('page_id', '=', row.id).execute();
    await db
      .insertInto('page_translations')
      .values(LANGS.map((lang) => ({ page_id: row.id, lang, title: page.title[lang], body: page.body[lang] })))
      .execute();
  }

  for (const [i, slide] of SLIDES.entries()) {
    const { id } = await db
      .insertInto('home_slides')
      .values({ image_id: fileIds.get(`hero:${i}`) ?? null, link: slide.link, queue: SLIDES.length - i, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('home_slide_translations')
      .values(LANGS.map((lang) => ({ home_slide_id: id, lang, title: slide.title[lang], subtitle: slide.subtitle[lang] })))
      .execute();
  }

  const featured = await db
    .selectFrom('categories')
    .select(['id', 'seo_name'])
    .where('seo_name', 'in', FEATURED_CATEGORIES)
    .execute();
  await db
    .insertInto('home_featured_categories')
    .values(
      FEATURED_CATEGORIES.map((seo, i) => ({
        category_id: featured.find((c) => c.seo_name === seo)!.id,
        queue: FEATURED_CATEGORIES.length - i,
      })),
    )
    .execute();

  for (const [i, icon] of HOME_ICONS.entries()) {
    const { id } = await db
      .insertInto('home_icons')
      .values({ file_id: fileIds.get(`icon:${icon.icon}`) ?? null, queue: HOME_ICONS.length - i })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('home_icon_translations')
      .values(LANGS.map((lang) => ({ home_icon_id: id, lang, title: icon.title[lang], link: icon.link[lang] })))
      .execute();
  }

  for (const item of MEDIA) {
    const { id } = await db
      .insertInto('media_items')
      .values({
        kind: item.kind,
        seo_name: item.seo,
        cover_id: fileIds.get(`media:${item.kind}:${item.seo}`) ?? null,
        video_url: item.videoUrl ?? null,
        published_at: item.publishedAt,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('media_item_translations')
      .values(
        LANGS.map((lang) => ({
          media_item_id: id,
          lang,
          title: item.title[lang],
          summary: item.summary[lang],
          body: item.body[lang],
        })),
      )
      .execute();
    const coverId = fileIds.get(`media:${item.kind}:${item.seo}`);
    if (item.kind === 'photos' && coverId !== undefined) {
      const album = [coverId, ...ALBUM_SHOTS.map((_, k) => fileIds.get(`album:${item.seo}:${k}`))].filter(
        (fileId): fileId is number => fileId !== undefined,
      );
      for (const [k, fileId] of album.entries()) {
        await db
          .insertInto('media_item_files')
          .values({ media_item_id: id, file_id: fileId, queue: album.length - k })
          .execute();
      }
    }
  }

  const metaRows = await db.selectFrom('page_meta').select(['id', 'key']).execute();
  const metaIds = new Map(metaRows.map((r) => [r.key, r.id]));
  const categories = await db
    .selectFrom('categories')
    .innerJoin('category_translations', 'category_translations.category_id', 'categories.id')
    .select([
      'categories.seo_name',
      'category_translations.lang',
      'category_translations.seo_title',
      'category_translations.seo_description',
    ])
    .execute();
  // Every public route's meta, plus each category's (from its SEO texts).
  type MetaTexts = { title: Record<string, string | null>; description: Record<string, string | null> };
  const metaByKey = new Map<string, MetaTexts>();
  for (const [key, meta] of Object.entries(PAGE_META)) {
    metaByKey.set(key, { title: { ...meta.title }, description: { ...meta.description } });
  }
  for (const c of categories) {
    const entry = metaByKey.get(c.seo_name) ?? { title: {}, description: {} };
    entry.title[c.lang] = c.seo_title;
    entry.description[c.lang] = c.seo_description;
    metaByKey.set(c.seo_name, entry);
  }
  for (const [key, meta] of metaByKey) {
    let id = metaIds.get(key);
    if (id === undefined) {
      id = (await db.insertInto('page_meta').values({ key, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    }
    await db.deleteFrom('page_meta_translations').where('page_meta_id', '=', id).execute();
    await db
      .insertInto('page_meta_translations')
      .values(
        LANGS.map((lang) => ({
          page_meta_id: id,
          lang,
          title: meta.title[lang] ?? null,
          description: meta.description[lang] ?? null,
        })),
      )
      .execute();
  }

  await db
    .insertInto('contact_information')
    .values(
      LANGS.flatMap((lang) =>
        CONTACT_INFORMATION.map((info, i) => ({
          section: info.section,
          name: info.name[lang],
          content: info.content[lang],
          lang,
          queue: CONTACT_INFORMATION.length - i,
        })),
      ),
    )
    .execute();

  await db
    .insertInto('social_media')
    .values(SOCIAL_MEDIA.map((s, i) => ({ ...s, queue: SOCIAL_MEDIA.length - i })))
    .execute();

  for (const [i, contract] of CONTRACTS.entries()) {
    const { id } = await db
      .insertInto('contracts')
      .values({
        name: contract.name,
        seo_name: contract.seo_name,
        seo_name_tr: contract.seo_name_tr,
        queue: CONTRACTS.length - i,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('contract_translations')
      .values(LANGS.map((lang) => ({ contract_id: id, lang, name: contract.names[lang], content: contract.content[lang] })))
      .execute();
  }

  for (const [key, value] of Object.entries(SITE_SETTINGS)) {
    await db
      .insertInto('site_settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
