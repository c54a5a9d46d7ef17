/**
 * /giris-yap/sifremi-unuttum: asks for a password-reset link. The answer is the same whether or not the address
 * has an account (docs/security.md, "Password reset"), and it is shown on the page.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
import { forgotPasswordSchema } from '@vitrin/shared-libs/validation/mail';
import { authText } from '../../i18n/authTexts';
import { formFields } from '../../components/formFields';
import { showRefusal } from '../../components/serverMessage';
import { AuthCard } from '../../components/AuthCard';
import { useForgotStaffPasswordMutation } from './passwordResetApi';

export function ForgotPasswordPage() {
  const [ask] = useForgotStaffPasswordMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }) => {
      const result = await ask({ email: email.trim() });
      if ('data' in result && result.data) {
        setAnswer(result.data.message);
        return;
      }
      showRefusal(result, 4000);
    },
  });
  const { emailField, submit } = formFields(form, 'forgot');
  return (
    <AuthCard
      titleId="forgot-title"
      title={authText('forgotTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(['email']);
      }}
    >
      {answer ? (
        <div className="alert alert-success" role="status" data-testid="forgot-answer">
          {answer}
        </div>
      ) : (
        <>
          <p className="text-body-secondary">{authText('forgotIntro')}</p>
          {emailField('email', authText('email'))}
          <button type="submit" className="btn btn-primary w-100" disabled={form.isSubmitting}>
            {form.isSubmitting ? authText('forgotSubmitting') : authText('forgotSubmit')}
          </button>
        </>
      )}
      <Link className="d-block text-center mt-3" to={PUBLIC_ROUTES.login}>
        {authText('backToLogin')}
      </Link>
    </AuthCard>
  );
}
