import { inboxOf, type InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import type { InboxMessage } from '@vitrin/shared-libs/types/inbox';
import { adminText } from '../../../i18n/adminTexts';
import { useEffect, useRef, type ReactNode } from 'react';
import { RelativeTime } from '../../../components/RelativeTime';

/**
 * The opened message: who sent it, how to reach them, what they wrote (and the CV of an application). It sits below
 * the list: opening one (or arriving by the staff mail's link) brings it into view with the focus on its title.
 */
export function MessageDetail({
  message,
  kind,
  onClose,
  onDownloadCv,
  onMarkUnread,
}: {
  message: InboxMessage;
  kind: InboxKind;
  onClose: () => void;
  onDownloadCv: () => void;
  onMarkUnread: () => void;
}) {
  // A reply in the staff member's own mail program: to the sender, "Re: " and what the message was about.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message.id]);
  const about = message[inboxOf(kind).subject] || adminText(`inbox.title.${kind}`);
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(adminText('inbox.replySubject', { subject: about }))}`;
  const rows: [string, ReactNode][] = [
    [adminText('inbox.from'), message.name],
    [adminText('inbox.company'), message.company_name],
    [adminText('inbox.position'), message.position],
    [adminText('inbox.product'), message.product_code],
    [adminText('inbox.quantity'), message.quantity],
    [adminText('inbox.email'), message.email],
    [adminText('inbox.phone'), message.phone],
    [adminText('inbox.date'), <RelativeTime key="date" value={message.created_at} />],
  ];
  return (
    <article className="card mt-3" aria-labelledby="message-detail-title">
      <div className="card-body">
        <div className="d-flex justify-content-between">
          <h2 id="message-detail-title" className="h5" tabIndex={-1} ref={title}>
            {adminText('inbox.detailTitle', { name: message.name })}
            {message.section === 'trash' && <span className="badge text-bg-secondary ms-2">{adminText('inbox.inTrash')}</span>}
          </h2>
          <button type="button" className="btn-close" aria-label={adminText('inbox.close')} onClick={onClose} />
        </div>
        <dl className="row mb-2">
          {rows
            .filter(([, value]) => value !== null && value !== '')
            .map(([label, value]) => (
              <div className="col-sm-6 col-lg-3" key={label}>
                <dt className="small text-body-secondary fw-normal">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {message.message && (
          <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
            {message.message}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          <a className="btn btn-sm btn-primary" href={reply}>
            {adminText('inbox.reply', { email: message.email })}
          </a>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onMarkUnread}>
            {adminText('inbox.markUnread')}
          </button>
          {inboxOf(kind).cv && message.cv_name && (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDownloadCv}>
              {adminText('inbox.downloadCv', { name: message.cv_name })}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
