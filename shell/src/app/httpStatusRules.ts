/**
 * What a failed response means for the page (SPEC.md §4, §8): a 401 on an admin call ends the session and
 * goes to /giris-yap; a 429 on a staff call goes to the site root. The shared client only reports; the shell decides.
 */
import { isAdminUrl, onHttpStatus } from '@vitrin/shared-libs/api/http';
import { signedOut } from '@vitrin/shared-libs/session/sessionSlice';
import { adminStore } from '@vitrin/shared-libs/store/adminStore';

export function wireHttpStatusRules(navigate: (url: string) => void = (url) => window.location.assign(url)): () => void {
  return onHttpStatus((status, url) => {
    if (status === 401 && isAdminUrl(url)) {
      adminStore.dispatch(signedOut());
      if (!window.location.pathname.startsWith('/giris-yap')) navigate('/giris-yap');
    } else if (status === 429 && (isAdminUrl(url) || url.includes('/api/auth/'))) {
      navigate('/');
    }
  });
}
