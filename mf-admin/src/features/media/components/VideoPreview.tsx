/**
 * The live preview of a media item's video link. Only a YouTube or Vimeo link becomes a player: the iframe's
 * address is built by videoEmbedUrl() from the video id alone (the same check the server makes), never the
 * typed text, and the frame is sandboxed.
 */
import { videoEmbedUrl } from '@vitrin/shared-libs/utils/video';
import { contentText } from '../../../i18n/contentTexts';

export function VideoPreview({ url }: { url: string }) {
  if (!url.trim()) return null;
  const embed = videoEmbedUrl(url);
  if (!embed) {
    return (
      <p className="text-danger-emphasis small mt-1" role="status">
        {contentText('media.videoInvalid')}
      </p>
    );
  }
  return (
    <div className="ratio ratio-16x9 mt-2" style={{ maxWidth: 480 }}>
      <iframe
        src={embed}
        title={contentText('media.videoPreview')}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        allowFullScreen
      />
    </div>
  );
}
