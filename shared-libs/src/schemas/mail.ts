/** The response schemas of the wire types in `types/mail.ts` (see wire.ts). */
import { MAIL_KINDS, type OutboxKind } from '@vitrin/shared-libs/types/mail';
import { arrayOf, bool, int, nullable, object, oneOf, str, type JsonSchema } from '@vitrin/shared-libs/schemas/wire';

/** A value for every kind (`Record<MailKind, T>`): each kind present, no other key. */
const perKind = (value: JsonSchema) => object(Object.fromEntries(MAIL_KINDS.map((kind) => [kind, value])));

export const mailSettingsSchema = object({
  enabled: bool,
  from: str,
  recipients: perKind(arrayOf(str)),
  chosen: perKind(bool),
});

export const mailLogEntrySchema = object({
  id: int,
  kind: oneOf([...MAIL_KINDS, 'password_reset', 'release_stopped'] satisfies OutboxKind[]),
  audience: oneOf(['staff', 'visitor']),
  to_address: str,
  subject: str,
  record_id: nullable(int),
  status: oneOf(['pending', 'sending', 'sent', 'failed']),
  attempts: int,
  last_error: nullable(str),
  next_attempt_at: str,
  sent_at: nullable(str),
  created_at: str,
});
