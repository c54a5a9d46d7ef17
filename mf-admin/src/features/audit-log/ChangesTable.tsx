/** The fields that changed, before → after, with their Turkish names ("Ad (EN)"): İşlem Kayıtları and Geçmiş. */
import type { AuditChange } from '@vitrin/shared-libs/types/audit';
import { auditFieldLabel, auditText } from '../../i18n/auditTexts';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return auditText(value ? 'yes' : 'no');
  return typeof value === 'string' ? value : JSON.stringify(value);
};

export function ChangesTable({
  changes,
  caption,
  empty = auditText('noChanges'),
}: {
  changes: Record<string, AuditChange> | null;
  caption?: string;
  empty?: string;
}) {
  const rows = Object.entries(changes ?? {});
  if (rows.length === 0) return <span className="text-body-secondary small">{empty}</span>;
  return (
    <table className="table table-sm table-bordered small mb-0" data-testid="audit-changes">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{auditText('change.field')}</th>
          <th scope="col">{auditText('change.before')}</th>
          <th scope="col">{auditText('change.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([field, change]) => (
          <tr key={field}>
            <th scope="row" className="fw-normal text-nowrap">
              {auditFieldLabel(field)}
            </th>
            <td className="text-break">{shown(change.before)}</td>
            <td className="text-break">{shown(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
