/** The admin inboxes' wire types: contact messages, human-resources applications and offers. */

import type { InboxKind, InboxUnreadKey } from '@vitrin/shared-libs/registry/inboxes';

export type InboxSection = 'mail' | 'trash';

/** One message as the admin lists show it; fields an inbox does not have are null. */
export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  /** 0 unread, 1 read */
  check: 0 | 1;
  section: InboxSection;
  created_at: string;
  company_name: string | null;
  /** human-resources: the position applied for */
  position: string | null;
  /** human-resources: the CV's original name, downloaded through GET /api/admin/human-resources/{id}/cv */
  cv_name: string | null;
  /** offer: the product asked about, as it was when sent */
  product_code: string | null;
  product_id: number | null;
  quantity: number | null;
}

/** GET /api/admin/dashboard's latest five per inbox. */
export type LatestMessages = Record<InboxKind, InboxMessage[]>;

/** GET /api/admin/dashboard's unread count per inbox, by each inbox's `unreadKey`. */
export type UnreadCounts = Record<InboxUnreadKey, number>;
