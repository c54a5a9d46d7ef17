/**
 * /giris-yap/sifre-yenile#<token>: the link the reset mail carries. The token stays in the fragment (never sent to
 * the server with the page, never in its logs) and leaves the address bar as soon as it is read. The new password
 * follows the login screen's rules; on success every session of the user has ended and the login screen opens.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { loginPagePath, PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { resetPasswordSchema } from '@vitrin/shared-libs/validation/mail';
import { authText } from '../../i18n/authTexts';
import { formFields } from '../../components/formFields';
import { showRefusal } from '../../components/serverMessage';
import { AuthCard } from '../../components/AuthCard';
import { useResetForgottenPasswordMutation } from './passwordResetApi';

/** Reads the token once and removes it from the address bar (history, screenshots, a shared screen). */
function takeToken(): string {
  const token = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

const FIELDS = ['password', 'password_confirmation'] as const;

export function ResetPasswordPage() {
  const [token] = useState(takeToken);
  const [reset] = useResetForgottenPasswordMutation();
  const navigate = useNavigate();
  const form = useFormik({
    initialValues: { token, password: '', password_confirmation: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      const result = await reset(values);
      if ('data' in result && result.data?.success) {
        await showDialog({ icon: 'success', title: result.data.message, timer: 2500 });
        navigate(PUBLIC_ROUTES.login);
        return;
      }
      showRefusal(result, 4000);
    },
  });
  const { passwordField, submit } = formFields(form, 'reset');
  return (
    <AuthCard
      titleId="reset-title"
      title={authText('resetTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(FIELDS);
      }}
    >
      {!token ? (
        <div className="alert alert-warning" role="alert">
          {authText('noToken')}
        </div>
      ) : (
        <>
          <p className="text-body-secondary">{authText('resetIntro')}</p>
          {passwordField('password', authText('newPassword'), 'new-password')}
          {passwordField('password_confirmation', authText('confirmPassword'), 'new-password', 'mb-4')}
          <button type="submit" className="btn btn-primary w-100" disabled={form.isSubmitting}>
            {form.isSubmitting ? authText('resetSubmitting') : authText('resetSubmit')}
          </button>
        </>
      )}
      <Link className="d-block text-center mt-3" to={loginPagePath('forgotPassword')}>
        {authText('requestNew')}
      </Link>
    </AuthCard>
  );
}
