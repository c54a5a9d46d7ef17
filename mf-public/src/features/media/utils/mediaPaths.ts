import { MEDIA_ROUTES, PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';

/** The media lists' paths, from the public route registry (the videos list lives at /media-videos). */
export const MEDIA_LIST_PATHS = Object.fromEntries(
  MEDIA_KINDS.map((kind) => [kind, PUBLIC_ROUTES[MEDIA_ROUTES[kind].list]]),
) as Record<MediaKind, string>;
