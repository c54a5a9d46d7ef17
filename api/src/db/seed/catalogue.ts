import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TransporterType } from '@vitrin/shared-libs/types/api';
import { foldCode, foldText } from '../../lib/fold';
import type { Storage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { searchTextOf } from '../../lib/search-text';
import type { Database } from '../database';
import { SPEC_KEY_TABLE, specKeyLabel, specNumber } from '@vitrin/shared-libs/registry/specKeys';
import { CATEGORIES, PRODUCTS, type SeedProduct, type SpecKey, VEHICLES } from './catalogue-data';
import { categoryDrawing, type Palette, partDrawing, partPhoto, type PartView } from './drawings';
import type { DrawingJob } from './images';
import { type PdfFile, simplePdf, writePdf } from './pdf';

const LANGS = ['en', 'tr'] as const;

export function slug(value: string): string {
  return foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A stable public id per product code, so demo carts and tests survive a re-seed. */
function productToken(code: string): string {
  return createHash('sha256').update(`vitrin-demo:${code}`).digest('base64url').slice(0, 16);
}

function categoryOf(product: SeedProduct) {
  const category = CATEGORIES.find((c) => c.subs.some((s) => s.seo === product.sub));
  if (!category) throw new Error(`Demo product ${product.code} names unknown sub-category ${product.sub}`);
  return category;
}

/**
 * Showcase products: the first product of each category, and VT 4881 NP01. Each gets four photographs and its
 * drawing as a technical drawing; every product gets a PDF datasheet. (Pictures for all 42 would slow every
 * fresh start of the demo down; these show what a finished product page looks like.)
 */
const PHOTO_VIEWS: PartView[] = ['studio', 'detail', 'pair', 'fitted'];
export const SHOWCASE = new Set([
  'VT 4881 NP01',
  ...CATEGORIES.map((c) => PRODUCTS.find((p) => c.subs.some((s) => s.seo === p.sub))?.code).filter(
    (code): code is string => code !== undefined,
  ),
]);

export function catalogueDrawings(palette: Palette): DrawingJob[] {
  const categories = CATEGORIES.map((c) => ({
    key: `category:${c.seo}`,
    name: `category-${c.seo}`,
    width: 1200,
    height: 900,
    draw: categoryDrawing(c.shape, palette),
  }));
  const products = PRODUCTS.map((p) => ({
    key: `product:${p.code}`,
    name: `product-${slug(p.code)}`,
    width: 800,
    height: 600,
    draw: partDrawing(categoryOf(p).shape, p.code, palette),
  }));
  const photos = PRODUCTS.filter((p) => SHOWCASE.has(p.code)).flatMap((p) =>
    PHOTO_VIEWS.map((view) => ({
      key: `photo:${p.code}:${view}`,
      name: `product-${slug(p.code)}-${view}`,
      width: 800,
      height: 600,
      draw: partPhoto(categoryOf(p).shape, palette, view),
    })),
  );
  return [...categories, ...products, ...photos];
}

function list(items: string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function productTexts(product: SeedProduct, isSpring: boolean) {
  const vehiclesEn = list(
    product.types.map((t: TransporterType) => VEHICLES[t].en),
    'and',
  );
  const vehiclesTr = list(
    product.types.map((t: TransporterType) => VEHICLES[t].tr),
    've',
  );
  const [maker, number] = product.oem[0]!;
  const oemList = product.oem.map(([m, n]) => `${m} ${n}`).join(', ');
  const capitalised = `${vehiclesTr.charAt(0).toLocaleUpperCase('tr')}${vehiclesTr.slice(1)}`;
  const en = {
    short: `${product.en}. For ${vehiclesEn}; interchangeable with ${maker} ${number}.`,
    description: `<p>${product.code} is made for ${vehiclesEn}. ${
      isSpring
        ? 'Its four-ply bellows is reinforced with nylon cord, crimped to the top plate under controlled force and leak-tested at 1.5 times its working pressure before it leaves the plant.'
        : 'It is made to the original dimensions and checked against the OE part before release, so it fits without modification.'
    }</p>
<ul><li>Replaces: ${oemList}</li><li>Application: ${vehiclesEn}</li><li>24-month warranty against manufacturing defects</li></ul>`,
  };
  const tr = {
    short: `${product.tr}. ${capitalised} için; ${maker} ${number} ile birebir değiştirilebilir.`,
    description: `<p>${product.code}, ${vehiclesTr} için üretilmiştir. ${
      isSpring
        ? 'Naylon kord takviyeli dört katlı körüğü kontrollü kuvvetle üst tablaya sıkıştırılır ve fabrikadan çıkmadan önce çalışma basıncının 1,5 katında sızdırmazlık testinden geçer.'
        : 'Orijinal ölçülerde üretilir ve sevkiyattan önce orijinal parçayla karşılaştırılarak kontrol edilir; değişiklik gerektirmeden takılır.'
    }</p>
<ul><li>Muadili: ${oemList}</li><li>Kullanım alanı: ${vehiclesTr}</li><li>Üretim hatalarına karşı 24 ay garanti</li></ul>`,
  };
  return { en, tr };
}

/** Writes a seeded product's search text from its code, OEM numbers and names as stored. */
async function storeSearchText(db: Kysely<Database>, productId: number): Promise<void> {
  const [product, oems, names] = await Promise.all([
    db.selectFrom('products').select('code').where('id', '=', productId).executeTakeFirst(),
    db.selectFrom('product_oem_numbers').select('number').where('product_id', '=', productId).execute(),
    db.selectFrom('product_translations').select('name').where('product_id', '=', productId).execute(),
  ]);
  if (!product) return;
  const searchText = searchTextOf(
    product.code,
    oems.map((o) => o.number),
    names.map((n) => n.name),
  );
  await db.updateTable('products').set({ search_text: searchText }).where('id', '=', productId).execute();
}

/** Categories, sub-categories and products with translations, vehicle types, OEM numbers, specs and images. */
export async function seedCatalogue(
  db: Kysely<Database>,
  fileIds: Map<string, number>,
  datasheets: Map<string, PdfFile> = new Map(),
): Promise<void> {
  const now = nowIso();
  const categoryIds = new Map<string, number>();
  const subIds = new Map<string, number>();

  for (const section of ['air_springs', 'spare_parts'] as const) {
    const inSection = CATEGORIES.filter((c) => c.section === section);
    for (const [i, category] of inSection.entries()) {
      const { id } = await db
        .insertInto('categories')
        .values({
          section,
          seo_name: category.seo,
          queue: inSection.length - i,
          image_id: fileIds.get(`category:${category.seo}`) ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(category.seo, id);
      await db
        .insertInto('category_translations')
        .values(
          LANGS.map((lang) => ({
            category_id: id,
            lang,
            name: category[lang],
            seo_title: category.seoTitle[lang],
            seo_description: category.seoDescription[lang],
          })),
        )
        .execute();
      for (const [j, sub] of category.subs.entries()) {
        const row = await db
          .insertInto('sub_categories')
          .values({ category_id: id, seo_name: sub.seo, queue: category.subs.length - j, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        subIds.set(sub.seo, row.id);
        await db
          .insertInto('sub_category_translations')
          .values(LANGS.map((lang) => ({ sub_category_id: row.id, lang, name: sub[lang] })))
          .execute();
      }
    }
  }

  for (const [i, product] of PRODUCTS.entries()) {
    const category = categoryOf(product);
    const { id } = await db
      .insertInto('products')
      .values({
        token: productToken(product.code),
        code: product.code,
        code_folded: foldCode(product.code),
        section: category.section,
        category_id: categoryIds.get(category.seo)!,
        sub_category_id: subIds.get(product.sub) ?? null,
        seo_name: slug(product.code),
        is_active: 1,
        queue: PRODUCTS.length - i,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const texts = productTexts(product, category.section === 'air_springs');
    await db
      .insertInto('product_translations')
      .values(
        LANGS.map((lang) => ({
          product_id: id,
          lang,
          name: product[lang],
          name_folded: foldText(product[lang]),
          short_description: texts[lang].short,
          description: texts[lang].description,
          seo_title: `${product.code} ${product[lang]}`,
          seo_description: texts[lang].short,
        })),
      )
      .execute();
    await db
      .insertInto('product_transporter_types')
      .values(product.types.map((type) => ({ product_id: id, transporter_type: type })))
      .execute();
    await db
      .insertInto('product_oem_numbers')
      .values(
        product.oem.map(([manufacturer, number], k) => ({
          product_id: id,
          manufacturer,
          number,
          number_folded: foldCode(number),
          queue: product.oem.length - k,
        })),
      )
      .execute();

    const specs = Object.entries(product.specs) as [SpecKey, string][];
    // Every demo spec row names its registry property: the label and unit are the registry's.
    if (specs.length > 0) {
      await db
        .insertInto('product_specs')
        .values(
          specs.map(([key, value], k) => ({
            product_id: id,
            spec_key: key,
            value,
            value_number: SPEC_KEY_TABLE[key].kind === 'number' ? specNumber(value) : null,
            unit: SPEC_KEY_TABLE[key].unit,
            queue: specs.length - k,
          })),
        )
        .execute();
    }

    await storeSearchText(db, id);

    const drawingId = fileIds.get(`product:${product.code}`);
    const photoIds = PHOTO_VIEWS.map((view) => fileIds.get(`photo:${product.code}:${view}`)).filter(
      (fileId): fileId is number => fileId !== undefined,
    );
    // A showcase product: its photographs in the gallery, its drawing as a technical drawing.
    const gallery = photoIds.length > 0 ? photoIds : drawingId !== undefined ? [drawingId] : [];
    for (const [k, fileId] of gallery.entries()) {
      await db
        .insertInto('product_files')
        .values({ product_id: id, file_id: fileId, gallery_type: 'image', queue: gallery.length - k })
        .execute();
    }
    if (photoIds.length > 0 && drawingId !== undefined) {
      await db
        .insertInto('product_files')
        .values({ product_id: id, file_id: drawingId, gallery_type: 'technical_drawing', queue: 1 })
        .execute();
    }
    const datasheet = datasheets.get(product.code);
    if (datasheet) {
      const file = await db
        .insertInto('files')
        .values({
          path: datasheet.path,
          kind: 'document',
          mime: 'application/pdf',
          size: datasheet.size,
          width: null,
          height: null,
          variants: null,
          original_name: datasheet.name,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await db
        .insertInto('product_files')
        .values({ product_id: id, file_id: file.id, gallery_type: 'document', queue: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('product_file_translations')
        .values(
          LANGS.map((lang) => ({
            product_file_id: row.id,
            lang,
            alt: lang === 'tr' ? `${product.code} teknik föy` : `${product.code} datasheet`,
          })),
        )
        .execute();
    }
  }
}

/** A one-page datasheet per product: code, name and its specifications. */
export async function writeDatasheets(storage: Storage): Promise<Map<string, PdfFile>> {
  const out = new Map<string, PdfFile>();
  for (const product of PRODUCTS) {
    const specs = (Object.entries(product.specs) as [SpecKey, string][]).map(
      ([key, value]) => `${specKeyLabel(key, 'en')}: ${value}${SPEC_KEY_TABLE[key].unit ? ` ${SPEC_KEY_TABLE[key].unit}` : ''}`,
    );
    const oem = product.oem.map(([maker, number]) => `${maker} ${number}`).join(', ');
    const data = simplePdf(`${product.code} datasheet`, [product.en, ...specs, `Replaces: ${oem}`]);
    out.set(product.code, await writePdf(storage, `datasheet-${slug(product.code)}`, data));
  }
  return out;
}
