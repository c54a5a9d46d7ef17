/** The admin inboxes of the inbox registry: one set of queries over their shared columns. */
import { inboxOf, INBOX_TABLE, type InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import type { InboxMessage, InboxSection } from '@vitrin/shared-libs/types/inbox';
import type { Paged } from '@vitrin/shared-libs/types/api';
import { type Db, inTransaction } from '../../db/connection';
import { toCount } from '../../db/connection';
import { likeColumns } from '../../lib/like';
import { orderByList, paginate, whereDateRange } from '../../lib/paging';
import type { PrivateUploadFolder } from '../../lib/private-files';

/**
 * The uploads folder CVs are stored in (storeUpload(app, file, 'cv', { folder: CV_FOLDER })): /uploads/ never
 * serves it; staff download a CV through GET /api/admin/human-resources/{id}/cv.
 */
export const CV_FOLDER: PrivateUploadFolder = 'cv';

// The inbox tables share id, check, section and created_at; Kysely is told it is the contact table for those.
const table = (kind: InboxKind) => INBOX_TABLE[kind].table as 'contact_messages';
// An inbox whose messages carry a CV has the applications' cv_file_id column.
const cvTable = (kind: InboxKind) => INBOX_TABLE[kind].table as 'human_resources_messages';

type AnyRow = Record<string, unknown> & { id: number; check: number; section: string; created_at: string };

function toMessage(row: AnyRow, cvName: string | null = null): InboxMessage {
  const text = (key: string) => (row[key] == null ? null : String(row[key]));
  return {
    id: row.id,
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: text('message'),
    check: row.check === 1 ? 1 : 0,
    section: row.section === 'trash' ? 'trash' : 'mail',
    created_at: row.created_at,
    company_name: text('company_name'),
    position: text('position'),
    cv_name: cvName,
    product_code: text('product_code'),
    product_id: row.product_id == null ? null : Number(row.product_id),
    quantity: row.quantity == null ? null : Number(row.quantity),
  };
}

async function withCvNames(db: Db, kind: InboxKind, rows: AnyRow[]): Promise<InboxMessage[]> {
  if (!inboxOf(kind).cv) return rows.map((row) => toMessage(row));
  const ids = rows.map((row) => row.cv_file_id).filter((id): id is number => typeof id === 'number');
  const files = ids.length
    ? await db.selectFrom('files').select(['id', 'original_name', 'path']).where('id', 'in', ids).execute()
    : [];
  const names = new Map(files.map((file) => [file.id, file.original_name ?? file.path.split('/').pop() ?? 'cv']));
  return rows.map((row) => toMessage(row, typeof row.cv_file_id === 'number' ? (names.get(row.cv_file_id) ?? null) : null));
}

export interface InboxListQuery {
  section: InboxSection;
  search: string;
  page: number;
  perPage: number;
  sort?: string;
  /** '0' unread only, '1' read only. */
  check?: string;
  from?: string;
  to?: string;
}

const INBOX_SORT_COLUMNS = { created_at: 'created_at', name: 'name', email: 'email', check: 'check' } as const;

export async function listInbox(db: Db, kind: InboxKind, query: InboxListQuery): Promise<Paged<InboxMessage>> {
  let select = db.selectFrom(table(kind)).selectAll().where('section', '=', query.section);
  if (query.search.trim()) select = select.where((eb) => eb.or(likeColumns([...inboxOf(kind).searched], query.search)));
  if (query.check) select = select.where('check', '=', Number(query.check));
  select = whereDateRange(select, 'created_at', query);
  const page = await paginate(orderByList(select, 'inbox', query.sort, INBOX_SORT_COLUMNS), query.page, query.perPage);
  return { ...page, data: await withCvNames(db, kind, page.data as unknown as AnyRow[]) };
}

/** One message in either section (the staff mail's link opens it), or undefined. */
export async function findMessage(db: Db, kind: InboxKind, id: number): Promise<InboxMessage | undefined> {
  const row = await db.selectFrom(table(kind)).selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await withCvNames(db, kind, [row as unknown as AnyRow]))[0];
}

export async function latestInMail(db: Db, kind: InboxKind, limit: number): Promise<InboxMessage[]> {
  const rows = await db
    .selectFrom(table(kind))
    .selectAll()
    .where('section', '=', 'mail')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return withCvNames(db, kind, rows as unknown as AnyRow[]);
}

/** Unread messages in the mail section: the counters in the menu and header. */
export async function countUnread(db: Db, kind: InboxKind): Promise<number> {
  const row = await db
    .selectFrom(table(kind))
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('check', '=', 0)
    .where('section', '=', 'mail')
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

/** Marks one message read; false when there is no such message. */
/** Marks one message read (or, with `read` false, unread again); false when there is no such message. */
export async function markRead(db: Db, kind: InboxKind, id: number, read = true): Promise<boolean> {
  const result = await db
    .updateTable(table(kind))
    .set({ check: read ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves messages from one section to the other (to the trash, or back to mail); returns how many moved. */
export async function moveSection(db: Db, kind: InboxKind, ids: number[], from: InboxSection, to: InboxSection): Promise<number> {
  const result = await db
    .updateTable(table(kind))
    .set({ section: to })
    .where('id', 'in', ids)
    .where('section', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes messages that are in the trash (never straight from the mail section); returns the deleted rows' file ids. */
export async function deleteFromTrash(db: Db, kind: InboxKind, ids: number[]): Promise<{ deleted: number; fileIds: number[] }> {
  return inTransaction(db, async (trx) => {
    let fileIds: number[] = [];
    if (inboxOf(kind).cv) {
      const rows = await trx
        .selectFrom(cvTable(kind))
        .select('cv_file_id')
        .where('id', 'in', ids)
        .where('section', '=', 'trash')
        .execute();
      fileIds = rows.map((row) => row.cv_file_id).filter((id): id is number => id !== null);
    }
    const result = await trx.deleteFrom(table(kind)).where('id', 'in', ids).where('section', '=', 'trash').executeTakeFirst();
    return { deleted: Number(result.numDeletedRows), fileIds };
  });
}

/**
 * The query for the stored CV of one message of an inbox with CVs: its own table under the alias `m` (never
 * another inbox's table by name: each inbox with CVs has its own cv_file_id column).
 */
export function cvFileQuery(db: Db, kind: InboxKind, id: number) {
  const from = `${INBOX_TABLE[kind].table} as m` as 'human_resources_messages as m';
  return db
    .selectFrom(from)
    .innerJoin('files', 'files.id', 'm.cv_file_id')
    .select(['files.id', 'files.path', 'files.mime', 'files.original_name'])
    .where('m.id', '=', id);
}

/** The stored CV of one message of an inbox with CVs, for the staff-only download. */
export function findCvFile(db: Db, kind: InboxKind, id: number) {
  return cvFileQuery(db, kind, id).executeTakeFirst();
}
