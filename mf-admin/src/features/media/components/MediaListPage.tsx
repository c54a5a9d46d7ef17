/** pages/news, pages/videos, pages/photos, pages/blog: one list for the four kinds, paged by the server, with search. */
import { Thumbnail } from '@vitrin/shared-libs/ui/Thumbnail';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import type { AdminMediaSummary } from '@vitrin/shared-libs/types/content';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { IconAction, IconActions } from '@vitrin/shared-libs/ui/IconAction';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Pager } from '@vitrin/shared-libs/ui/Pager';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import * as icons from '../../../components/icons';
import { contentText } from '../../../i18n/contentTexts';
import { pagerLabels } from '../../../i18n/pagerLabels';
import { SearchForm } from '../../../lib/SearchForm';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { useDeleteMediaMutation, useMediaListQuery } from '../api/media';
import { confirmDelete, showSuccess } from '@vitrin/shared-libs/ui/outcome';
import { mediaAdminPath } from '../utils/media';

export function MediaListPage({ kind }: { kind: MediaKind }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const list = useMediaListQuery({ kind, page, search });
  const languages = useActiveLanguagesQuery();
  const mainLang = languages.data?.[0]?.abbr ?? 'en';
  const [remove] = useDeleteMediaMutation();
  const heading = contentText(`media.${kind}`);
  const titleOf = (item: AdminMediaSummary) => item[`title_${mainLang}`] || item.title_tr || item.title_en || item.seo_name;

  const onDelete = async (item: AdminMediaSummary) => {
    const yes = await confirmDelete();
    if (!yes) return;
    try {
      await remove({ kind, id: item.id }).unwrap();
      // The last row of a later page gone: show the page before it.
      if (list.data && list.data.data.length === 1 && page > 1) setPage(page - 1);
      await showSuccess(contentText('dialogs.deleted'));
    } catch {
      await showDialog({ icon: 'error', title: contentText('dialogs.deleteFailed') });
    }
  };

  return (
    <section aria-labelledby={`media-${kind}-heading`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id={`media-${kind}-heading`} className="h3 mb-0">
          {heading}
        </h1>
        <Link className="btn btn-primary btn-sm" to={mediaAdminPath(kind, 'insert')}>
          {contentText('media.add')}
        </Link>
        <SearchForm
          id={searchId}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      {list.isLoading ? (
        <Spinner label={contentText('loading')} />
      ) : list.isError || !list.data ? (
        <LoadError message={contentText('loadError')} retryLabel={contentText('retry')} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <p>{contentText('media.empty')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table align-middle">
              <caption className="small">{contentText('media.total', { total: list.data.total })}</caption>
              <thead>
                <tr>
                  <th scope="col">{contentText('media.colCover')}</th>
                  <th scope="col">{contentText('media.colTitle')}</th>
                  <th scope="col">{contentText('media.colDate')}</th>
                  <th scope="col">{contentText('media.colActive')}</th>
                  <th scope="col">{contentText('media.colActions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((item) => (
                  <tr key={item.id}>
                    <td>{item.cover ? <Thumbnail image={item.cover} /> : null}</td>
                    <td>
                      <div>{titleOf(item)}</div>
                      <div className="small text-body-secondary">{item.seo_name}</div>
                    </td>
                    <td>{formatDate(item.published_at)}</td>
                    <td>
                      <span className={`badge ${item.is_active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                        {item.is_active ? contentText('media.active') : contentText('media.passive')}
                      </span>
                    </td>
                    <td>
                      <IconActions>
                        <IconAction
                          icon={icons.pencil}
                          tone="primary"
                          label={contentText('media.edit', { name: titleOf(item) })}
                          to={mediaAdminPath(kind, 'update', item.id)}
                        />
                        <IconAction
                          icon={icons.trash}
                          tone="danger"
                          label={contentText('media.delete', { name: titleOf(item) })}
                          onClick={() => void onDelete(item)}
                        />
                      </IconActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.last_page > 1 && (
            <Pager page={page} lastPage={list.data.last_page} onPage={setPage} labels={pagerLabels()} />
          )}
        </>
      )}
    </section>
  );
}
