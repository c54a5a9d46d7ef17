/** The response schemas of the wire types in `types/inbox.ts` (see wire.ts). */
import type { InboxSection } from '@vitrin/shared-libs/types/inbox';
import { INBOX_KINDS } from '@vitrin/shared-libs/registry/inboxes';
import { arrayOf, int, nullable, object, oneOf, recordOf, str } from '@vitrin/shared-libs/schemas/wire';

export const inboxSectionSchema = oneOf(['mail', 'trash'] satisfies InboxSection[]);

/** 0 unread, 1 read. */
export const readFlagSchema = { type: 'integer', enum: [0, 1] };

export const inboxMessageSchema = object({
  id: int,
  name: str,
  email: str,
  phone: str,
  message: nullable(str),
  check: readFlagSchema,
  section: inboxSectionSchema,
  created_at: str,
  company_name: nullable(str),
  position: nullable(str),
  cv_name: nullable(str),
  product_code: nullable(str),
  product_id: nullable(int),
  quantity: nullable(int),
});

/** The dashboard's latest messages of each inbox. */
export const latestMessagesSchema = recordOf(arrayOf(inboxMessageSchema), INBOX_KINDS);
