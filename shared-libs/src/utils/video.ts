/**
 * Video links of media items: YouTube and Vimeo only. The server validates a URL with
 * videoEmbedUrl(); the admin form shows the same embed as a live preview.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The embeddable player URL of a YouTube or Vimeo link, or null when the link is neither. */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const parsed = parse(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = parsed.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') {
    const id = segments[0] ?? '';
    return YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    let id = '';
    if (segments[0] === 'watch') id = parsed.searchParams.get('v') ?? '';
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') id = segments[1] ?? '';
    return YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com') {
    const id = segments[segments.length - 1] ?? '';
    return segments.length >= 1 && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (host === 'player.vimeo.com' && segments[0] === 'video') {
    const id = segments[1] ?? '';
    return VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}
