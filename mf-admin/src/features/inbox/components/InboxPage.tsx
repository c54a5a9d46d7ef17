/**
 * One inbox (contact messages, HR applications or offers): mail and trash, search, paging, open, trash, restore,
 * delete. The selection only ever holds messages on screen, so no count outlives the rows it counted.
 * The opened message is in the address (`?id=N`, what the staff mail links to): it opens wherever it is listed,
 * on another page or in the trash, and opening it marks it read.
 */
import { useEffect, useRef, useState } from 'react';
import { inboxOf, type InboxColumn, type InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import type { InboxMessage, InboxSection } from '@vitrin/shared-libs/types/inbox';
import { adminText } from '../../../i18n/adminTexts';
import { DatesFilter, ListHeader, ListTable } from '../../../components/ListPage';
import { RelativeTime } from '../../../components/RelativeTime';
import { useIdParam } from '../../../lib/useIdParam';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { useListState } from '@vitrin/shared-libs/ui/useListParams';
import { downloadCv } from '../api/downloadCv';
import { useInboxMessageQuery } from '../api/getInboxMessage';
import { useInboxMessagesQuery } from '../api/getInboxMessages';
import { useUnreadCountQuery } from '../api/getUnreadCount';
import { useInboxActions } from '../hooks/useInboxActions';
import { MessageDetail } from './MessageDetail';

/** The text key of each column an inbox may show as its list's subject. */
const COLUMN_LABELS: Record<InboxColumn, string> = {
  company_name: 'inbox.company',
  position: 'inbox.position',
  product_code: 'inbox.product',
};

const READ_STATES = (['0', '1'] as const).map((value) => ({ value, label: adminText(`list.readStates.${value}`) }));

export function InboxPage({ kind }: { kind: InboxKind }) {
  const { subject } = inboxOf(kind);
  // The view is in the address: section (mail unless ?section=trash), page, search, sort, read state, dates.
  const list = useListState('inbox', ['section', 'check', 'from', 'to'], { clears: ['id'] });
  const section: InboxSection = list.filters.section === 'trash' ? 'trash' : 'mail';
  const [picked, setSelected] = useState<number[]>([]);
  const [openId, setOpenId] = useIdParam();
  const query = useInboxMessagesQuery({ kind, ...list.query });
  const unread = useUnreadCountQuery(kind).data ?? 0;
  const actions = useInboxActions(kind);
  const title = adminText(`inbox.title.${kind}`);
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const onOpen = (message: InboxMessage) => setOpenId(message.id);
  const afterAction = (done: boolean) => {
    if (done) {
      setSelected([]);
      setOpenId(null);
    }
  };

  const rows = query.data?.data ?? [];
  // A message that left the list (deleted, moved, another page) is no longer selected.
  const selected = picked.filter((id) => rows.some((message) => message.id === id));
  const listed = rows.find((message) => message.id === openId);
  // Not on this page of this section (the mail's link, or a search since): read on its own.
  const linked = useInboxMessageQuery({ kind, id: openId ?? 0 }, { skip: openId === null || listed !== undefined });
  const opened = listed ?? (openId !== null && linked.data?.id === openId ? linked.data : null);
  const missing = openId !== null && !listed && linked.isError;

  // An opened unread message is marked read once; marked unread and opened again, it is marked again.
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!opened) {
      if (openId === null) marked.current = null;
      return;
    }
    if (opened.check === 0 && marked.current !== opened.id) {
      marked.current = opened.id;
      void actions.open(opened);
    }
  }, [opened, openId, actions]);

  return (
    <section aria-labelledby="inbox-title">
      <ListHeader
        titleId="inbox-title"
        title={title}
        actions={
          <span className="badge text-bg-primary" data-testid="inbox-unread">
            {adminText('inbox.unreadCount', { count: unread })}
          </span>
        }
        filters={
          <>
            <div className="btn-group" role="group" aria-label={adminText('inbox.sections')}>
              {(['mail', 'trash'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  className={`btn btn-sm ${section === value ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={section === value}
                  onClick={() => list.setFilter('section', value === 'trash' ? value : '')}
                >
                  {adminText(`inbox.section.${value}`)}
                </button>
              ))}
            </div>
            <FilterSelect
              label={adminText('list.read')}
              all={adminText('list.all')}
              value={list.filters.check}
              options={READ_STATES}
              onChange={(value) => list.setFilter('check', value)}
            />
            <DatesFilter filters={list.filters} setFilter={list.setFilter} />
          </>
        }
        search={{ id: `inbox-search-${kind}`, value: list.search, onSearch: list.setSearch }}
      />
      <div className="d-flex gap-2 mb-2">
        {section === 'mail' ? (
          <button type="button" className="btn btn-sm btn-warning" onClick={() => void actions.trash(selected).then(afterAction)}>
            {adminText('inbox.moveToTrash')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => void actions.restore(selected).then(afterAction)}
            >
              {adminText('inbox.restore')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() => void actions.remove(selected).then(afterAction)}
            >
              {adminText('inbox.deleteForGood')}
            </button>
          </>
        )}
        <span className="small align-self-center text-body-secondary">
          {adminText('inbox.selected', { count: selected.length })}
        </span>
      </div>
      <ListTable
        query={query}
        caption={section === 'trash' ? adminText('inbox.trashCaption', { title }) : title}
        loadError={adminText('inbox.loadError')}
        empty={adminText('inbox.empty')}
        onPage={list.setPage}
        sort={list.sort}
        columns={[
          { label: adminText('inbox.select'), hidden: true },
          { label: adminText('inbox.from'), sort: 'name' },
          adminText(COLUMN_LABELS[subject]),
          { label: adminText('inbox.email'), sort: 'email' },
          { label: adminText('inbox.date'), sort: 'created_at' },
          { label: adminText('inbox.actions'), hidden: true },
        ]}
        row={(message) => (
          <tr key={message.id} className={message.check === 0 ? 'fw-bold' : undefined} data-testid={`message-${message.id}`}>
            <td>
              <input
                className="form-check-input"
                type="checkbox"
                aria-label={adminText('inbox.selectOne', { name: message.name })}
                checked={selected.includes(message.id)}
                onChange={() => toggle(message.id)}
              />
            </td>
            <td>
              {message.name}
              {message.check === 0 && <span className="badge text-bg-info ms-2">{adminText('inbox.new')}</span>}
            </td>
            <td>{message[subject]}</td>
            <td>{message.email}</td>
            <td>
              <RelativeTime value={message.created_at} />
            </td>
            <td>
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onOpen(message)}>
                {adminText('inbox.open', { name: message.name })}
              </button>
            </td>
          </tr>
        )}
      />
      {missing && (
        <div className="alert alert-warning d-flex justify-content-between align-items-center mt-3" role="alert">
          {adminText('inbox.notFound')}
          <button type="button" className="btn-close" aria-label={adminText('inbox.close')} onClick={() => setOpenId(null)} />
        </div>
      )}
      {opened && (
        <MessageDetail
          message={opened}
          kind={kind}
          onClose={() => setOpenId(null)}
          onDownloadCv={() => void downloadCv(kind, opened.id, opened.cv_name ?? 'cv')}
          onMarkUnread={() => {
            setOpenId(null);
            marked.current = null;
            void actions.markUnread(opened);
          }}
        />
      )}
    </section>
  );
}
