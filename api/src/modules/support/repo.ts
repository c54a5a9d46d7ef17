import type { Paged } from '@vitrin/shared-libs/types/api';
import type { SupportCategory, SupportRequest, SupportStatus } from '@vitrin/shared-libs/types/staff';
import type { Db } from '../../db/connection';
import { orderByList, paginate } from '../../lib/paging';
import type { PrivateUploadFolder } from '../../lib/private-files';
import { nowIso } from '../../lib/time';

/**
 * The uploads folder attachments are stored in (storeUpload(app, file, 'support', { folder: SUPPORT_FOLDER })):
 * /uploads/ never serves it; staff download one through GET /api/admin/support/{id}/attachment.
 */
export const SUPPORT_FOLDER: PrivateUploadFolder = 'support';

export async function createSupportRequest(
  db: Db,
  input: { userId: number; subject: string; category: SupportCategory; message: string; fileId: number | null },
): Promise<number> {
  const row = await db
    .insertInto('support_requests')
    .values({
      user_id: input.userId,
      subject: input.subject,
      category: input.category,
      message: input.message,
      file_id: input.fileId,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Support requests with who sent each and its attachment. */
function supportRequests(db: Db) {
  return db
    .selectFrom('support_requests')
    .leftJoin('users', 'users.id', 'support_requests.user_id')
    .leftJoin('files', 'files.id', 'support_requests.file_id')
    .select([
      'support_requests.id',
      'support_requests.subject',
      'support_requests.category',
      'support_requests.message',
      'support_requests.status',
      'support_requests.created_at',
      'users.name as user_name',
      'files.id as file_id',
      'files.path as file_path',
      'files.original_name as file_name',
      'files.mime as file_mime',
      'files.size as file_size',
    ]);
}

type SupportRow = Awaited<ReturnType<ReturnType<typeof supportRequests>['executeTakeFirstOrThrow']>>;

function toSupportRequest(row: SupportRow): SupportRequest {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category as SupportCategory,
    message: row.message,
    status: row.status as SupportStatus,
    created_at: row.created_at,
    user_name: row.user_name,
    attachment:
      row.file_id !== null && row.file_path
        ? {
            name: row.file_name ?? row.file_path.split('/').pop() ?? row.file_path,
            mime: row.file_mime ?? 'application/octet-stream',
            size: row.file_size ?? 0,
            url: `/api/admin/support/${row.id}/attachment`,
          }
        : null,
  };
}

export interface SupportListQuery {
  page: number;
  perPage: number;
  sort?: string;
  status?: string;
  category?: string;
}

const SUPPORT_SORT_COLUMNS = {
  created_at: 'support_requests.created_at',
  subject: 'support_requests.subject',
  category: 'support_requests.category',
  status: 'support_requests.status',
} as const;

/** The support requests, newest first unless sorted, of a status and a category when asked. */
export async function listSupportRequests(db: Db, list: SupportListQuery): Promise<Paged<SupportRequest>> {
  let query = supportRequests(db);
  if (list.status) query = query.where('support_requests.status', '=', list.status);
  if (list.category) query = query.where('support_requests.category', '=', list.category);
  const ordered = orderByList(query, 'support', list.sort, SUPPORT_SORT_COLUMNS, 'support_requests.id');
  const result = await paginate(ordered, list.page, list.perPage);
  return { ...result, data: result.data.map(toSupportRequest) };
}

/** One support request (the staff mail's link opens it), or undefined. */
export async function findSupportRequest(db: Db, id: number): Promise<SupportRequest | undefined> {
  const row = await supportRequests(db).where('support_requests.id', '=', id).executeTakeFirst();
  return row && toSupportRequest(row);
}

/** The stored attachment of one support request, for the staff-only download. */
export function findSupportAttachment(db: Db, id: number) {
  return db
    .selectFrom('support_requests')
    .innerJoin('files', 'files.id', 'support_requests.file_id')
    .select(['files.id', 'files.path', 'files.mime', 'files.original_name'])
    .where('support_requests.id', '=', id)
    .executeTakeFirst();
}
