/** mf_auth's root: the login screen at /giris-yap; an already signed-in visitor goes to /admin. */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { selectToken } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { LoginPage } from '../features/login/components/LoginPage';

export default function App() {
  const token = useAdminSelector(selectToken);
  // Decided once on arrival: signing in here stays on the page until the success notice has been seen.
  const [arrivedSignedIn] = useState(token !== null);
  if (arrivedSignedIn) return <Navigate to="/admin" replace />;
  return <LoginPage />;
}
