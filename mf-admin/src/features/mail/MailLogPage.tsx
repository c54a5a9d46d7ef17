/**
 * /admin/mail/log ("E-posta Kayıtları", Süper Yönetici): every mail with its status, attempts and last error; one
 * that was not sent (or any other) can be sent again (docs/api.md, "Mail").
 */
import { useState } from 'react';
import { MAIL_KIND_LABELS, type MailLogEntry, type MailStatus } from '@vitrin/shared-libs/types/mail';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { ListHeader, ListTable } from '../../components/ListPage';
import { mailText } from '../../i18n/mailTexts';
import { useMailLogQuery, useResendMailMutation } from './mailApi';

const STATUSES: MailStatus[] = ['pending', 'sending', 'sent', 'failed'];
const BADGES: Record<MailStatus, string> = {
  pending: 'text-bg-warning',
  sending: 'text-bg-info',
  sent: 'text-bg-success',
  failed: 'text-bg-danger',
};

const when = (at: string) =>
  `${formatDate(at)} ${new Date(at).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit' })}`;

const kindName = (kind: MailLogEntry['kind']) =>
  kind === 'password_reset'
    ? mailText('passwordReset')
    : kind === 'release_stopped'
      ? mailText('releaseStopped')
      : MAIL_KIND_LABELS[kind];

const kindLabel = (entry: MailLogEntry) => `${kindName(entry.kind)} · ${mailText(`audiences.${entry.audience}`)}`;

export function MailLogPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | ''>('');
  const query = useMailLogQuery({ page, status }, { pollingInterval: 15_000 });
  const [resend, resending] = useResendMailMutation();

  const onResend = async (id: number) => {
    const result = await resend(id);
    showOutcome(result, { successTitle: mailText('resent') });
    void query.refetch();
  };

  return (
    <section aria-labelledby="mail-log-title">
      <ListHeader
        titleId="mail-log-title"
        title={mailText('logTitle')}
        filters={
          <select
            className="form-select w-auto"
            aria-label={mailText('filter')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MailStatus | '');
              setPage(1);
            }}
          >
            <option value="">{mailText('all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {mailText(`statuses.${s}`)}
              </option>
            ))}
          </select>
        }
      />
      <p className="text-body-secondary">{mailText('logIntro')}</p>
      <ListTable
        query={query}
        caption={mailText('caption')}
        loadError={mailText('logError')}
        empty={mailText('empty')}
        onPage={setPage}
        columns={[
          mailText('columns.created'),
          mailText('columns.kind'),
          mailText('columns.to'),
          mailText('columns.subject'),
          mailText('columns.status'),
          mailText('columns.attempts'),
          mailText('columns.lastError'),
          <span className="visually-hidden" key="actions">
            {mailText('columns.actions')}
          </span>,
        ]}
        row={(entry) => (
          <tr key={entry.id} data-testid="mail-log-row">
            <td className="text-nowrap">{when(entry.created_at)}</td>
            <td>{kindLabel(entry)}</td>
            <td className="text-break">{entry.to_address}</td>
            <td className="text-break">{entry.subject}</td>
            <td>
              <span className={`badge ${BADGES[entry.status]}`}>{mailText(`statuses.${entry.status}`)}</span>
              {entry.status === 'pending' && entry.attempts > 0 && (
                <div className="small text-body-secondary">{mailText('nextAttempt', { when: when(entry.next_attempt_at) })}</div>
              )}
            </td>
            <td>{entry.attempts}</td>
            <td className="small text-danger-emphasis text-break">{entry.last_error}</td>
            <td>
              {entry.status !== 'sending' && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary text-nowrap"
                  disabled={resending.isLoading}
                  onClick={() => void onResend(entry.id)}
                >
                  {mailText('resend')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
