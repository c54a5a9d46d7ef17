/**
 * /admin/audit-log ("İşlem Kayıtları", Süper Yönetici): every admin write and sign-in, newest first, with the
 * fields it changed (docs/api.md, "Audit log"). The filters and the page live in the address, so a record's own
 * screen links to its history (`?entity=product&entity_id=5`).
 */
import { screenHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { Link } from 'react-router-dom';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { useListState } from '@vitrin/shared-libs/ui/useListParams';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditRecord } from '@vitrin/shared-libs/types/audit';
import { DatesFilter, ListHeader, ListTable } from '../../components/ListPage';
import { RelativeTime } from '../../components/RelativeTime';
import { auditText } from '../../i18n/auditTexts';
import { historyHref, isHistoryEntity } from '@vitrin/shared-libs/registry/historyEntities';
import { RestoreDeletedButton } from './RestoreDeletedButton';
import { ChangesTable } from './ChangesTable';
import { useAuditLogQuery, useAuditUsersQuery } from './auditLogApi';

const FILTERS = ['user', 'entity', 'entity_id', 'action', 'from', 'to'] as const;

/** The screen a record has of its own, where there is one. */
const recordHref = (record: AuditRecord): string | null => {
  if (!record.entity_id) return null;
  if (record.entity === 'user') return screenHref('user-update', record.entity_id);
  if (record.entity === 'order') return screenHref('order-show', record.entity_id);
  if (isHistoryEntity(record.entity)) return historyHref(record.entity, record.entity_id);
  return null;
};

export function AuditLogPage() {
  const list = useListState('auditLog', FILTERS);
  const query = useAuditLogQuery(list.query);
  const users = useAuditUsersQuery();
  const { filters } = list;

  return (
    <section aria-labelledby="audit-log-title">
      <ListHeader
        titleId="audit-log-title"
        title={auditText('title')}
        filters={
          <>
            <FilterSelect
              label={auditText('filters.user')}
              all={auditText('filters.all')}
              value={filters.user}
              options={(users.data?.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
              onChange={(value) => list.setFilter('user', value)}
            />
            <FilterSelect
              label={auditText('filters.entity')}
              all={auditText('filters.all')}
              value={filters.entity}
              options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: auditText(`entities.${entity}`) }))}
              // Another record type: the one record's id no longer applies.
              onChange={(value) => list.setFilters({ entity: value, entity_id: '' })}
            />
            <FilterSelect
              label={auditText('filters.action')}
              all={auditText('filters.all')}
              value={filters.action}
              options={AUDIT_ACTIONS.map((action) => ({ value: action, label: auditText(`actions.${action}`) }))}
              onChange={(value) => list.setFilter('action', value)}
            />
            <DatesFilter filters={filters} setFilter={list.setFilter} />
          </>
        }
      />
      <p className="text-body-secondary">{auditText('intro')}</p>
      <ListTable
        query={query}
        caption={auditText('caption')}
        loadError={auditText('loadError')}
        empty={auditText('empty')}
        onPage={list.setPage}
        sort={list.sort}
        columns={[
          { label: auditText('columns.time'), sort: 'created_at' },
          auditText('columns.user'),
          auditText('columns.ip'),
          { label: auditText('columns.action'), sort: 'action' },
          { label: auditText('columns.entity'), sort: 'entity' },
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
                <ChangesTable changes={record.changes} />
                {record.action === 'delete' && record.entity_id && isHistoryEntity(record.entity) && (
                  <RestoreDeletedButton auditId={record.id} />
                )}
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
