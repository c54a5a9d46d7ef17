import { audited } from '../../lib/audit/record';
import type { Section } from '@vitrin/shared-libs/types/api';
import type { PageMetaEntry } from '@vitrin/shared-libs/types/settings';
import { pageMetaEntrySchema } from '@vitrin/shared-libs/schemas/settings';
import { arrayOf, envelope, object, str } from '@vitrin/shared-libs/schemas/wire';
import { ok, ValidationFailed } from '../../lib/http';
import { AREA_ROLES } from '../auth/roles';
import { listLanguages } from '../../lib/languages';
import { PUBLIC_ROUTE_NAMES } from '../../lib/page-keys';
import { pageMetaMap, savePageMeta, type PageMetaTexts } from './repo';
import { FAILED, tooLong } from '@vitrin/shared-libs/validation/messages';
import type { RouteApp, RoutePlugin } from '../../lib/routes';

const TITLE_MAX = 255;
const DESCRIPTION_MAX = 500;
const tags = ['content'];

/** Every key page meta is kept for: the public route names, then each category's seo_name. */
type PageMetaKey = Pick<PageMetaEntry, 'key' | 'kind' | 'section'>;

async function pageMetaKeys(app: RouteApp): Promise<PageMetaKey[]> {
  const categories = await app.db
    .selectFrom('categories')
    .select(['seo_name', 'section'])
    .orderBy('section')
    .orderBy('queue', 'desc')
    .orderBy('id')
    .execute();
  return [
    ...PUBLIC_ROUTE_NAMES.map((key) => ({ key, kind: 'route' as const, section: null })),
    ...categories.map((c) => ({ key: c.seo_name, kind: 'category' as const, section: c.section as Section })),
  ];
}

function text(body: Record<string, unknown>, field: string, max: number, errors: Record<string, string>): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    errors[field] = 'Value must be a string';
    return null;
  }
  const trimmed = value.trim();
  if (trimmed.length > max) errors[field] = tooLong(max);
  return trimmed === '' ? null : trimmed;
}

/** GET and PUT /api/admin/page-meta: per route name and category seo_name, per-language title and description. */
export const pageMetaAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.pageMeta));

  app.get(
    '/page-meta',
    {
      schema: {
        tags,
        summary: 'Every route and category key with its titles and descriptions',
        response: envelope(arrayOf(pageMetaEntrySchema)),
      },
    },
    async () => {
      const codes = (await listLanguages(app.db)).map((l) => l.abbr);
      const [keys, map] = await Promise.all([pageMetaKeys(app), pageMetaMap(app.db, codes)]);
      const empty = Object.fromEntries(codes.flatMap((c) => [`title_${c}`, `description_${c}`].map((k) => [k, null])));
      const entries: PageMetaEntry[] = keys.map((entry) => ({ ...entry, ...empty, ...map[entry.key] }) as PageMetaEntry);
      return ok(entries);
    },
  );

  app.put(
    '/page-meta',
    {
      schema: {
        tags,
        summary: 'Saves one key: key, title_<lang>, description_<lang> for every language sent',
        response: envelope(object({ key: str })),
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const key = typeof body.key === 'string' ? body.key.trim() : '';
      const keys = await pageMetaKeys(app);
      if (!keys.some((entry) => entry.key === key)) throw new ValidationFailed({ key: 'Bilinmeyen sayfa' }, FAILED);
      const errors: Record<string, string> = {};
      const texts: PageMetaTexts = {};
      for (const { abbr } of await listLanguages(app.db)) {
        if (!(`title_${abbr}` in body) && !(`description_${abbr}` in body)) continue;
        texts[abbr] = {
          title: text(body, `title_${abbr}`, TITLE_MAX, errors),
          description: text(body, `description_${abbr}`, DESCRIPTION_MAX, errors),
        };
      }
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, FAILED);
      await audited(app.db, request, { entity: 'page_meta', action: 'update', id: key }, (trx) => savePageMeta(trx, key, texts));
      return ok({ key }, 'Güncellendi');
    },
  );
};
