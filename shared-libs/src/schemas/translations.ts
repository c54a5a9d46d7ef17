/** Schemas of types/translations.ts. */
import { TRANSLATION_GROUPS, TRANSLATION_KINDS } from '@vitrin/shared-libs/registry/translations';
import { arrayOf, bool, int, nullable, object, oneOf, recordOf, str } from '@vitrin/shared-libs/schemas/wire';

const perGroup = recordOf(int, TRANSLATION_GROUPS);

export const translationSummarySchema = object({
  abbr: str,
  lang: str,
  is_active: bool,
  missing: int,
  records: perGroup,
  fields: perGroup,
});

export const missingTranslationSchema = object({
  kind: oneOf(TRANSLATION_KINDS),
  id: int,
  title: str,
  fields: arrayOf(str),
  context: object({ section: nullable(str), media_kind: nullable(str), key: nullable(str), parent_id: nullable(int) }),
});
