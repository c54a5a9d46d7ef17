import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { useUnreadCountQuery } from '../api/getUnreadCount';

/** Unread counters of the three inboxes, for the menu and header; nothing is asked for roles without the inboxes. */
export function useUnreadCounts() {
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  const skip = !canOpenArea(role, 'inbox');
  const contact = useUnreadCountQuery('contact', { skip }).data ?? 0;
  const humanResources = useUnreadCountQuery('human-resources', { skip }).data ?? 0;
  const offers = useUnreadCountQuery('offer', { skip }).data ?? 0;
  return { contact, humanResources, offers };
}
