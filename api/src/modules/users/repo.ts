import type { Updateable } from 'kysely';
import type { Paged, RoleGroup } from '@vitrin/shared-libs/types/api';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';
import type { Db } from '../../db/connection';
import { toCount } from '../../db/connection';
import type { NewUserRow, UserRow, UsersTable } from '../../db/tables/users';
import { likeColumns } from '../../lib/like';
import { orderByList, paginate } from '../../lib/paging';
import { nowIso } from '../../lib/time';
import { SUPER_ADMIN } from '../auth/roles';

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return toCount(row.count as string | number);
}

export async function createUser(
  db: Db,
  user: Pick<NewUserRow, 'name' | 'email' | 'password_hash' | 'role_group'>,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({ ...user, email: user.email.trim().toLowerCase(), is_active: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markLoggedIn(db: Db, userId: number): Promise<void> {
  const now = nowIso();
  await db.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
}

const PUBLIC_COLUMNS = [
  'id',
  'name',
  'email',
  'role_group',
  'is_active',
  'last_login_at',
  'created_at',
  'totp_enabled_at',
] as const;

type PublicUserRow = Pick<UserRow, (typeof PUBLIC_COLUMNS)[number]>;

export function toStaffUser(row: PublicUserRow): StaffUser {
  const { totp_enabled_at, ...rest } = row;
  return {
    ...rest,
    role_group: row.role_group as RoleGroup,
    is_active: row.is_active === 1,
    two_factor: totp_enabled_at !== null,
  };
}

export interface UserListQuery {
  page: number;
  perPage: number;
  search: string;
  sort?: string;
  role_group?: string;
  /** '1' active accounts only, '0' deactivated ones only. */
  is_active?: string;
}

const USER_SORT_COLUMNS = {
  name: 'name',
  email: 'email',
  role_group: 'role_group',
  is_active: 'is_active',
  last_login_at: 'last_login_at',
} as const;

export async function listUsers(db: Db, query: UserListQuery): Promise<Paged<StaffUser>> {
  let select = db.selectFrom('users').select(PUBLIC_COLUMNS);
  if (query.search.trim()) select = select.where((eb) => eb.or(likeColumns(['name', 'email', 'role_group'], query.search)));
  if (query.role_group) select = select.where('role_group', '=', query.role_group);
  if (query.is_active) select = select.where('is_active', '=', Number(query.is_active));
  const page = await paginate(orderByList(select, 'users', query.sort, USER_SORT_COLUMNS), query.page, query.perPage);
  return { ...page, data: page.data.map(toStaffUser) };
}

export async function findUser(db: Db, id: number): Promise<StaffUser | undefined> {
  const row = await db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toStaffUser(row) : undefined;
}

export async function countActiveSuperAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('role_group', '=', SUPER_ADMIN)
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

export async function updateUser(db: Db, id: number, changes: Updateable<UsersTable>): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
