/** Staff accounts, support requests and dashboard series as the admin reads them. */
import type { DashboardStats, RoleGroup } from '@vitrin/shared-libs/types/api';
import type { LatestMessages } from '@vitrin/shared-libs/types/inbox';

export interface StaffUser {
  id: number;
  name: string;
  email: string;
  role_group: RoleGroup;
  is_active: boolean;
  last_login_at: string | null;
  created_at: string;
  /** Two-factor sign-in is on for the account. */
  two_factor: boolean;
}

export type SupportCategory = 'bug' | 'content_help' | 'new_feature';
export const SUPPORT_CATEGORIES: readonly SupportCategory[] = ['bug', 'content_help', 'new_feature'];

export type SupportStatus = 'open' | 'closed';
export const SUPPORT_STATUSES: readonly SupportStatus[] = ['open', 'closed'];

export interface SupportRequest {
  id: number;
  subject: string;
  category: SupportCategory;
  message: string;
  status: SupportStatus;
  created_at: string;
  user_name: string | null;
  /** The optional screenshot or PDF; `url` is the staff-only download route (needs the bearer token). */
  attachment: { name: string; mime: string; size: number; url: string } | null;
}

/** One day of the dashboard chart: YYYY-MM-DD (UTC) with that day's messages and orders. */
export interface DailyActivity {
  day: string;
  messages: number;
  orders: number;
}

/** GET /api/admin/dashboard: the counts, the last 30 days, and the latest five of each inbox. */
export interface DashboardOverview extends DashboardStats {
  daily: DailyActivity[];
  latest: LatestMessages;
}
