/** The response schemas of the wire types in `types/staff.ts` (see wire.ts). */
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from '@vitrin/shared-libs/types/staff';
import { dashboardStatsSchema, roleGroupSchema } from '@vitrin/shared-libs/schemas/api';
import { latestMessagesSchema } from '@vitrin/shared-libs/schemas/inbox';
import { arrayOf, bool, int, merge, nullable, object, oneOf, str } from '@vitrin/shared-libs/schemas/wire';

export const staffUserSchema = object({
  id: int,
  name: str,
  email: str,
  role_group: roleGroupSchema,
  is_active: bool,
  last_login_at: nullable(str),
  created_at: str,
  /** Two-factor sign-in is on for the account. */
  two_factor: bool,
});

export const supportRequestSchema = object({
  id: int,
  subject: str,
  category: oneOf(SUPPORT_CATEGORIES),
  message: str,
  status: oneOf(SUPPORT_STATUSES),
  created_at: str,
  user_name: nullable(str),
  attachment: nullable(object({ name: str, mime: str, size: int, url: str })),
});

export const dailyActivitySchema = object({ day: str, messages: int, orders: int });

export const dashboardOverviewSchema = merge(
  dashboardStatsSchema,
  object({
    daily: arrayOf(dailyActivitySchema),
    latest: latestMessagesSchema,
  }),
);

/**
 * A login lock or slowed-down account (GET /api/admin/login-locks). Its type is mf-admin's `LoginLock`
 * (features/login-locks/loginLocksApi.ts): staff's sign-in throttle, kept here beside the other staff schemas.
 */
export const loginLockSchema = object({
  key: str,
  kind: oneOf(['address', 'account_address', 'account']),
  email: nullable(str),
  address: nullable(str),
  failures: int,
  retry_after: int,
  delay_ms: nullable(int),
});
