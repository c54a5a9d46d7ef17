/**
 * What a failed response means for the page: a 401 on an admin call ends the session and
 * goes to /giris-yap; a 429 on a staff call goes to the site root, except on the login call, whose screen shows
 * the server's message. The shared client only reports; the shell decides.
 */
import { isAdminUrl, onHttpStatus } from '@vitrin/shared-libs/api/httpStatus';
import { isUnder, LOGIN_PATH } from '@vitrin/shared-libs/registry/siteAreas';
import { logout } from '@vitrin/shared-libs/session/logout';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';

/** The logout call itself may answer 401 (an expired token): the logout in progress handles that. */
const isLogoutUrl = (url: string) => /\/api\/admin\/logout(\?|$)/.test(url);
/** A 429 on the login call is the throttle's message for the login screen to show (docs/architecture.md). */
const isLoginUrl = (url: string) => /\/api\/auth\/login(\?|$)/.test(url);

export function wireHttpStatusRules(navigate: (url: string) => void = (url) => window.location.assign(url)): () => void {
  return onHttpStatus((status, url) => {
    if (status === 401 && isAdminUrl(url) && !isLogoutUrl(url)) {
      // The server has already refused the token: nothing to revoke, only the local session to end.
      void adminStore.dispatch(logout({ redirect: 'none', notifyServer: false, navigate }));
      if (!isUnder(window.location.pathname, LOGIN_PATH)) navigate(LOGIN_PATH);
    } else if (status === 429 && (isAdminUrl(url) || (url.includes('/api/auth/') && !isLoginUrl(url)))) {
      navigate('/');
    }
  });
}
