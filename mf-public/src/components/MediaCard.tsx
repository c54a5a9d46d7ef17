/** A news item, video, photo album or blog post as a card linking to its detail page. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MediaSummary } from '@vitrin/shared-libs/types/api';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { localized } from '@vitrin/shared-libs/utils/localized';

export function MediaCard({
  item,
  headingLevel = 2,
  priority = false,
}: {
  item: MediaSummary;
  headingLevel?: 2 | 3;
  /** A card of the first row: its picture loads at once (it can be the page's largest paint). */
  priority?: boolean;
}) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className="card h-100">
      {item.cover && (
        <ResponsiveImage
          image={item.cover}
          alt=""
          sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
          className="card-img-top media-card-picture"
          priority={priority}
        />
      )}
      <div className="card-body d-flex flex-column">
        <Heading className="h5 card-title">
          <Link className="stretched-link text-decoration-none" to={`/${item.kind}/${encodeURIComponent(item.seo_name)}`}>
            {localized(item, 'title', lang)}
          </Link>
        </Heading>
        <p className="card-text">{localized(item, 'summary', lang)}</p>
        <time className="small text-body-secondary mt-auto" dateTime={item.published_at}>
          {formatDate(item.published_at, lang, 'long')}
        </time>
      </div>
    </article>
  );
}
