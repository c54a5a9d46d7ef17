/** Sends the login and shows its result (its timings: docs/architecture.md, "The staff session"). */
import { useLocation, useNavigate } from 'react-router-dom';
import { afterLoginPath } from '@vitrin/shared-libs/session/returnTo';
import { useLoginMutation, type LoginInput } from '@vitrin/shared-libs/session/sessionApi';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminDispatch } from '@vitrin/shared-libs/store/adminHooks';
import type { LoginResponse } from '@vitrin/shared-libs/types/api';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { showRefusal } from '../../../components/serverMessage';
import { authText } from '../../../i18n/authTexts';

/** 'Giriş Yapıldı!' shows for 2 s, then the browser goes to the panel (or the panel address that sent it here). */
export const LOGIN_REDIRECT_MS = 2000;
/** `success: false`: the server's message for 3 s. */
export const SERVER_MESSAGE_MS = 3000;
/** No usable answer: 'Sistem Hatası' for 2.5 s. */
export const SYSTEM_ERROR_MS = 2500;

/** A right password of an account with two-factor sign-in: the second step to show (docs/security.md). */
export interface SecondStep {
  purpose: 'verify' | 'setup';
  challenge: string;
}

type Answer = { data?: LoginResponse; error?: unknown };

/** The session a sign-in answer carries, or null. */
export const sessionOf = (result: Answer) => (result.data?.token && result.data.data ? result.data : null);

/** Signs in with what an answer carries (or shows why not): true when signed in. */
export function useFinishSignIn() {
  const dispatch = useAdminDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();

  return async (result: Answer): Promise<boolean> => {
    const session = sessionOf(result);
    if (!session) {
      showRefusal(result, SERVER_MESSAGE_MS, SYSTEM_ERROR_MS);
      return false;
    }
    const { token, expires_in: expiresIn = 0, data: user } = session;
    dispatch(signedIn({ token: token!, user: user!, expiresIn, now: Date.now() }));
    void showDialog({ icon: 'success', title: authText('success'), text: authText('redirecting'), timer: LOGIN_REDIRECT_MS });
    // The form stays busy until the page changes, so a second click sends nothing.
    await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_MS));
    // Back to the panel address that sent the visitor here (a staff mail's link), else the panel's start.
    navigate(afterLoginPath(search));
    return true;
  };
}

/** The password step: signs in, or returns the second step an account with two-factor sign-in needs. */
export function useSignIn() {
  const [login] = useLoginMutation();
  const finish = useFinishSignIn();

  return async (input: LoginInput): Promise<SecondStep | null> => {
    const result = await login(input);
    const answer = 'data' in result ? result.data : undefined;
    if (answer?.two_factor && answer.challenge) return { purpose: answer.two_factor, challenge: answer.challenge };
    await finish(result);
    return null;
  };
}
