/** The response schemas of types/schedule.ts (see wire.ts). */
import { SCHEDULE_STATES } from '@vitrin/shared-libs/types/schedule';
import { nullable, object, oneOf, str } from '@vitrin/shared-libs/schemas/wire';

export const scheduledSchema = object({
  publish_at: nullable(str),
  unpublish_at: nullable(str),
  schedule_state: nullable(oneOf(SCHEDULE_STATES)),
});

export const scheduledDetailSchema = object({
  publish_at: nullable(str),
  unpublish_at: nullable(str),
  schedule_state: nullable(oneOf(SCHEDULE_STATES)),
  time_zone: str,
});

export const sitePreviewLinkSchema = object({
  link: str,
  path: str,
  at: str,
  time_zone: str,
  expires_at: str,
});
