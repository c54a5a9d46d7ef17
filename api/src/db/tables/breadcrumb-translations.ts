import type { Insertable, Selectable, Updateable } from 'kysely';

/** A breadcrumb banner's title in one language. */
export interface BreadcrumbTranslationsTable {
  breadcrumb_id: number;
  lang: string;
  title: string | null;
}

export type BreadcrumbTranslationRow = Selectable<BreadcrumbTranslationsTable>;
export type NewBreadcrumbTranslationRow = Insertable<BreadcrumbTranslationsTable>;
export type BreadcrumbTranslationUpdate = Updateable<BreadcrumbTranslationsTable>;
