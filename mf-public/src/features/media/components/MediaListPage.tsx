/** News, videos, photos and blog share this list screen: cards newest first, with paging. */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import { usePagerLabels } from '@vitrin/shared-libs/i18n/usePagerLabels';
import { Pager } from '@vitrin/shared-libs/ui/Pager';
import { MediaCard } from '../../../components/MediaCard';
import { PageBanner } from '../../../components/PageBanner';
import { QueryState } from '../../../components/QueryState';
import { useMediaListQuery } from '../api/getMedia';
import { MEDIA_LIST_PATHS } from '../utils/mediaPaths';

export function MediaListPage({ kind }: { kind: MediaKind }) {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMediaListQuery({ kind, page });
  return (
    <>
      <PageBanner page={kind} title={t(`navbar.${kind}`)} />
      <div className="container pb-5">
        <QueryState {...query}>
          {(list) =>
            list.data.length === 0 ? (
              <p>{t('media.no_items')}</p>
            ) : (
              <>
                <ul className="row list-unstyled g-4">
                  {list.data.map((item, index) => (
                    <li className="col-sm-6 col-lg-4" key={item.id}>
                      <MediaCard item={item} priority={index < 3} />
                    </li>
                  ))}
                </ul>
                <Pager
                  page={list.current_page}
                  lastPage={list.last_page}
                  hrefOf={(n) => `${MEDIA_LIST_PATHS[kind]}?page=${n}`}
                  labels={pagerLabels}
                />
              </>
            )
          }
        </QueryState>
      </div>
    </>
  );
}
