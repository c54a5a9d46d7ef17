import type { Db } from '../../src/db/connection';
import { untyped } from '../../src/lib/untyped';
import { png } from '../catalogue-fixtures';
import type { MultipartFile } from '../multipart';

/** What a form is sent with: its address (ids of the demo content filled in) and only its required parts. */
export interface MinimalForm {
  url: string;
  /** Sent as JSON, or as multipart when `files` is given (each value then a string). */
  body: Record<string, unknown>;
  files?: Record<string, MultipartFile>;
}

/** Ids from the demo content, for forms that update a record. */
export interface DemoIds {
  category: number;
  product: number;
  productFile: number;
  contactInformation: number;
  socialMedia: number;
  contract: number;
  order: number;
  slide: number;
  icon: number;
  certificate: number;
  catalogue: number;
  news: number;
  user: number;
}

export async function demoIds(db: Db, userId: number): Promise<DemoIds> {
  const first = async (table: string, where?: [string, string]): Promise<number> => {
    let query = untyped(db).selectFrom(table).select('id');
    if (where) query = query.where(where[0], '=', where[1]);
    const row = (await query.orderBy('id').executeTakeFirstOrThrow()) as { id: number };
    return row.id;
  };
  const product = await db
    .selectFrom('product_files')
    .select(['product_id', 'id'])
    .where('gallery_type', '=', 'image')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    category: await first('categories', ['section', 'air_springs']),
    product: product.product_id,
    productFile: product.id,
    contactInformation: await first('contact_information'),
    socialMedia: await first('social_media'),
    contract: await first('contracts'),
    order: await first('orders'),
    slide: await first('home_slides'),
    icon: await first('home_icons'),
    certificate: await first('certificates'),
    catalogue: await first('catalogues'),
    news: await first('media_items', ['kind', 'news']),
    user: userId,
  };
}

/** A cart's checkout with only what it requires (no address, no note): the customer of the public form. */
export const MINIMAL_ORDER = {
  company_name: 'Trakya Lojistik',
  name: 'Mehmet Demir',
  email: 'mehmet@example.com',
  phone: '+90 532 000 00 00',
  country: 'Türkiye',
  city: 'Edirne',
  kvkk: true,
};

const image = async (name = 'picture.png'): Promise<MultipartFile> => ({ filename: name, data: await png('#225588') });
const pdf: MultipartFile = { filename: 'catalogue.pdf', data: Buffer.from('%PDF-1.4\n%minimal\n') };

/**
 * Every admin route that takes a form, keyed "METHOD /url" as registered, with a body holding only what the form
 * requires: every optional field, list and file left out. bad-input.test.ts sends each on both engines and wants a
 * 2xx (a brand saved without a logo once answered 500 on PostgreSQL). A new admin form adds a line here, or to
 * NO_OPTIONAL_PARTS when it has nothing to leave out; the suite fails for a route in neither.
 */
