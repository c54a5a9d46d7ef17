/** /<kind>/{seo_name}: one news item, video (embedded), photo album (gallery) or blog post. */
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { videoEmbedUrl } from '@vitrin/shared-libs/utils/video';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { PageBanner } from '../../../components/PageBanner';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '@vitrin/shared-libs/ui/SafeHtml';
import { useDocumentMeta } from '@vitrin/shared-libs/ui/useDocumentMeta';
import { useMediaDetailQuery } from '../api/getMedia';
import { MEDIA_LIST_PATHS } from '../utils/mediaPaths';
import { PhotoLightbox } from './PhotoLightbox';

export function MediaDetailPage({ kind }: { kind: MediaKind }) {
  const { seoName = '' } = useParams();
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useMediaDetailQuery({ kind, seoName });
  const title = query.data ? localized(query.data, 'title', lang) : '';
  useDocumentMeta(title, query.data ? localized(query.data, 'summary', lang) : null);
  return (
    <>
      <PageBanner page={kind} title={title} parent={{ label: t(`navbar.${kind}`), to: MEDIA_LIST_PATHS[kind] }} />
      <QueryState {...query}>
        {(item) => {
          const embed = videoEmbedUrl(item.video_url);
          return (
            <article className="container pb-5">
              <div className="reading-column">
                <time className="d-block text-body-secondary mb-3" dateTime={item.published_at}>
                  {formatDate(item.published_at, lang, 'long')}
                </time>
                {embed && (
                  <div className="ratio ratio-16x9 mb-4">
                    <iframe
                      src={embed}
                      title={title}
                      loading="lazy"
                      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                      referrerPolicy="strict-origin-when-cross-origin"
                    />
                  </div>
                )}
                {!embed && item.cover && kind !== 'photos' && (
                  <ResponsiveImage
                    image={item.cover}
                    alt=""
                    sizes="(min-width: 1200px) 1100px, 100vw"
                    className="article-picture rounded mb-4"
                    priority
                  />
                )}
                <p className="lead">{localized(item, 'summary', lang)}</p>
                <SafeHtml html={localized(item, 'body', lang)} className="mb-4" />
              </div>
              {item.gallery.length > 0 && <PhotoLightbox photos={item.gallery} title={title} />}
            </article>
          );
        }}
      </QueryState>
    </>
  );
}
