/**
 * The inboxes: one entry a kind of message visitors send and staff read (docs/architecture.md, "Registries").
 * The key is the kind: its admin API path (/api/admin/{kind}) and the key of its texts. Read by the API (the
 * inbox routes, their table and searched columns, the dashboard's counts, chart and latest messages) and the
 * admin (routes, side menu, header counters, inbox titles, the dashboard's cards).
 * Adding an inbox is one entry here plus its own table and public form; the side-menu icon is optional.
 */

/** A column an inbox table may hold besides the ones every inbox has (name, email, phone, message). */
export type InboxColumn = 'company_name' | 'position' | 'product_code';

export interface InboxEntry {
  /** The database table of its messages. */
  table: string;
  /** The columns the staff search looks in (case folded on both engines). */
  searched: readonly (InboxColumn | 'name' | 'email' | 'phone' | 'message')[];
  /** The list's second column: what a message is about besides who sent it. */
  subject: InboxColumn;
  /** The admin's route name and its path under /admin. */
  adminRoute: string;
  adminPath: string;
  /** The key of its unread count in GET /api/admin/dashboard's `unread`. */
  unreadKey: string;
  /** What staff read: the menu entry, the inbox's title, the dashboard's unread card and latest list. */
  staff: { menu: string; title: string; unread: string; latest: string };
  /** What the API docs call its messages. */
  docsLabel: string;
  /** Each message carries a file staff download (an application's CV) through /api/admin/{kind}/{id}/cv. */
  cv?: true;
  /**
   * Its trash, delete and check calls go as POST with `_method` PUT, DELETE and PUT, as the specification sends
   * them for offers; the other inboxes' are plain PUT and DELETE (docs/api.md, "Method override").
   */
  methodOverride?: true;
}

export const INBOX_TABLE = {
  contact: {
    table: 'contact_messages',
    searched: ['company_name', 'name', 'email', 'phone', 'message'],
    subject: 'company_name',
    adminRoute: 'contact',
    adminPath: 'contact',
    unreadKey: 'contact',
    staff: { menu: 'Gelen Kutusu', title: 'Gelen Kutusu', unread: 'Okunmamış Mesajlar', latest: 'Son Mesajlar' },
    docsLabel: 'contact messages',
  },
  'human-resources': {
    table: 'human_resources_messages',
    searched: ['name', 'email', 'phone', 'position', 'message'],
    subject: 'position',
    adminRoute: 'humanResources',
    adminPath: 'human-resources',
    unreadKey: 'human_resources',
    staff: {
      menu: 'İnsan Kaynakları',
      title: 'İnsan Kaynakları Başvuruları',
      unread: 'Okunmamış Başvurular',
      latest: 'Son Başvurular',
    },
    docsLabel: 'human-resources applications',
    cv: true,
  },
  offer: {
    table: 'offers',
    searched: ['company_name', 'name', 'email', 'phone', 'product_code', 'message'],
    subject: 'company_name',
    adminRoute: 'offers',
    adminPath: 'offers',
    unreadKey: 'offer',
    staff: {
      menu: 'Teklif Talepleri',
      title: 'Teklif Talepleri',
      unread: 'Okunmamış Teklifler',
      latest: 'Son Teklif Talepleri',
    },
    docsLabel: 'offers',
    methodOverride: true,
  },
} as const satisfies Record<string, InboxEntry>;

type Table = typeof INBOX_TABLE;
export type InboxKind = keyof Table;
export type InboxAdminRoute = Table[InboxKind]['adminRoute'];
export type InboxUnreadKey = Table[InboxKind]['unreadKey'];

/** The kinds, in the order the dashboard and the API list them. */
export const INBOX_KINDS = Object.keys(INBOX_TABLE) as InboxKind[];

export const inboxOf = (kind: InboxKind): InboxEntry => INBOX_TABLE[kind];

/** One of the staff texts of every inbox, by kind (the admin's text tables spread these). */
export const inboxStaffTexts = (text: keyof InboxEntry['staff']): Record<InboxKind, string> =>
  Object.fromEntries(INBOX_KINDS.map((kind) => [kind, inboxOf(kind).staff[text]])) as Record<InboxKind, string>;
