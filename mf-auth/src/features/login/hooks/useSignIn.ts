/** Sends the login and shows its result (SPEC.md §4 "Login result", §9 timings). */
import { useNavigate } from 'react-router-dom';
import { useLoginMutation, type LoginInput } from '@vitrin/shared-libs/session/sessionApi';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminDispatch } from '@vitrin/shared-libs/store/adminHooks';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import type { QueryError } from '@vitrin/shared-libs/api/baseQuery';
import { t } from '../../../i18n/authTexts';

export const LOGIN_REDIRECT_MS = 2000;
export const SERVER_MESSAGE_MS = 3000;
export const SYSTEM_ERROR_MS = 2500;

export function useSignIn() {
  const [login] = useLoginMutation();
  const dispatch = useAdminDispatch();
  const navigate = useNavigate();

  return async (input: LoginInput): Promise<void> => {
    const result = await login(input);
    if ('data' in result && result.data?.token && result.data.data) {
      const { token, expires_in: expiresIn = 0, data: user } = result.data;
      dispatch(signedIn({ token, user, expiresIn, now: Date.now() }));
      void showDialog({ icon: 'success', title: t('success'), text: t('redirecting'), timer: LOGIN_REDIRECT_MS });
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_MS));
      navigate('/admin');
      return;
    }
    const error = 'error' in result ? (result.error as QueryError) : undefined;
    if (!error || error.status === 'NETWORK' || (typeof error.status === 'number' && error.status >= 500)) {
      await showDialog({ icon: 'error', title: t('systemError'), timer: SYSTEM_ERROR_MS });
      return;
    }
    await showDialog({ icon: 'error', title: error.data.message ?? t('systemError'), timer: SERVER_MESSAGE_MS });
  };
}
