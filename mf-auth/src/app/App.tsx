/**
 * mf_auth's root under /giris-yap: the login screen (an already signed-in visitor goes to /admin), "Şifremi
 * Unuttum" (/giris-yap/sifremi-unuttum) and the reset link's screen (/giris-yap/sifre-yenile#<token>).
 */
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_BASE } from '@vitrin/shared-libs/registry/siteAreas';
import { LOGIN_PAGES } from '@vitrin/shared-libs/registry/publicRoutes';
import { selectToken } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { LoginPage } from '../features/login/components/LoginPage';
import { ForgotPasswordPage } from '../features/password-reset/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/password-reset/ResetPasswordPage';

export default function App() {
  const token = useAdminSelector(selectToken);
  // Decided once on arrival: signing in here stays on the page until the success notice has been seen.
  const [arrivedSignedIn] = useState(token !== null);
  return (
    <Routes>
      <Route path={LOGIN_PAGES.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={LOGIN_PAGES.resetPassword} element={<ResetPasswordPage />} />
      <Route path="*" element={arrivedSignedIn ? <Navigate to={ADMIN_BASE} replace /> : <LoginPage />} />
    </Routes>
  );
}
