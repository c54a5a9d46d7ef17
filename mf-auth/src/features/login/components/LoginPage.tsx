/** The login screen: e-mail, password with show/hide, remember me, submit, "Şifremi Unuttum", help link. */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { loginPagePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { AuthCard } from '../../../components/AuthCard';
import { loginSchema } from '@vitrin/shared-libs/validation/login';
import { authText } from '../../../i18n/authTexts';
import { type SecondStep, useSignIn } from '../hooks/useSignIn';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formFields } from '../../../components/formFields';
import { applyRememberMe, readRememberedEmail } from '../utils/rememberedEmail';

// Only accounts with two-factor sign-in need the second step: its code loads after a right password (bench budget).
const TwoFactorStep = lazy(() => import('./TwoFactorStep').then((m) => ({ default: m.TwoFactorStep })));

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

export function LoginPage() {
  const signIn = useSignIn();
  const { brand } = getRuntimeConfig();
  const [rememberedEmail] = useState(readRememberedEmail);
  /** A right password of an account with two-factor sign-in: its second step replaces the form. */
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  const form = useFormik({
    initialValues: { email: rememberedEmail ?? '', password: '', remember: rememberedEmail !== null },
    validationSchema: loginSchema,
    onSubmit: async ({ email, password, remember }) => {
      applyRememberMe(remember, email);
      setSecondStep(await signIn({ email, password }));
    },
  });

  // Errors appear only after a submit attempt; then they follow the input.
  const { emailField, passwordField, submit } = formFields(form, 'login');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return submit(FIELDS);
  };

  if (secondStep) {
    return (
      <Suspense fallback={<Spinner label={authText('twoFactorStepLoading')} />}>
        <TwoFactorStep
          step={secondStep}
          onBack={() => {
            setSecondStep(null);
            void form.setFieldValue('password', '', false);
          }}
        />
      </Suspense>
    );
  }

  return (
    <AuthCard titleId="login-title" title={authText('title')} onSubmit={(event) => void onSubmit(event)}>
      {emailField('email', authText('email'))}
      {passwordField('password', authText('password'), 'current-password')}
      <div className="form-check mb-4">
        <input
          id="login-remember"
          name="remember"
          type="checkbox"
          className="form-check-input"
          checked={form.values.remember}
          onChange={(event) => void form.setFieldValue('remember', event.target.checked)}
        />
        <label htmlFor="login-remember" className="form-check-label">
          {authText('rememberMe')}
        </label>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={form.isSubmitting}>
        {form.isSubmitting ? authText('submitting') : authText('submit')}
      </button>
      <Link className="d-block text-center mt-3" to={loginPagePath('forgotPassword')}>
        {authText('forgot')}
      </Link>
      <a className="d-block text-center mt-2" href={brand.companyUrl} rel="noopener noreferrer">
        {authText('help')}
      </a>
    </AuthCard>
  );
}
