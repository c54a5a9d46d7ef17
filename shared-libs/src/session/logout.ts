/**
 * The one logout: the session is cleared at once (token, user, expiry; other tabs follow
 * through local storage), the server is told to revoke the token and its errors are ignored, then the page goes
 * where the caller chose.
 */
import { useCallback } from 'react';
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { sessionApi } from '@vitrin/shared-libs/session/sessionApi';
import { signedOut } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminDispatch } from '@vitrin/shared-libs/store/adminHooks';
import type { AdminDispatch, AdminState } from '@vitrin/shared-libs/store/adminStore';

/** The header's logout goes to the site origin after 600 ms. */
export const HEADER_LOGOUT_DELAY_MS = 600;

/**
 * Where the page goes afterwards:
 * - `origin`: the site origin after 600 ms (the admin header's logout button);
 * - `none`: stay (on the admin area its gate then opens the login; elsewhere there is nothing to leave).
 */
export type LogoutRedirect = 'origin' | 'none';

export interface LogoutOptions {
  redirect: LogoutRedirect;
  /** false when the server has already refused the token (a 401): there is nothing left to revoke. */
  notifyServer?: boolean;
  /** Full page navigation; tests pass their own. */
  navigate?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);

export function logout({ redirect, notifyServer = true, navigate = assign }: LogoutOptions) {
  return async (dispatch: AdminDispatch, getState: () => AdminState): Promise<void> => {
    const { token } = getState().session;
    dispatch(signedOut());
    if (token && notifyServer) {
      // The token goes along explicitly: the session it came from is already gone from storage.
      await dispatch(sessionApi.endpoints.logout.initiate(token)).catch(() => undefined);
    }
    dispatch(adminApi.util.resetApiState());
    if (redirect === 'origin') {
      await new Promise((resolve) => setTimeout(resolve, HEADER_LOGOUT_DELAY_MS));
      navigate(window.location.origin);
    }
  };
}

/** `const logOut = useLogout(); logOut('origin')` — for buttons in the admin screens. */
export function useLogout(): (redirect: LogoutRedirect) => Promise<void> {
  const dispatch = useAdminDispatch();
  return useCallback((redirect: LogoutRedirect) => dispatch(logout({ redirect })), [dispatch]);
}
