import type { MediaKind } from '@vitrin/shared-libs/types/api';

/** The videos list lives at /media-videos; every detail at /<kind>/{seo_name}. */
export const MEDIA_LIST_PATHS: Record<MediaKind, string> = {
  news: '/news',
  videos: '/media-videos',
  photos: '/photos',
  blog: '/blog',
};

/** A YouTube or Vimeo page URL as its privacy-friendly embed URL; null for anything else. */
export function videoEmbedUrl(url: string | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'youtu.be') return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parsed.pathname.slice(1))}`;
  if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    const id = parsed.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1];
    return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d+)/.exec(parsed.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}
