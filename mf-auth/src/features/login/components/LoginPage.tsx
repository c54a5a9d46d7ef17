/** The login screen (SPEC.md §2): e-mail, password with show/hide, remember me, submit, help link. */
import { useState } from 'react';
import { useFormik } from 'formik';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { STORAGE_KEYS } from '@vitrin/shared-libs/session/tokenStorage';
import { loginSchema } from '@vitrin/shared-libs/validation/login';
import { t } from '../../../i18n/authTexts';
import { useSignIn } from '../hooks/useSignIn';

export function LoginPage() {
  const signIn = useSignIn();
  const [showPassword, setShowPassword] = useState(false);
  const rememberedEmail = localStorage.getItem(STORAGE_KEYS.rememberedEmail);
  const { brand } = getRuntimeConfig();

  const form = useFormik({
    initialValues: { email: rememberedEmail ?? '', password: '', remember: rememberedEmail !== null },
    validationSchema: loginSchema,
    onSubmit: async ({ email, password, remember }) => {
      if (remember) localStorage.setItem(STORAGE_KEYS.rememberedEmail, email);
      else localStorage.removeItem(STORAGE_KEYS.rememberedEmail);
      await signIn({ email, password });
    },
  });
  // Errors appear only after a submit attempt (SPEC.md §4).
  const errorOf = (field: 'email' | 'password') => (form.submitCount > 0 ? form.errors[field] : undefined);
  const emailError = errorOf('email');
  const passwordError = errorOf('password');

  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center bg-body-tertiary p-3">
      <form className="card shadow-sm p-4 w-100" style={{ maxWidth: 420 }} noValidate onSubmit={form.handleSubmit}>
        <h1 className="h3 mb-4 text-center">{t('title')}</h1>
        <div className="mb-3">
          <label htmlFor="login-email" className="form-label">
            {t('email')}
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            className={`form-control${emailError ? ' is-invalid' : ''}`}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'login-email-error' : undefined}
            {...form.getFieldProps('email')}
          />
          {emailError && (
            <div id="login-email-error" className="invalid-feedback" role="alert">
              {emailError}
            </div>
          )}
        </div>
        <div className="mb-3">
          <label htmlFor="login-password" className="form-label">
            {t('password')}
          </label>
          <div className={`input-group${passwordError ? ' has-validation' : ''}`}>
            <input
              id="login-password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              className={`form-control${passwordError ? ' is-invalid' : ''}`}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? 'login-password-error' : undefined}
              {...form.getFieldProps('password')}
            />
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-pressed={showPassword}
              aria-controls="login-password"
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? t('hidePassword') : t('showPassword')}
            </button>
            {passwordError && (
              <div id="login-password-error" className="invalid-feedback" role="alert">
                {passwordError}
              </div>
            )}
          </div>
        </div>
        <div className="form-check mb-4">
          <input
            id="login-remember"
            type="checkbox"
            className="form-check-input"
            checked={form.values.remember}
            onChange={(event) => void form.setFieldValue('remember', event.target.checked)}
          />
          <label htmlFor="login-remember" className="form-check-label">
            {t('rememberMe')}
          </label>
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={form.isSubmitting}>
          {form.isSubmitting ? t('submitting') : t('submit')}
        </button>
        <a className="d-block text-center mt-3 small" href={brand.companyUrl} rel="noopener noreferrer">
          {t('help')}
        </a>
      </form>
    </main>
  );
}
