/**
 * /admin/audit-log ("İşlem Kayıtları", Süper Yönetici): every admin write and sign-in, newest first, with the
 * fields it changed (docs/api.md, "Audit log"). The filters and the page live in the address, so a record's own
 * screen links to its history (`?entity=product&entity_id=5`).
 */
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditRecord } from '@vitrin/shared-libs/types/audit';
import { ListHeader, ListTable } from '../../components/ListPage';
import { RelativeTime } from '../../components/RelativeTime';
import { auditText } from '../../i18n/auditTexts';
import { type AuditLogFilters, useAuditLogQuery, useAuditUsersQuery } from './auditLogApi';

const FILTERS = ['user', 'entity', 'entity_id', 'action', 'from', 'to'] as const;

/** The screen a record has of its own, where there is one. */
const recordHref = (record: AuditRecord): string | null => {
  if (!record.entity_id) return null;
  if (record.entity === 'user') return `/admin/user-update/${record.entity_id}`;
  if (record.entity === 'order') return `/admin/order-show/${record.entity_id}`;
  return null;
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

function Changes({ record }: { record: AuditRecord }) {
  const changes = Object.entries(record.changes ?? {});
  if (changes.length === 0) return <span className="text-body-secondary small">{auditText('noChanges')}</span>;
  return (
    <table className="table table-sm table-bordered small mb-0" data-testid="audit-changes">
      <thead>
        <tr>
          <th scope="col">{auditText('change.field')}</th>
          <th scope="col">{auditText('change.before')}</th>
          <th scope="col">{auditText('change.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map(([field, change]) => (
          <tr key={field}>
            <th scope="row" className="fw-normal text-nowrap">
              {field}
            </th>
            <td className="text-break">{shown(change.before)}</td>
            <td className="text-break">{shown(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters: AuditLogFilters = { page: Math.max(1, Number(params.get('page')) || 1) };
  for (const name of FILTERS) filters[name] = params.get(name) ?? '';
  const query = useAuditLogQuery(filters);
  const users = useAuditUsersQuery();

  /** A filter changed: back to page 1 (no parameter), the other filters kept. */
  const setFilter = (name: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'entity') next.delete('entity_id');
    next.delete('page');
    setParams(next);
  };
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  };

  const select = (name: 'user' | 'entity' | 'action', options: { value: string; label: string }[]) => (
    <label className="d-flex flex-column small">
      {auditText(`filters.${name}`)}
      <select className="form-select form-select-sm" value={filters[name]} onChange={(e) => setFilter(name, e.target.value)}>
        <option value="">{auditText('filters.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  const day = (name: 'from' | 'to') => (
    <label className="d-flex flex-column small">
      {auditText(`filters.${name}`)}
      <input
        type="date"
        className="form-control form-control-sm"
        value={filters[name]}
        onChange={(e) => setFilter(name, e.target.value)}
      />
    </label>
  );

  return (
    <section aria-labelledby="audit-log-title">
      <ListHeader
        titleId="audit-log-title"
        title={auditText('title')}
        filters={
          <div className="d-flex flex-wrap gap-2 align-items-end">
            {select(
              'user',
              (users.data?.data ?? []).map((user) => ({ value: String(user.id), label: user.name })),
            )}
            {select(
              'entity',
              AUDIT_ENTITIES.map((entity) => ({ value: entity, label: auditText(`entities.${entity}`) })),
            )}
            {select(
              'action',
              AUDIT_ACTIONS.map((action) => ({ value: action, label: auditText(`actions.${action}`) })),
            )}
            {day('from')}
            {day('to')}
          </div>
        }
      />
      <p className="text-body-secondary">{auditText('intro')}</p>
      <ListTable
        query={query}
        caption={auditText('caption')}
        loadError={auditText('loadError')}
        empty={auditText('empty')}
        onPage={setPage}
        columns={[
          auditText('columns.time'),
          auditText('columns.user'),
          auditText('columns.ip'),
          auditText('columns.action'),
          auditText('columns.entity'),
          auditText('columns.changes'),
        ]}
        row={(record) => {
          const href = recordHref(record);
          const entity = `${auditText(`entities.${record.entity}`)}${record.entity_id ? ` #${record.entity_id}` : ''}`;
          return (
            <tr key={record.id} data-testid="audit-row">
              <td className="text-nowrap">
                <RelativeTime value={record.created_at} />
              </td>
              <td>{record.user.name ?? record.user.email ?? auditText('unknownUser')}</td>
              <td className="text-nowrap">{record.ip ?? '—'}</td>
              <td>{auditText(`actions.${record.action}`)}</td>
              <td>{href ? <Link to={href}>{entity}</Link> : entity}</td>
              <td>
                <Changes record={record} />
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
