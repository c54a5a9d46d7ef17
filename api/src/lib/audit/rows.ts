/**
 * An audit record as a row (docs/decisions.md, "The audit log"): who, from which address, what was done to which
 * record, and the fields that changed, secrets redacted. Nothing here needs a request or the app, so a write made
 * away from a request (the catalogue import's worker thread) records itself the same way.
 */
import type { Insertable } from 'kysely';
import type { AuditAction, AuditChange, AuditEntity } from '@vitrin/shared-libs/types/audit';
import type { AuditLogTable } from '../../db/tables/audit-log';
import { nowIso } from '../time';
import type { AuditKey } from './snapshots';

/**
 * Field names that are never recorded: a field whose name contains one of these reads REDACTED, before and
 * after, so the record says that it changed and never what it holds.
 */
export const SENSITIVE_FIELDS = ['password', 'token', 'secret', 'api_key', 'apikey', 'smtp_pass', 'credential'] as const;
export const REDACTED = '[gizli]';

export const isSensitive = (field: string): boolean => {
  const name = field.toLowerCase();
  return SENSITIVE_FIELDS.some((word) => name.includes(word));
};

type Fields = Record<string, unknown> | null;

/** The fields whose values differ between two snapshots (a missing snapshot: every field of the other). */
export function diffFields(before: Fields, after: Fields): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of [...keys].sort()) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[key] = isSensitive(key) ? { before: REDACTED, after: REDACTED } : { before: was, after: now };
  }
  return changes;
}

/** Who did it, when not the signed-in staff member (a sign-in: the account; a failed one: the e-mail tried). */
export interface AuditActor {
  id: number | null;
  name: string | null;
  email: string | null;
}

/** The staff member (or none) and the address a record is written for. */
export interface AuditWho {
  actor: AuditActor | null;
  ip: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: AuditKey | null;
  before?: Fields;
  after?: Fields;
  actor?: AuditActor;
}

/** The record's entity_id: one id as text; a list of several ids none (their fields carry `#id`). */
const entityIdOf = (key: AuditKey | null | undefined): string | null => {
  if (key === null || key === undefined) return null;
  if (Array.isArray(key)) return key.length === 1 ? String(key[0]) : null;
  return String(key);
};

/** The audit_log row of one record. */
export function auditRow(who: AuditWho, entry: AuditEntry): Insertable<AuditLogTable> {
  const changes = diffFields(entry.before ?? null, entry.after ?? null);
  return {
    created_at: nowIso(),
    user_id: who.actor?.id ?? null,
    user_name: who.actor?.name ?? null,
    user_email: who.actor?.email ?? null,
    ip: who.ip,
    action: entry.action,
    entity: entry.entity,
    entity_id: entityIdOf(entry.entityId),
    changes: Object.keys(changes).length > 0 ? JSON.stringify(changes) : null,
  };
}
