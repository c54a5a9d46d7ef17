/** One inbox (contact messages, HR applications or offers): mail and trash, search, paging, open, trash, delete. */
import { useState, type FormEvent } from 'react';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Pager } from '@vitrin/shared-libs/ui/Pager';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { InboxKind, InboxMessage, InboxSection } from '@vitrin/shared-libs/types/inbox';
import { t } from '../../../i18n/adminTexts';
import { pagerLabels } from '../../../i18n/pagerLabels';
import { downloadCv } from '../api/downloadCv';
import { useInboxMessagesQuery } from '../api/getInboxMessages';
import { useUnreadCountQuery } from '../api/getUnreadCount';
import { useInboxActions } from '../hooks/useInboxActions';
import { MessageDetail } from './MessageDetail';

export function InboxPage({ kind }: { kind: InboxKind }) {
  // SPEC.md §9: lists start at section mail, page 1, empty search.
  const [section, setSection] = useState<InboxSection>('mail');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isLoading, isError, refetch, isFetching } = useInboxMessagesQuery({ kind, page, section, search });
  const unread = useUnreadCountQuery(kind).data ?? 0;
  const actions = useInboxActions(kind);
  const title = t(`inbox.title.${kind}`);

  const reset = (next: Partial<{ section: InboxSection; page: number; search: string }>) => {
    setSelected([]);
    setOpenId(null);
    if (next.section !== undefined) setSection(next.section);
    if (next.search !== undefined) setSearch(next.search);
    setPage(next.page ?? 1);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    reset({ search: draft });
  };
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const onOpen = (message: InboxMessage) => {
    setOpenId(message.id);
    void actions.open(message);
  };
  const afterAction = (done: boolean) => {
    if (done) {
      setSelected([]);
      setOpenId(null);
    }
  };

  const rows = data?.data ?? [];
  const opened = rows.find((message) => message.id === openId) ?? null;

  return (
    <section aria-labelledby="inbox-title">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 id="inbox-title" className="h3 mb-0">
          {title}
        </h1>
        <span className="badge text-bg-primary" data-testid="inbox-unread">
          {t('inbox.unreadCount', { count: unread })}
        </span>
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div className="btn-group" role="group" aria-label={t('inbox.sections')}>
          {(['mail', 'trash'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={`btn btn-sm ${section === value ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={section === value}
              onClick={() => reset({ section: value })}
            >
              {t(`inbox.section.${value}`)}
            </button>
          ))}
        </div>
        <form className="d-flex gap-2 ms-auto" role="search" onSubmit={onSearch}>
          <label className="visually-hidden" htmlFor={`inbox-search-${kind}`}>
            {t('inbox.search')}
          </label>
          <input
            id={`inbox-search-${kind}`}
            className="form-control form-control-sm"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn-sm btn-outline-secondary">
            {t('inbox.search')}
          </button>
        </form>
      </div>
      <div className="d-flex gap-2 mb-2">
        {section === 'mail' ? (
          <button type="button" className="btn btn-sm btn-warning" onClick={() => void actions.trash(selected).then(afterAction)}>
            {t('inbox.moveToTrash')}
          </button>
        ) : (
          <button type="button" className="btn btn-sm btn-danger" onClick={() => void actions.remove(selected).then(afterAction)}>
            {t('inbox.deleteForGood')}
          </button>
        )}
        <span className="small align-self-center text-body-secondary">{t('inbox.selected', { count: selected.length })}</span>
      </div>
      {isLoading ? (
        <Spinner label={t('loading')} />
      ) : isError || !data ? (
        <LoadError message={t('inbox.loadError')} retryLabel={t('dashboard.retry')} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-body-secondary">{t('inbox.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-hover align-middle" aria-busy={isFetching}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('inbox.select')}</span>
                </th>
                <th scope="col">{t('inbox.from')}</th>
                <th scope="col">{t(kind === 'human-resources' ? 'inbox.position' : 'inbox.company')}</th>
                <th scope="col">{t('inbox.email')}</th>
                <th scope="col">{t('inbox.date')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('inbox.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((message) => (
                <tr
                  key={message.id}
                  className={message.check === 0 ? 'fw-bold' : undefined}
                  data-testid={`message-${message.id}`}
                >
                  <td>
                    <input
                      className="form-check-input"
                      type="checkbox"
                      aria-label={t('inbox.selectOne', { name: message.name })}
                      checked={selected.includes(message.id)}
                      onChange={() => toggle(message.id)}
                    />
                  </td>
                  <td>
                    {message.name}
                    {message.check === 0 && <span className="badge text-bg-info ms-2">{t('inbox.new')}</span>}
                  </td>
                  <td>{kind === 'human-resources' ? message.position : message.company_name}</td>
                  <td>{message.email}</td>
                  <td>{formatDate(message.created_at)}</td>
                  <td>
                    <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onOpen(message)}>
                      {t('inbox.open', { name: message.name })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.last_page > 1 && (
        <Pager
          page={data.current_page}
          lastPage={data.last_page}
          onPage={(next) => reset({ page: next })}
          labels={pagerLabels()}
        />
      )}
      {opened && (
        <MessageDetail
          message={opened}
          kind={kind}
          onClose={() => setOpenId(null)}
          onDownloadCv={() => void downloadCv(opened.id, opened.cv_name ?? 'cv').catch(() => undefined)}
        />
      )}
    </section>
  );
}