export const MINIMAL_FORMS: Record<string, (ids: DemoIds) => Promise<MinimalForm> | MinimalForm> = {
  'PUT /api/admin/mail/settings': () => ({
    url: '/api/admin/mail/settings',
    body: {
      recipients: Object.fromEntries(
        ['contact', 'offer', 'order', 'human_resources', 'support'].map((kind) => [kind, ['staff@vitrin.test']]),
      ),
    },
  }),
  'POST /api/admin/languages': () => ({ url: '/api/admin/languages', body: { abbr: 'de' } }),
  'PUT /api/admin/languages/page-lang': () => ({ url: '/api/admin/languages/page-lang', body: { abbr: 'de', page_lang: {} } }),
  'POST /api/admin/categories': () => ({
    url: '/api/admin/categories',
    body: { form_data: JSON.stringify({ section: 'spare_parts', name_en: 'Minimal category' }) },
  }),
  'PUT /api/admin/categories/:id': (ids) => ({
    url: `/api/admin/categories/${ids.category}`,
    body: { form_data: JSON.stringify({ name_en: 'Renamed category' }) },
  }),
  'POST /api/admin/products': (ids) => ({
    url: '/api/admin/products',
    body: { section: 'air_springs', category_id: ids.category, code: 'MIN-001', name_en: 'Minimal product' },
  }),
  'PUT /api/admin/products/:id': (ids) => ({
    url: `/api/admin/products/${ids.product}`,
    body: { section: 'air_springs', category_id: ids.category, code: 'MIN-002', name_en: 'Minimal product, updated' },
  }),
  'POST /api/admin/products/:id/files': async (ids) => ({
    url: `/api/admin/products/${ids.product}/files`,
    body: { gallery_type: 'image' },
    files: { file: await image() },
  }),
  'PUT /api/admin/products/:id/files/:fileId': (ids) => ({
    url: `/api/admin/products/${ids.product}/files/${ids.productFile}`,
    body: {},
  }),
  'POST /api/admin/settings/contact-information': () => ({
    url: '/api/admin/settings/contact-information',
    body: { section: 'telefon', name: 'Depo', content_data: '+90 212 555 00 00', lang: 'tr' },
  }),
  'PUT /api/admin/settings/contact-information': (ids) => ({
    url: '/api/admin/settings/contact-information',
    body: { id: ids.contactInformation, section: 'telefon', name: 'Depo', content_data: '+90 212 555 00 01', lang: 'tr' },
  }),
  'POST /api/admin/settings/social-media': () => ({
    url: '/api/admin/settings/social-media',
    body: { name: 'Mastodon', uri: 'https://example.social/@vitrin' },
  }),
  'PUT /api/admin/settings/social-media': (ids) => ({
    url: '/api/admin/settings/social-media',
    body: { id: ids.socialMedia, name: 'Mastodon', uri: 'https://example.social/@vitrin2' },
  }),
  'PUT /api/admin/settings/site': () => ({ url: '/api/admin/settings/site', body: {} }),
  'PUT /api/admin/settings/brand': () => ({
    url: '/api/admin/settings/brand',
    body: {
      company_name: 'Vitrin Hava Süspansiyon',
      company_name_en: 'Vitrin Air Suspension',
      company_url: 'https://example.com',
      main_color: '#0b3d6b',
      second_color: '#e30613',
    },
  }),
  'PUT /api/admin/page-meta': () => ({ url: '/api/admin/page-meta', body: { key: 'about_us' } }),
  'POST /api/admin/contracts': () => ({ url: '/api/admin/contracts', body: { form_data: { name: 'Minimal contract' } } }),
  'PUT /api/admin/contracts': (ids) => ({
    url: '/api/admin/contracts',
    body: { id: ids.contract, form_data: { name: 'Minimal contract, updated' } },
  }),
  'POST /api/admin/uploads/image': async () => ({ url: '/api/admin/uploads/image', body: {}, files: { file: await image() } }),
  'PUT /api/admin/orders/:id': (ids) => ({ url: `/api/admin/orders/${ids.order}`, body: { status: 'in_review' } }),
  'POST /api/admin/users': () => ({
    url: '/api/admin/users',
    body: { name: 'Asgari Kullanıcı', email: 'minimal@vitrin.test', role_group: 'Editör', password: 'Minimal-123' },
  }),
  'PUT /api/admin/users/:id': (ids) => ({
    url: `/api/admin/users/${ids.user}`,
    body: { name: 'Site Yöneticisi', email: 'admin@vitrin.test', role_group: 'Süper Yönetici' },
  }),
  'POST /api/admin/support': () => ({
    url: '/api/admin/support',
    body: { subject: 'Asgari talep', category: 'bug', message: 'Ekli dosya yok.' },
  }),
  'POST /api/admin/contents/images': async () => ({
    url: '/api/admin/contents/images',
    body: {},
    files: { image: await image() },
  }),
  'PUT /api/admin/contents/:key': () => ({ url: '/api/admin/contents/about_us', body: {} }),
  'PUT /api/admin/breadcrumbs/:key': () => ({ url: '/api/admin/breadcrumbs/about_us', body: {} }),
  'POST /api/admin/home/slides': async () => ({ url: '/api/admin/home/slides', body: {}, files: { image: await image() } }),
  'PUT /api/admin/home/slides/:id': (ids) => ({ url: `/api/admin/home/slides/${ids.slide}`, body: {} }),
  'POST /api/admin/home/icons': async () => ({ url: '/api/admin/home/icons', body: {}, files: { file_img: await image() } }),
  'PUT /api/admin/home/icons/:id': (ids) => ({ url: `/api/admin/home/icons/${ids.icon}`, body: {} }),
  'POST /api/admin/certificates': async () => ({
    url: '/api/admin/certificates',
    body: { title_en: 'Minimal certificate' },
    files: { file: await image() },
  }),
  'PUT /api/admin/certificates/:id': (ids) => ({ url: `/api/admin/certificates/${ids.certificate}`, body: {} }),
  'POST /api/admin/catalogues': async () => ({
    url: '/api/admin/catalogues',
    body: { title_en: 'Minimal catalogue' },
    files: { cover: await image(), file: pdf },
  }),
  'PUT /api/admin/catalogues/:id': (ids) => ({ url: `/api/admin/catalogues/${ids.catalogue}`, body: {} }),
  'POST /api/admin/media/:kind': () => ({ url: '/api/admin/media/news', body: { title_en: 'Minimal news' } }),
  'PUT /api/admin/media/:kind/:id': (ids) => ({ url: `/api/admin/media/news/${ids.news}`, body: { title_en: 'Minimal news' } }),
  'POST /api/admin/media/:kind/:id/gallery': async (ids) => ({
    url: `/api/admin/media/news/${ids.news}/gallery`,
    body: {},
    files: { files: await image() },
  }),
};

