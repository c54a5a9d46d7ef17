import type { Db } from '../../db/connection';
import { toCount } from '../../db/connection';
import type { NewUserRow, UserRow } from '../../db/tables/users';
import { nowIso } from '../../lib/time';

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
