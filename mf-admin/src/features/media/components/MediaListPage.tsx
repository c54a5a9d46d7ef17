/**
 * pages/news, pages/videos, pages/photos, pages/blog: one list for the four kinds, paged and sorted by the server,
 * with search and a state filter; the view is in the address.
 */
import { Thumbnail } from '@vitrin/shared-libs/ui/Thumbnail';
import { Link } from 'react-router-dom';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import type { AdminMediaSummary } from '@vitrin/shared-libs/types/content';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { IconAction, IconActions } from '@vitrin/shared-libs/ui/IconAction';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { MissingTranslationFilter } from '@vitrin/shared-libs/ui/MissingTranslationFilter';
import { MISSING_LANG_PARAM } from '@vitrin/shared-libs/registry/translations';
import { useListState } from '@vitrin/shared-libs/ui/useListParams';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { ScheduleBadge, ScheduleFilter } from '@vitrin/shared-libs/ui/Schedule';
import * as icons from '../../../components/icons';
import { ListHeader, ListTable } from '../../../components/ListPage';
import { adminText } from '../../../i18n/adminTexts';
import { contentText } from '../../../i18n/contentTexts';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { useDeleteMediaMutation, useMediaListQuery } from '../api/media';
import { confirmDelete, showSuccess } from '@vitrin/shared-libs/ui/outcome';
import { mediaAdminPath } from '../utils/media';

export function MediaListPage({ kind }: { kind: MediaKind }) {
  const list = useListState('media', ['is_active', 'schedule', MISSING_LANG_PARAM]);
  const query = useMediaListQuery({ kind, ...list.query });
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
      if (query.data && query.data.data.length === 1 && list.page > 1) list.setPage(list.page - 1);
      await showSuccess(contentText('dialogs.deleted'));
    } catch {
      await showDialog({ icon: 'error', title: contentText('dialogs.deleteFailed') });
    }
  };

  return (
    <section aria-labelledby={`media-${kind}-heading`}>
      <ListHeader
        titleId={`media-${kind}-heading`}
        title={heading}
        actions={
          <Link className="btn btn-primary btn-sm" to={mediaAdminPath(kind, 'insert')}>
            {contentText('media.add')}
          </Link>
        }
        filters={
          <>
            <FilterSelect
              label={contentText('media.colActive')}
              all={adminText('list.all')}
              value={list.filters.is_active}
              options={[
                { value: '1', label: contentText('media.active') },
                { value: '0', label: contentText('media.passive') },
              ]}
              onChange={(value) => list.setFilter('is_active', value)}
            />
            <ScheduleFilter
              value={list.filters.schedule}
              all={adminText('list.all')}
              onChange={(value) => list.setFilter('schedule', value)}
            />
            <MissingTranslationFilter
              label={adminText('translations.filter')}
              all={adminText('list.all')}
              value={list.filters[MISSING_LANG_PARAM]}
              onChange={(value) => list.setFilter(MISSING_LANG_PARAM, value)}
            />
          </>
        }
        search={{ id: `media-${kind}-search`, value: list.search, onSearch: list.setSearch }}
      />
      <ListTable
        query={query}
        caption={contentText('media.total', { total: query.data?.total ?? 0 })}
        showCaption
        loadError={contentText('loadError')}
        empty={contentText('media.empty')}
        onPage={list.setPage}
        sort={list.sort}
        tableClassName="table align-middle"
        columns={[
          contentText('media.colCover'),
          { label: contentText('media.colTitle'), sort: 'seo_name' },
          { label: contentText('media.colDate'), sort: 'published_at' },
          { label: contentText('media.colActive'), sort: 'is_active' },
          contentText('media.colActions'),
        ]}
        row={(item) => (
          <tr key={item.id}>
            <td>{item.cover ? <Thumbnail image={item.cover} /> : null}</td>
            <td>
              <div>{titleOf(item)}</div>
              <div className="small text-body-secondary">{item.seo_name}</div>
            </td>
            <td>{formatDate(item.published_at)}</td>
            <td>
              <div className="d-flex flex-wrap gap-1">
                <span className={`badge ${item.is_active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {item.is_active ? contentText('media.active') : contentText('media.passive')}
                </span>
                <ScheduleBadge state={item.schedule_state} publishAt={item.publish_at} />
              </div>
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
        )}
      />
    </section>
  );
}
