/**
 * /admin/history/:entity/:id: a record's history, open to whoever may edit the record (registry/historyEntities.ts);
 * an unknown kind of record is not found, a role that may not edit it sees the forbidden page.
 */
import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { HISTORY_ENTITIES, isHistoryEntity } from '@vitrin/shared-libs/registry/historyEntities';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { AdminForbiddenPage } from '../features/not-found/AdminForbiddenPage';
import { AdminNotFoundPage } from '../features/not-found/AdminNotFoundPage';

const HistoryPage = lazy(() => import('../features/audit-log/HistoryPage').then((m) => ({ default: m.HistoryPage })));

export function HistoryRoute() {
  const { entity = '', id = '' } = useParams();
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  if (!isHistoryEntity(entity)) return <AdminNotFoundPage />;
  if (!canOpenArea(role, HISTORY_ENTITIES[entity])) return <AdminForbiddenPage />;
  return <HistoryPage key={`${entity}/${id}`} entity={entity} id={id} />;
}
