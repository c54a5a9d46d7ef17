/** The response schemas of the wire types in `types/settings.ts` (see wire.ts). */
import { languageSchema, sectionSchema, staticLanguageSchema, contractSummarySchema } from '@vitrin/shared-libs/schemas/api';
import { arrayOf, bool, int, merge, nullable, object, oneOf, str } from '@vitrin/shared-libs/schemas/wire';

export const pageMetaEntrySchema = object(
  { key: str, kind: oneOf(['route', 'category']), section: nullable(sectionSchema) },
  { localized: ['title', 'description'] },
);

export const siteSettingsDataSchema = object({
  google_script: str,
  yandex_script: str,
  fb_pixel_script: str,
  keywords: arrayOf(str),
  can_edit_scripts: bool,
  time_zone: str,
});

export const adminLanguageSchema = merge(languageSchema, object({ missing: int, total: int }));

/** The same shape as `StaticLanguage`: a language and its page texts. */
export const languageTextsSchema = staticLanguageSchema;

export const adminContractSchema = merge(contractSummarySchema, object({ queue: int }, { localized: ['name', 'content'] }));

export const releaseChangeSchema = object({
  url: str,
  status: oneOf(['serving', 'refused', 'builtin']),
  problem: nullable(str),
  changed_by: nullable(str),
  changed_at: nullable(str),
});

export const releaseCanarySchema = object({ url: str, percent: int, started_by: str, started_at: str });

export const endedCanarySchema = merge(
  releaseCanarySchema,
  object({
    status: oneOf(['promoted', 'stopped', 'auto_stopped']),
    ended_by: nullable(str),
    ended_at: nullable(str),
    reason: nullable(str),
  }),
);

export const remoteReleaseSchema = object({
  remote: str,
  url: str,
  source: oneOf(['setting', 'change']),
  version: nullable(str),
  changed_by: nullable(str),
  changed_at: nullable(str),
  history: arrayOf(releaseChangeSchema),
  canary: nullable(releaseCanarySchema),
  ended_canary: nullable(endedCanarySchema),
  health: arrayOf(object({ url: str, role: oneOf(['live', 'canary']), pages: int, render_failures: int, browser_failures: int })),
  health_window_seconds: int,
});
