import { useEffect } from 'react';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { useUnreadCountQuery } from '../api/getUnreadCount';

/** How often the counters are asked again while the panel is open and in front (messages arrive meanwhile). */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * Unread counters of the three inboxes, for the menu and header; nothing is asked for roles without the inboxes.
 * They are asked again every minute while the tab is in front, and at once when the person comes back to it.
 */
export function useUnreadCounts() {
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  const skip = !canOpenArea(role, 'inbox');
  const options = { skip, pollingInterval: UNREAD_REFRESH_MS, skipPollingIfUnfocused: true };
  const contact = useUnreadCountQuery('contact', options);
  const humanResources = useUnreadCountQuery('human-resources', options);
  const offers = useUnreadCountQuery('offer', options);
  const { refetch: refetchContact } = contact;
  const { refetch: refetchHumanResources } = humanResources;
  const { refetch: refetchOffers } = offers;

  useEffect(() => {
    if (skip) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      void refetchContact();
      void refetchHumanResources();
      void refetchOffers();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [skip, refetchContact, refetchHumanResources, refetchOffers]);

  return { contact: contact.data ?? 0, humanResources: humanResources.data ?? 0, offers: offers.data ?? 0 };
}
