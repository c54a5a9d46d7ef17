/** The response schemas of the wire types in `types/audit.ts` (see wire.ts). */
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@vitrin/shared-libs/types/audit';
import { anyValue, arrayOf, bool, int, nullable, object, oneOf, recordOf, str } from '@vitrin/shared-libs/schemas/wire';

/** A field's value before and after the write: any JSON (null when it did not exist). */
export const auditChangeSchema = object({ before: anyValue, after: anyValue });

export const auditRecordSchema = object({
  id: int,
  created_at: str,
  user: object({ id: nullable(int), name: nullable(str), email: nullable(str) }),
  ip: nullable(str),
  action: oneOf(AUDIT_ACTIONS),
  entity: oneOf(AUDIT_ENTITIES),
  entity_id: nullable(str),
  changes: nullable(recordOf(auditChangeSchema)),
});

/** GET /api/admin/history/<entity>/:id (types in registry/historyEntities.ts). */
export const historyAnswerSchema = object({
  entity: str,
  entity_id: str,
  deleted: bool,
  versions: arrayOf(
    object({
      id: int,
      created_at: str,
      user: object({ id: nullable(int), name: nullable(str), email: nullable(str) }),
      action: oneOf(AUDIT_ACTIONS),
      changes: recordOf(auditChangeSchema),
    }),
  ),
  comparison: nullable(object({ from: int, to: int, changes: recordOf(auditChangeSchema) })),
});
