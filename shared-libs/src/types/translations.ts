/** The translation report (GET /api/admin/translations…, docs/api.md "Translation status"). */
import type { TranslationGroup, TranslationKind } from '@vitrin/shared-libs/registry/translations';

/** One language's missing texts: how many fields in all, and per kind (static texts as their own group). */
export interface TranslationSummary {
  abbr: string;
  lang: string;
  is_active: boolean;
  /** Missing fields of every kind, static texts included. */
  missing: number;
  /** Records (and static texts) missing at least one field, per group. */
  records: Record<TranslationGroup, number>;
  /** Missing fields per group. */
  fields: Record<TranslationGroup, number>;
}

/**
 * A record missing texts in one language: what staff need to find it and open it on the right tab and field.
 * `context` holds what its editor's address is made of (a product's section, a news item's kind, a page's key,
 * a sub-category's category).
 */
export interface MissingTranslation {
  kind: TranslationKind;
  id: number;
  /** The record's name in the default language (or its code or key when it has none). */
  title: string;
  fields: string[];
  context: { section: string | null; media_kind: string | null; key: string | null; parent_id: number | null };
}
