/**
 * POST /api/admin/site-preview/{product|media_item|page}/:id — "Sitede önizle" (docs/architecture.md, "Staff
 * preview"): a short-lived link that opens the record's public page in the browser that follows it, as visitors
 * will see it at its publish time (an ended record: at its last second on the site). Each kind answers the roles of
 * the area that edits it (SITE_PREVIEW_KINDS), as its editor does. The link works for PLANNED_LINK_SECONDS; the
 * preview it starts is that browser's alone (preview.ts).
 */
import { CONTENT_PAGES, type PublicRouteName, routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { sitePreviewLinkSchema } from '@vitrin/shared-libs/schemas/schedule';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import { SITE_PREVIEW_KINDS, type SitePreviewKind, type SitePreviewLink } from '@vitrin/shared-libs/types/schedule';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';
import { NOT_FOUND } from '@vitrin/shared-libs/validation/messages';
import { utcToZoned } from '@vitrin/shared-libs/utils/zonedTime';
import type { Db } from '../../db/connection';
import { adminSchema } from '../../lib/content-writes';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { named, type RoutePlugin } from '../../lib/routes';
import { liveNow, previewInstant, siteTimeZone, type Window } from '../../lib/schedule';
import { AREA_ROLES } from '../auth/roles';
import { PLANNED_LINK_SECONDS, plannedPreviewLink } from './preview';

const TAG = 'schedule (admin)';

/** The record's id (a content page: its key, as its editor names it, `about-us` or `about_us`). */
const refParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const INACTIVE = 'Kayıt pasif: zamanı gelse de ziyaretçiler göremez. Önizlemek için önce etkinleştirip kaydedin.';

/** A record of `kind` as the preview needs it: its public address, its window, and whether it is active. */
type Previewed = Window & { path: string; active: boolean };

const isMediaKind = (kind: string): kind is MediaKind => (MEDIA_KINDS as readonly string[]).includes(kind);
const MEDIA_PAGES = {
  news: 'news_details',
  videos: 'videos_details',
  photos: 'photos_details',
  blog: 'blog_details',
} as const satisfies Record<MediaKind, PublicRouteName>;

async function findPreviewed(db: Db, kind: SitePreviewKind, ref: string): Promise<Previewed | undefined> {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  if (kind === 'product') {
    if (id === null) return undefined;
    const row = await db
      .selectFrom('products')
      .select(['seo_name', 'is_active', 'publish_at', 'unpublish_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...row, path: routePath('product_details', row.seo_name), active: row.is_active === 1 };
  }
  if (kind === 'media_item') {
    if (id === null) return undefined;
    const row = await db
      .selectFrom('media_items')
      .select(['kind', 'seo_name', 'is_active', 'publish_at', 'unpublish_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !isMediaKind(row.kind)) return undefined;
    return { ...row, path: routePath(MEDIA_PAGES[row.kind], row.seo_name), active: row.is_active === 1 };
  }
  const key = ref.replace(/-/g, '_');
  const page = CONTENT_PAGES.find((p) => p.key === key);
  if (!page) return undefined;
  const row = await db.selectFrom('pages').select(['publish_at', 'unpublish_at']).where('key', '=', key).executeTakeFirst();
  return row && { ...row, path: page.path, active: true };
}

/** The preview route of one kind, behind the roles of the area that edits it. */
const kindRoutes =
  (kind: SitePreviewKind): RoutePlugin =>
  async (app) => {
    app.addHook('onRequest', app.requireRole(...AREA_ROLES[SITE_PREVIEW_KINDS[kind]]));
    app.post(
      `/site-preview/${kind}/:id`,
      {
        schema: {
          ...adminSchema(
            TAG,
            `A link (working ${PLANNED_LINK_SECONDS / 60} minutes) that opens a ${kind}'s public page as visitors will see it at its publish time (an ended one: its last second); 422 for a passive record`,
            envelope(sitePreviewLinkSchema),
          ),
          params: refParams,
        },
      },
      async (request) => {
        const record = await findPreviewed(app.db, kind, request.params.id);
        if (!record) throw httpError(404, NOT_FOUND);
        if (!record.active) throw new ValidationFailed({ is_active: INACTIVE }, INACTIVE);
        const zone = await siteTimeZone(app.db);
        const at = previewInstant(record, liveNow(app.db));
        const { link, expiresAt } = plannedPreviewLink(app.config.cookieSecret, record.path, { at, zone });
        request.log.info({ kind, id: request.params.id, at, by: request.user?.email }, 'planned content preview link made');
        return ok<SitePreviewLink>({
          link,
          path: record.path,
          at: utcToZoned(at, zone),
          time_zone: zone,
          expires_at: new Date(expiresAt).toISOString(),
        });
      },
    );
  };

export const sitePreviewAdminRoutes: RoutePlugin = async (app) => {
  for (const kind of Object.keys(SITE_PREVIEW_KINDS) as SitePreviewKind[])
    await app.register(named(kindRoutes(kind), `${kind} preview`));
};
