import { audited } from '../../lib/audit/record';
import { object } from 'yup';
import type { HomeIcon, HomeSlide } from '@vitrin/shared-libs/types/api';
import { adminSchema, langSet } from '../../lib/content-writes';
import { ok, ValidationFailed } from '../../lib/http';
import { idList } from '../../lib/id-list';
import { registerOrderedItems } from '../../lib/ordered-items';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { featuredSnapshot, listFeaturedCategoryIds, setFeaturedCategories, unknownCategories } from './admin-repo';
import { listHomeIcons, listHomeSlides } from './repo';
import { FAILED } from '@vitrin/shared-libs/validation/messages';
import type { RoutePlugin } from '../../lib/routes';
import { homeIconSchema, homeSlideSchema } from '@vitrin/shared-libs/schemas/api';
import { adminContentsSchema } from '@vitrin/shared-libs/schemas/content';
import { arrayOf, envelope, int, omit } from '@vitrin/shared-libs/schemas/wire';

/** `category_ids`, in the order they show; an empty list shows none. */
const featuredSchema = object({
  category_ids: idList({ min: 0, max: 50, duplicates: 'Bir kategori iki kez seçilemez' }),
});

/** The home page's hero slider, featured categories and contact_form_social_icons (Editör). */
export const homeAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.content));

  app.get(
    '/home',
    {
      schema: adminSchema(
        'home',
        'Slider, featured category ids and icons of the home page',
        envelope(omit(adminContentsSchema, ['pages', 'breadcrumbs'])),
      ),
    },
    async () => {
      const { codes } = await langSet(app.db);
      const [slider, featured, icons] = await Promise.all([
        listHomeSlides(app.db, codes),
        listFeaturedCategoryIds(app.db),
        listHomeIcons(app.db, codes),
      ]);
      return ok({ slider, featured_categories: featured, contact_form_social_icons: icons });
    },
  );

  registerOrderedItems<HomeSlide>(app, {
    path: '/home/slides',
    item: homeSlideSchema,
    tag: 'home',
    summary: 'a hero slide (image, per-language title/subtitle, link)',
    table: 'home_slides',
    entity: 'home_slide',
    translations: 'home_slide_translations',
    owner: 'home_slide_id',
    files: { image: { column: 'image_id', kind: 'image', folder: 'home', required: true } },
    fields: { title: 255, subtitle: 500 },
    linkColumn: true,
    createdAt: true,
    list: (a, langs) => listHomeSlides(a.db, langs),
  });

  registerOrderedItems<HomeIcon>(app, {
    path: '/home/icons',
    item: homeIconSchema,
    tag: 'home',
    summary: 'a contact_form_social_icons item (file_img, per-language title and link)',
    table: 'home_icons',
    entity: 'home_icon',
    translations: 'home_icon_translations',
    owner: 'home_icon_id',
    files: { file_img: { column: 'file_id', kind: 'image', folder: 'home', required: true } },
    fields: { title: 255, link: 500 },
    localizedLinks: ['link'],
    list: (a, langs) => listHomeIcons(a.db, langs),
  });

  app.put(
    '/home/featured-categories',
    { schema: adminSchema('home', 'Sets the featured categories in their order', envelope(arrayOf(int))) },
    async (request) => {
      const { category_ids: ids } = await validate(featuredSchema, request.body, FAILED);
      const unknown = await unknownCategories(app.db, ids);
      if (unknown.length > 0) {
        throw new ValidationFailed({ category_ids: `Kategori bulunamadı: ${unknown.join(', ')}` }, FAILED);
      }
      await audited(app.db, request, { entity: 'home', action: 'update', snapshot: featuredSnapshot }, (trx) =>
        setFeaturedCategories(trx, ids),
      );
      return ok(await listFeaturedCategoryIds(app.db), 'Güncellendi');
    },
  );
};
