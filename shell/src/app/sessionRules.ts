/**
 * The session's rules for the whole page: an expired session logs out (on start, or by a
 * timer at its expiry), and a logout in another tab logs this one out too. On the admin area both reload /admin,
 * which then goes to /giris-yap; elsewhere the session just ends.
 */
import { logout } from '@vitrin/shared-libs/session/logout';
import { followOtherTabs, watchSessionExpiry } from '@vitrin/shared-libs/session/sessionWatch';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';

const onAdminArea = () => /^\/admin(\/|$)/.test(window.location.pathname);

export function wireSessionRules(navigate: (url: string) => void = (url) => window.location.assign(url)): () => void {
  const stopExpiry = watchSessionExpiry(adminStore, ({ atStart }) => {
    // On start the admin gate sees no session and sends the visitor to /giris-yap itself.
    const redirect = !atStart && onAdminArea() ? 'admin' : 'none';
    void adminStore.dispatch(logout({ redirect, navigate }));
  });
  const stopTabs = followOtherTabs(adminStore, () => {
    if (onAdminArea()) navigate('/admin');
  });
  return () => {
    stopExpiry();
    stopTabs();
  };
}
