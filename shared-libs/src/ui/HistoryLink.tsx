/**
 * "Geçmiş": a record's own screen opens its history in İşlem Kayıtları (/admin/audit-log, Süper Yönetici only;
 * docs/api.md "Audit log"). Shown to Süper Yönetici only, the only role that may open it.
 */
import { Link } from 'react-router-dom';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import type { AuditEntity } from '@vitrin/shared-libs/types/audit';

export const historyHref = (entity: AuditEntity, id: number | string): string =>
  `/admin/audit-log?${new URLSearchParams({ entity, entity_id: String(id) }).toString()}`;

export function HistoryLink({ entity, id }: { entity: AuditEntity; id: number | string | null | undefined }) {
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  if (id === null || id === undefined || !canOpenArea(role, 'auditLog')) return null;
  return (
    <Link className="btn btn-sm btn-outline-secondary" to={historyHref(entity, id)}>
      Geçmiş
    </Link>
  );
}
