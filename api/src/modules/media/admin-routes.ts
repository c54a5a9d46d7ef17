import { audited, createdId } from '../../lib/audit/record';
import { queueSnapshot } from '../../lib/audit/snapshots';
import { object, string } from 'yup';
import type { MediaKind, Paged } from '@vitrin/shared-libs/types/api';
import { type AdminMediaItem, type AdminMediaSummary, MEDIA_KINDS } from '@vitrin/shared-libs/types/content';
import { slugify } from '@vitrin/shared-libs/utils/slug';
import { videoEmbedUrl } from '@vitrin/shared-libs/utils/video';
import {
  adminSchema,
  flag,
  type LangSet,
  langSet,
  localizedFields,
  storeFields,
  withStoredFiles,
} from '../../lib/content-writes';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { pageQuery, sortQuery } from '../../lib/paging';
import { queueSchema, saveQueue } from '../../lib/queue';
import { removeFiles, storeUpload, uploadedFiles } from '../../lib/uploads';
import { validate } from '../../lib/validation';
import { MISSING_LANG_PARAM } from '@vitrin/shared-libs/registry/translations';
import { missingLangOf, missingLangQuery } from '../translations/repo';
import { AREA_ROLES } from '../auth/roles';
import {
  appendGalleryFiles,
  deleteGalleryEntry,
  deleteMediaItem,
  fileInUse,
  findAdminMedia,
  findGalleryEntry,
  findMediaRow,
  freeSeoName,
  galleryRows,
  insertMediaItem,
  listAdminMedia,
  seoNameTaken,
  storedTitles,
  updateMediaItem,
} from './admin-repo';
import { FAILED, NOT_FOUND, ORDER_NOT_CHANGED, REQUIRED, tooLong } from '@vitrin/shared-libs/validation/messages';
import type { RoutePlugin } from '../../lib/routes';
import { adminMediaItemSchema, adminMediaSummarySchema } from '@vitrin/shared-libs/schemas/content';
import { envelope, merge, noData, paged } from '@vitrin/shared-libs/schemas/wire';
import { readSchedule, scheduleQuery, siteTimeZone } from '../../lib/schedule';
import { scheduledDetailSchema, scheduledSchema } from '@vitrin/shared-libs/schemas/schedule';
import type { Scheduled, ScheduledDetail } from '@vitrin/shared-libs/types/schedule';

const SEO_NAME_MAX = 190;
const MAX_GALLERY_UPLOAD = 10;

const kindParams = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string', enum: [...MEDIA_KINDS] } },
} as const;
const itemParams = {
  type: 'object',
  required: ['kind', 'id'],
  properties: { kind: { type: 'string', enum: [...MEDIA_KINDS] }, id: { type: 'integer', minimum: 1 } },
} as const;
const galleryParams = {
  type: 'object',
  required: ['kind', 'id', 'fileId'],
  properties: {
    kind: { type: 'string', enum: [...MEDIA_KINDS] },
    id: { type: 'integer', minimum: 1 },
    fileId: { type: 'integer', minimum: 1 },
  },
} as const;

function itemSchema(codes: string[]) {
  return object({
    ...localizedFields({ title: 255, summary: 1000, body: 200_000 }, codes),
    seo_name: string().trim().max(SEO_NAME_MAX, tooLong(SEO_NAME_MAX)).optional(),
    published_at: string()
      .trim()
      .test('date', 'Geçerli bir tarih giriniz', (value) => !value || !Number.isNaN(Date.parse(value)))
      .optional(),
    is_active: flag(),
    video_url: string()
      .trim()
      .max(500, tooLong(500))
      .test('video', 'Yalnızca YouTube veya Vimeo bağlantısı girilebilir', (value) => !value || videoEmbedUrl(value) !== null)
      .optional(),
    remove_cover: flag(),
  });
}

type ItemInput = Record<string, unknown> & {
  seo_name?: string;
  published_at?: string;
  is_active?: boolean;
  video_url?: string;
  remove_cover?: boolean;
};

/** The title a seo_name is made from: the main language's, else the first filled one. */
function titleFor(input: Record<string, unknown>, langs: LangSet, stored: Record<string, string | null> = {}): string {
  const value = (lang: string) => {
    const sent = input[`title_${lang}`];
    return (typeof sent === 'string' ? sent : (stored[lang] ?? '')).trim();
  };
  return [langs.main, ...langs.codes].map(value).find((t) => t !== '') ?? '';
}

/** The seo_name to store: the sent one slugified, else one made from the title; unique within the kind. */
async function resolveSeoName(
  db: Parameters<typeof seoNameTaken>[0],
  kind: MediaKind,
  sent: string | undefined,
  title: string,
  exceptId?: number,
): Promise<string> {
  if (sent) {
    const slug = slugify(sent).slice(0, SEO_NAME_MAX);
    if (!slug) throw new ValidationFailed({ seo_name: 'Geçerli bir SEO adı giriniz' }, FAILED);
    if (await seoNameTaken(db, kind, slug, exceptId))
      throw new ValidationFailed({ seo_name: 'Bu SEO adı zaten kullanılıyor' }, FAILED);
    return slug;
  }
  const base = slugify(title).slice(0, SEO_NAME_MAX - 10);
  if (!base) throw new ValidationFailed({ seo_name: 'Başlıktan SEO adı üretilemedi; bir SEO adı giriniz' }, FAILED);
  return freeSeoName(db, kind, base, exceptId);
}

