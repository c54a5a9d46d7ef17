/**
 * "Geçmiş": a record's own screen opens its history (docs/api.md "History"). A record whose history can be read
 * and restored (registry/historyEntities.ts) opens its history screen, shown to whoever may edit it; any other
 * record opens İşlem Kayıtları filtered to it, shown to Süper Yönetici only, the only role that may open that.
 */
import { Link } from 'react-router-dom';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { HISTORY_ENTITIES, historyHref, isHistoryEntity } from '@vitrin/shared-libs/registry/historyEntities';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import type { AuditEntity } from '@vitrin/shared-libs/types/audit';

/** The record's history screen, else İşlem Kayıtları filtered to it. */
const recordHistoryHref = (entity: AuditEntity, id: number | string): string =>
  isHistoryEntity(entity) ? historyHref(entity, id) : adminHref('auditLog', { entity, entity_id: String(id) });

export function HistoryLink({ entity, id }: { entity: AuditEntity; id: number | string | null | undefined }) {
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  const area = isHistoryEntity(entity) ? HISTORY_ENTITIES[entity] : 'auditLog';
  if (id === null || id === undefined || !canOpenArea(role, area)) return null;
  return (
    <Link className="btn btn-sm btn-outline-secondary" to={recordHistoryHref(entity, id)}>
      Geçmiş
    </Link>
  );
}
