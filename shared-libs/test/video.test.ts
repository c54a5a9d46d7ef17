import { videoEmbedUrl } from '@vitrin/shared-libs/utils/video';

describe('videoEmbedUrl', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s → %s', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  test.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/channels/staff',
    'ftp://vimeo.com/76979871',
    '',
  ])('refuses %s', (url) => {
    expect(videoEmbedUrl(url)).toBeNull();
  });
});
