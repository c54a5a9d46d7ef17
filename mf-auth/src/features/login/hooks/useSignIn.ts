/** Sends the login and shows its result (its timings: docs/architecture.md, "The staff session"). */
import { useLocation, useNavigate } from 'react-router-dom';
import { afterLoginPath } from '@vitrin/shared-libs/session/returnTo';
import { useLoginMutation, type LoginInput } from '@vitrin/shared-libs/session/sessionApi';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminDispatch } from '@vitrin/shared-libs/store/adminHooks';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { showRefusal } from '../../../components/serverMessage';
import { authText } from '../../../i18n/authTexts';

/** 'Giriş Yapıldı!' shows for 2 s, then the browser goes to the panel (or the panel address that sent it here). */
export const LOGIN_REDIRECT_MS = 2000;
/** `success: false`: the server's message for 3 s. */
export const SERVER_MESSAGE_MS = 3000;
/** No usable answer: 'Sistem Hatası' for 2.5 s. */
export const SYSTEM_ERROR_MS = 2500;

export function useSignIn() {
  const [login] = useLoginMutation();
  const dispatch = useAdminDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();

  return async (input: LoginInput): Promise<void> => {
    const result = await login(input);
    if ('data' in result && result.data?.token && result.data.data) {
      const { token, expires_in: expiresIn = 0, data: user } = result.data;
      dispatch(signedIn({ token, user, expiresIn, now: Date.now() }));
      void showDialog({ icon: 'success', title: authText('success'), text: authText('redirecting'), timer: LOGIN_REDIRECT_MS });
      // The form stays busy until the page changes, so a second click sends nothing.
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_MS));
      // Back to the panel address that sent the visitor here (a staff mail's link), else the panel's start.
      navigate(afterLoginPath(search));
      return;
    }
    showRefusal(result, SERVER_MESSAGE_MS, SYSTEM_ERROR_MS);
  };
}
