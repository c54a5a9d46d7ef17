/**
 * The session's rules for the whole page: an expired session logs out (on start, or by a
 * timer at its expiry), and a logout in another tab logs this one out too. Neither navigates: on the admin area the
 * gate sees the session gone and opens the login with the address to come back to (AdminGate.tsx); elsewhere the
 * session just ends. A reload of /admin on top of that would be a second navigation that forgets the address.
 */
import { logout } from '@vitrin/shared-libs/session/logout';
import { followOtherTabs, watchSessionExpiry } from '@vitrin/shared-libs/session/sessionWatch';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';

export function wireSessionRules(): () => void {
  const stopExpiry = watchSessionExpiry(adminStore, () => void adminStore.dispatch(logout({ redirect: 'none' })));
  const stopTabs = followOtherTabs(adminStore);
  return () => {
    stopExpiry();
    stopTabs();
  };
}