/** A media item as its form reads it: what the item's GET and every write answer. */
const oneItem = envelope(merge(adminMediaItemSchema, scheduledDetailSchema));

/** News, videos, photos and blog: paged list, item, create, update, delete and the photo gallery (Editör). */
export const mediaAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.media));
  const multipart = { consumes: ['multipart/form-data', 'application/json'] };

  app.get(
    '/media/:kind',
    {
      schema: {
        ...adminSchema(
          'media',
          'One page of news, videos, photos or blog items, newest first unless sorted, with search',
          envelope(paged(merge(adminMediaSummarySchema, scheduledSchema))),
        ),
        params: kindParams,
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            ...sortQuery('media'),
            is_active: { type: 'string', enum: ['0', '1', ''], default: '' },
            [MISSING_LANG_PARAM]: missingLangQuery,
            schedule: scheduleQuery,
          },
        },
      },
    },
    async (request) => {
      const { codes, main } = await langSet(app.db);
      const { per_page: perPage, [MISSING_LANG_PARAM]: missingLang, ...list } = request.query;
      const missing = missingLangOf(missingLang, main);
      return ok<Paged<AdminMediaSummary & Scheduled>>(
        await listAdminMedia(app.db, request.params.kind, codes, { perPage, ...list, missing }),
      );
    },
  );

  app.get(
    '/media/:kind/:id',
    { schema: { ...adminSchema('media', 'One media item with every language and its gallery', oneItem), params: itemParams } },
    async (request) => {
      const { codes } = await langSet(app.db);
      const item = await findAdminMedia(app.db, request.params.kind, request.params.id, codes);
      if (!item) throw httpError(404, NOT_FOUND);
      return ok<AdminMediaItem & ScheduledDetail>(item);
    },
  );

  app.post(
    '/media/:kind',
    {
      schema: {
        ...adminSchema('media', 'Creates a media item (cover, per-language texts, seo_name from the title when empty)', oneItem),
        params: kindParams,
        ...multipart,
      },
    },
    async (request) => {
      const { kind } = request.params;
      const langs = await langSet(app.db);
      const input = (await validate(itemSchema(langs.codes), request.body, FAILED)) as ItemInput;
      const title = titleFor(input, langs);
      if (!title) throw new ValidationFailed({ [`title_${langs.main}`]: REQUIRED }, FAILED);
      if (kind === 'videos' && !input.video_url) throw new ValidationFailed({ video_url: REQUIRED }, FAILED);
      const seoName = await resolveSeoName(app.db, kind, input.seo_name, title);
      const schedule = readSchedule(request.body, await siteTimeZone(app.db));
      const files = await storeFields(app, request.body, { cover: { kind: 'image', folder: 'media' } });
      const id = await withStoredFiles(app, files, () =>
        audited(app.db, request, { entity: 'media_item', action: 'create', idOf: createdId }, (trx) =>
          insertMediaItem(
            trx,
            kind,
            {
              seo_name: seoName,
              cover_id: files.cover ?? null,
              video_url: input.video_url || null,
              ...(input.published_at ? { published_at: new Date(input.published_at).toISOString() } : {}),
              is_active: input.is_active === false ? 0 : 1,
              ...schedule,
            },
            input,
            langs.codes,
          ),
        ),
      );
      return ok<(AdminMediaItem & ScheduledDetail) | undefined>(await findAdminMedia(app.db, kind, id, langs.codes), 'Başarılı');
    },
  );

  app.put(
    '/media/:kind/:id',
    {
      schema: {
        ...adminSchema('media', 'Updates a media item; only the fields sent change', oneItem),
        params: itemParams,
        ...multipart,
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const langs = await langSet(app.db);
      const input = (await validate(itemSchema(langs.codes), request.body, FAILED)) as ItemInput;
      const row = await findMediaRow(app.db, kind, id);
      if (!row) throw httpError(404, NOT_FOUND);
      const title = titleFor(input, langs, await storedTitles(app.db, id));
      if (!title) throw new ValidationFailed({ [`title_${langs.main}`]: REQUIRED }, FAILED);
      if (kind === 'videos' && input.video_url === '') throw new ValidationFailed({ video_url: REQUIRED }, FAILED);
      const seoName = input.seo_name === undefined ? row.seo_name : await resolveSeoName(app.db, kind, input.seo_name, title, id);
      const schedule = readSchedule(request.body, await siteTimeZone(app.db), row);
      const files = await storeFields(app, request.body, { cover: { kind: 'image', folder: 'media' } });
      const cover = files.cover ?? (input.remove_cover ? null : row.cover_id);
      await withStoredFiles(app, files, () =>
        audited(app.db, request, { entity: 'media_item', action: 'update', id }, (trx) =>
          updateMediaItem(
            trx,
            id,
            {
              seo_name: seoName,
              cover_id: cover,
              ...(input.video_url !== undefined ? { video_url: input.video_url || null } : {}),
              ...(input.published_at ? { published_at: new Date(input.published_at).toISOString() } : {}),
              ...(input.is_active !== undefined ? { is_active: input.is_active ? 1 : 0 } : {}),
              ...schedule,
            },
            input,
            langs.codes,
          ),
        ),
      );
      if (row.cover_id !== null && row.cover_id !== cover) await removeUnused(row.cover_id);
      return ok<(AdminMediaItem & ScheduledDetail) | undefined>(
        await findAdminMedia(app.db, kind, id, langs.codes),
        'Güncellendi',
      );
    },
  );

  app.delete(
    '/media/:kind/:id',
    {
      schema: { ...adminSchema('media', 'Deletes a media item with its cover and gallery files', noData()), params: itemParams },
    },
    async (request) => {
      const row = await findMediaRow(app.db, request.params.kind, request.params.id);
      if (!row) throw httpError(404, NOT_FOUND);
      const gallery = await galleryRows(app.db, row.id);
      await audited(app.db, request, { entity: 'media_item', action: 'delete', id: row.id }, (trx) =>
        deleteMediaItem(trx, row.id),
      );
      await removeFiles(app, [row.cover_id, ...gallery.map((g) => g.file_id)]);
      return ok(null, 'Silindi');
    },
  );

  app.post(
    '/media/:kind/:id/gallery',
    {
      schema: {
        ...adminSchema('media', 'Adds pictures (field `files`, one or more) to the end of the gallery', oneItem),
        params: itemParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const row = await findMediaRow(app.db, kind, id);
      if (!row) throw httpError(404, NOT_FOUND);
      const uploads = uploadedFiles((request.body as Record<string, unknown> | undefined)?.files);
      if (uploads.length === 0) throw new ValidationFailed({ files: REQUIRED }, FAILED);
      if (uploads.length > MAX_GALLERY_UPLOAD)
        throw new ValidationFailed({ files: `En fazla ${MAX_GALLERY_UPLOAD} dosya` }, FAILED);
      const stored: number[] = [];
      try {
        for (const file of uploads) stored.push((await storeUpload(app, file, 'image', { field: 'files', folder: 'media' })).id);
        const snapshot = queueSnapshot('media_item_files', () => ({ media_item_id: id }));
        await audited(app.db, request, { entity: 'media_item_file', action: 'create', id, snapshot }, (trx) =>
          appendGalleryFiles(trx, id, stored),
        );
      } catch (error) {
        await removeFiles(app, stored);
        throw error;
      }
      const { codes } = await langSet(app.db);
      return ok<(AdminMediaItem & ScheduledDetail) | undefined>(await findAdminMedia(app.db, kind, id, codes), 'Başarılı');
    },
  );

  app.delete(
    '/media/:kind/:id/gallery/:fileId',
    {
      schema: {
        ...adminSchema('media', 'Removes one gallery picture (by its gallery row id) and its files', oneItem),
        params: galleryParams,
      },
    },
    async (request) => {
      const { kind, id, fileId } = request.params;
      const row = await findMediaRow(app.db, kind, id);
      if (!row) throw httpError(404, NOT_FOUND);
      const entry = await findGalleryEntry(app.db, id, fileId);
      if (!entry) throw httpError(404, 'Dosya bulunamadı');
      await audited(app.db, request, { entity: 'media_item_file', action: 'delete', id: entry.id }, (trx) =>
        deleteGalleryEntry(trx, entry.id),
      );
      await removeUnused(entry.file_id);
      const { codes } = await langSet(app.db);
      return ok<(AdminMediaItem & ScheduledDetail) | undefined>(await findAdminMedia(app.db, kind, id, codes), 'Silindi');
    },
  );

  app.put(
    '/media/:kind/:id/gallery-queue',
    {
      schema: {
        ...adminSchema('media', "Saves the gallery's order (queue weights from the list length down to 1)", oneItem),
        params: itemParams,
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const row = await findMediaRow(app.db, kind, id);
      if (!row) throw httpError(404, NOT_FOUND);
      const { queue } = await validate(queueSchema, request.body, ORDER_NOT_CHANGED);
      const snapshot = queueSnapshot('media_item_files', () => ({ media_item_id: id }));
      await audited(app.db, request, { entity: 'media_item_file', action: 'reorder', id, snapshot }, (trx) =>
        saveQueue(trx, 'media_item_files', queue, { media_item_id: id }),
      );
      const { codes } = await langSet(app.db);
      return ok<(AdminMediaItem & ScheduledDetail) | undefined>(
        await findAdminMedia(app.db, kind, id, codes),
        'Sıra Düzeni Değiştirildi.',
      );
    },
  );

  /** Removes a file unless a media item still shows it (a gallery picture can double as a cover). */
  async function removeUnused(fileId: number): Promise<void> {
    if (!(await fileInUse(app.db, fileId))) await removeFiles(app, [fileId]);
  }
};