/**
 * Admin routes with a body that has no optional part: an id, a list, a status, a file the route is about. Each is
 * sent whole by its own tests; bad-input.test.ts checks only that no admin route is left out of both lists.
 */
export const NO_OPTIONAL_PARTS = new Set([
  'POST /api/admin/mail/log/:id/resend',
  'POST /api/admin/login-locks/lift',
  'PUT /api/admin/languages/active',
  'DELETE /api/admin/categories/:id',
  'PUT /api/admin/categories/queue',
  'POST /api/admin/products/import',
  'DELETE /api/admin/products/:id',
  'DELETE /api/admin/products',
  'PUT /api/admin/products/queue',
  'PUT /api/admin/products/files-queue/:id',
  'DELETE /api/admin/products/:id/files/:fileId',
  'DELETE /api/admin/settings/contact-information',
  'POST /api/admin/settings/contact-information/queue',
  'DELETE /api/admin/settings/social-media',
  'POST /api/admin/settings/social-media/queue',
  'DELETE /api/admin/contracts',
  ...['contact', 'human-resources', 'offer'].flatMap((inbox) => [
    `PUT /api/admin/${inbox}/trash`,
    `PUT /api/admin/${inbox}/restore`,
    `DELETE /api/admin/${inbox}`,
    `PUT /api/admin/${inbox}/check`,
    `PUT /api/admin/${inbox}/uncheck`,
  ]),
  // The offers' method override: the POSTs of their trash, delete and check.
  'POST /api/admin/offer/trash',
  'POST /api/admin/offer',
  'POST /api/admin/offer/check',
  'PUT /api/admin/users/:id/activate',
  'PUT /api/admin/users/:id/deactivate',
  'PUT /api/admin/users/:id/password',
  'PUT /api/admin/releases',
  'POST /api/admin/releases/preview',
  'POST /api/admin/releases/canary',
  'POST /api/admin/releases/canary/promote',
  'POST /api/admin/releases/canary/stop',
  'DELETE /api/admin/home/slides/:id',
  'PUT /api/admin/home/slides/queue',
  'DELETE /api/admin/home/icons/:id',
  'PUT /api/admin/home/icons/queue',
  'PUT /api/admin/home/featured-categories',
  'DELETE /api/admin/certificates/:id',
  'PUT /api/admin/certificates/queue',
  'DELETE /api/admin/catalogues/:id',
  'PUT /api/admin/catalogues/queue',
  'DELETE /api/admin/media/:kind/:id',
  'DELETE /api/admin/media/:kind/:id/gallery/:fileId',
  'PUT /api/admin/media/:kind/:id/gallery-queue',
  // Two-factor sign-in and sessions (api/test/two-factor.test.ts, sessions.test.ts).
  'POST /api/admin/profile/two-factor/setup',
  'POST /api/admin/profile/two-factor/confirm',
  'DELETE /api/admin/profile/sessions/:id',
  'PUT /api/admin/two-factor-policy',
  'DELETE /api/admin/users/:id/two-factor',
  // "Sitede önizle": the record is the address; no body.
  'POST /api/admin/site-preview/product/:id',
  'POST /api/admin/site-preview/media_item/:id',
  'POST /api/admin/site-preview/page/:id',
  // A version to bring back (history and restore): one required part, nothing optional.
  'POST /api/admin/audit-log/:id/restore',
  'POST /api/admin/history/product/:id/restore',
  'POST /api/admin/history/category/:id/restore',
  'POST /api/admin/history/sub_category/:id/restore',
  'POST /api/admin/history/page/:id/restore',
  'POST /api/admin/history/contract/:id/restore',
  'POST /api/admin/history/home_slide/:id/restore',
  'POST /api/admin/history/home_icon/:id/restore',
  'POST /api/admin/history/media_item/:id/restore',
  'POST /api/admin/history/page_meta/:id/restore',
  'POST /api/admin/history/site_settings/:id/restore',
  'POST /api/admin/history/home/:id/restore',
  'POST /api/admin/history/user/:id/restore',
  'POST /api/admin/history/breadcrumb/:id/restore',
  'POST /api/admin/history/certificate/:id/restore',
  'POST /api/admin/history/catalogue/:id/restore',
  'POST /api/admin/history/contact_information/:id/restore',
  'POST /api/admin/history/social_media/:id/restore',
  'DELETE /api/admin/users/:id/sessions',
]);
