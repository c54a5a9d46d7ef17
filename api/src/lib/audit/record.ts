/**
 * The audit log (docs/architecture.md "The audit log", docs/decisions.md "The audit log"): every admin write,
 * sign-in and failed sign-in leaves one record — who, when, from which address, what was done to which record,
 * and the fields that changed, before → after — written in the write's own transaction: a write that fails
 * leaves no record, and a record that cannot be written undoes the write.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntity } from '@vitrin/shared-libs/types/audit';
import { type Db, inTransaction } from '../../db/connection';
import { removeFiles } from '../uploads';
import { type AuditEntry, auditRow } from './rows';
import { type AuditKey, type Snapshot, snapshotOf } from './snapshots';

export { type AuditActor, type AuditEntry, diffFields, isSensitive, REDACTED, SENSITIVE_FIELDS } from './rows';

/**
 * Writes one audit record with `db` — the write's transaction. The address is request.ip, which Fastify takes
 * through the same proxy trust as lib/client-address.ts.
 */
export async function recordAudit(db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values(auditRow({ actor: entry.actor ?? request.user ?? null, ip: request.ip ?? null }, entry))
    .execute();
}

export interface AuditTarget<T> {
  action: AuditAction;
  entity: AuditEntity;
  /** The record(s) written, when known before the write (an update, a delete). */
  id?: AuditKey | null;
  /** The record created, from the write's result (a create). */
  idOf?: (result: T) => AuditKey | null | undefined;
  /** How the record is read before and after; by default the entity's own (snapshots.ts). */
  snapshot?: Snapshot;
}

/**
 * Runs an admin write and records it, in one transaction: the snapshot before, `change(trx)`, the snapshot
 * after, the record. Everything `change` does must go through `trx` (a service taking `db: Db` takes it).
 */
export function audited<T>(db: Db, request: FastifyRequest, target: AuditTarget<T>, change: (trx: Db) => Promise<T>): Promise<T> {
  const snapshot = target.snapshot ?? snapshotOf(target.entity);
  return inTransaction(db, async (trx) => {
    const known = target.id ?? null;
    const before = await snapshot(trx, known);
    const result = await change(trx);
    const key = known ?? target.idOf?.(result) ?? null;
    const after = await snapshot(trx, key);
    await recordAudit(trx, request, { action: target.action, entity: target.entity, entityId: key, before, after });
    return result;
  });
}

/** `idOf` of a create whose write returns the new row's id. */
export const createdId = (id: number): number => id;

/**
 * Records a file just stored (an image for rich text): the file is written before any transaction can hold it,
 * so when its record cannot be written the file is removed again and the upload fails.
 */
export async function auditedUpload<T extends { id: number }>(
  app: FastifyInstance,
  request: FastifyRequest,
  asset: T,
): Promise<T> {
  try {
    await inTransaction(app.db, async (trx) =>
      recordAudit(trx, request, {
        action: 'upload',
        entity: 'file',
        entityId: asset.id,
        after: await snapshotOf('file')(trx, asset.id),
      }),
    );
  } catch (error) {
    await removeFiles(app, [asset.id]);
    throw error;
  }
  return asset;
}
