/**
 * One support request in full (/admin/support?id=N, where the staff mail about it links): subject, who sent it
 * and when, category, status, the message and the attachment. It takes the focus when it opens.
 */
import { useEffect, useRef } from 'react';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import type { SupportRequest } from '@vitrin/shared-libs/types/staff';
import { adminText } from '../../../i18n/adminTexts';
import { downloadStaffFile } from '@vitrin/shared-libs/api/downloadStaffFile';

/** Downloads a request's attachment with the staff token (it is never under /uploads/). */
export function AttachmentButton({ attachment }: { attachment: NonNullable<SupportRequest['attachment']> }) {
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary text-break"
      onClick={() => void downloadStaffFile(attachment.url, attachment.name)}
    >
      {adminText('support.download', { name: attachment.name })}
    </button>
  );
}

export function SupportRequestDetail({ request, onClose }: { request: SupportRequest; onClose: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView?.({ block: 'nearest' });
  }, [request.id]);
  const rows: [string, string][] = [
    [adminText('support.sender'), request.user_name ?? '—'],
    [adminText('inbox.date'), formatDate(request.created_at)],
    [adminText('support.category'), adminText(`support.categories.${request.category}`)],
    [adminText('support.status'), adminText(`support.statuses.${request.status}`)],
  ];
  return (
    <article className="card mb-4" aria-labelledby="support-detail-title">
      <div className="card-body">
        <div className="d-flex justify-content-between gap-2">
          <h3 id="support-detail-title" className="h5 text-break" tabIndex={-1} ref={title}>
            {adminText('support.detailTitle', { id: request.id, subject: request.subject })}
          </h3>
          <button type="button" className="btn-close" aria-label={adminText('inbox.close')} onClick={onClose} />
        </div>
        <dl className="row mb-2">
          {rows.map(([label, value]) => (
            <div className="col-sm-6 col-xl-3" key={label}>
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mb-2 text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {request.message}
        </p>
        {request.attachment && <AttachmentButton attachment={request.attachment} />}
      </div>
    </article>
  );
}
