/**
 * Where a record missing a translation is edited: its editor's address, opened on the language's tab and the
 * field (`?tab=en&field=name`, read by the shared LanguageTabs; docs/architecture.md "Translation status").
 */
import { FIELD_PARAM, TAB_PARAM } from '@vitrin/shared-libs/ui/LanguageTabs';
import { CONTENT_PAGES } from '@vitrin/shared-libs/registry/publicRoutes';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import type { MissingTranslation } from '@vitrin/shared-libs/types/translations';
import { adminHref, screenHref } from '@vitrin/shared-libs/registry/adminRoutes';

type Section = 'air_springs' | 'spare_parts';
const section = (item: MissingTranslation): Section => (item.context.section === 'spare_parts' ? 'spare_parts' : 'air_springs');

/** The editor of the record, without the tab and field. */
function editorPath(item: MissingTranslation): string {
  switch (item.kind) {
    case 'product':
      return `${adminHref(`pages.${section(item)}`)}/update/${item.id}`;
    case 'category':
      return `${adminHref(`pages.${section(item)}.categories`)}/update/${item.id}`;
    case 'sub_category':
      return `${adminHref(`pages.${section(item)}.categories`)}/update/${item.context.parent_id ?? ''}`;
    case 'media_item': {
      const kind = MEDIA_KINDS.find((known) => known === item.context.media_kind) as MediaKind | undefined;
      return `${adminHref(`pages.${kind ?? 'news'}`)}/update/${item.id}`;
    }
    case 'page': {
      const page = CONTENT_PAGES.find((known) => known.key === item.context.key);
      return adminHref(page ? page.adminRoute : 'dashboard');
    }
    case 'page_meta':
      return adminHref('pageMeta');
    case 'breadcrumb':
      return adminHref('pages.breadcrumbs');
    case 'certificate':
      return adminHref('pages.certificates');
    case 'catalogue':
      return adminHref('pages.catalogues');
    case 'contract':
      return screenHref('contract-update', item.id);
    case 'home_slide':
    case 'home_icon':
      return adminHref('pages.home');
  }
}

/** The record's editor on `lang`'s tab, with `field` focused. */
export function translationHref(item: MissingTranslation, lang: string, field: string): string {
  return `${editorPath(item)}?${new URLSearchParams({ [TAB_PARAM]: lang, [FIELD_PARAM]: field }).toString()}`;
}
