import { useEffect } from 'react';
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { INBOX_KINDS, INBOX_TABLE, type InboxAdminRoute } from '@vitrin/shared-libs/registry/inboxes';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminDispatch, useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { unreadCountTag, useUnreadCountQuery } from '../api/getUnreadCount';

/** How often the counters are asked again while the panel is open and in front (messages arrive meanwhile). */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * Unread counters of every inbox, by its admin route, for the menu and header; nothing is asked for roles without
 * the inboxes. They are asked again every minute while the tab is in front, and at once when the person comes back.
 */
export function useUnreadCounts(): Record<InboxAdminRoute, number> {
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  const skip = !canOpenArea(role, 'inbox');
  const options = { skip, pollingInterval: UNREAD_REFRESH_MS, skipPollingIfUnfocused: true };
  // One query per inbox of the registry. INBOX_KINDS is a module constant, so the same hooks run in the same
  // order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const queries = INBOX_KINDS.map((kind) => useUnreadCountQuery(kind, options));
  const dispatch = useAdminDispatch();

  useEffect(() => {
    if (skip) return;
    const refresh = () => {
      // Invalidating the counters' tags asks each of them again.
      if (document.visibilityState === 'visible') dispatch(adminApi.util.invalidateTags(INBOX_KINDS.map(unreadCountTag)));
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [skip, dispatch]);

  return Object.fromEntries(INBOX_KINDS.map((kind, i) => [INBOX_TABLE[kind].adminRoute, queries[i]?.data ?? 0])) as Record<
    InboxAdminRoute,
    number
  >;
}
