/**
 * Admin access check: the status call must succeed before the panel is shown; else the login, which brings the
 * visitor back to the address they opened (session/returnTo.ts). A failed check ends the local session too, so the
 * login screen does not send the visitor straight back here.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '@vitrin/shared-libs/session/returnTo';
import { useAdminStatusQuery } from '@vitrin/shared-libs/session/sessionApi';
import { selectToken, signedOut, userLoaded } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminDispatch, useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { federationText } from '@vitrin/shared-libs/i18n/federationTexts';

export function AdminGate({ children }: { children: ReactNode }) {
  const token = useAdminSelector(selectToken);
  const dispatch = useAdminDispatch();
  const location = useLocation();
  const status = useAdminStatusQuery(undefined, { skip: !token, refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (status.data) dispatch(userLoaded(status.data));
  }, [status.data, dispatch]);
  useEffect(() => {
    if (status.isError) dispatch(signedOut());
  }, [status.isError, dispatch]);

  if (!token || status.isError) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  if (!status.isSuccess) return <Spinner label={federationText('loading')} />;
  return <>{children}</>;
}
