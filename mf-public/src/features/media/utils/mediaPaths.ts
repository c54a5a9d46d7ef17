import type { MediaKind } from '@vitrin/shared-libs/types/api';

/** The media lists' paths (the videos list lives at /media-videos); every detail is /<kind>/{seo_name}. */
export const MEDIA_LIST_PATHS: Record<MediaKind, string> = {
  news: '/news',
  videos: '/media-videos',
  photos: '/photos',
  blog: '/blog',
};
