/** The login screen: e-mail, password with show/hide, remember me, submit, help link. */
import { companyNameFor, logoFor } from '@vitrin/shared-libs/config/brand';
import { useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { loginSchema } from '@vitrin/shared-libs/validation/login';
import { authText } from '../../../i18n/authTexts';
import { useSignIn } from '../hooks/useSignIn';
import { applyRememberMe, readRememberedEmail } from '../utils/rememberedEmail';
import { PasswordInput } from './PasswordInput';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

export function LoginPage() {
  const signIn = useSignIn();
  const { brand } = getRuntimeConfig();
  const [rememberedEmail] = useState(readRememberedEmail);

  const form = useFormik({
    initialValues: { email: rememberedEmail ?? '', password: '', remember: rememberedEmail !== null },
    validationSchema: loginSchema,
    onSubmit: async ({ email, password, remember }) => {
      applyRememberMe(remember, email);
      await signIn({ email, password });
    },
  });

  // Errors appear only after a submit attempt; then they follow the input.
  const errorOf = (field: Field) => (form.submitCount > 0 ? form.errors[field] : undefined);
  const fieldProps = (field: Field) => {
    const error = errorOf(field);
    return {
      ...form.getFieldProps(field),
      id: `login-${field}`,
      className: `form-control${error ? ' is-invalid' : ''}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `login-${field}-error` : undefined,
      required: true,
    };
  };
  const errorText = (field: Field) => {
    const error = errorOf(field);
    return error ? (
      <div id={`login-${field}-error`} className="invalid-feedback d-block" role="alert">
        {error}
      </div>
    ) : null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await form.validateForm();
    form.handleSubmit();
    // Keyboard and screen-reader users land on the first field to fix.
    const first = FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(`login-${first}`)?.focus();
  };

  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center bg-body-tertiary p-3">
      <form
        className="card shadow-sm p-4 w-100"
        style={{ maxWidth: 420 }}
        noValidate
        aria-labelledby="login-title"
        onSubmit={(event) => void onSubmit(event)}
      >
        <img src={logoFor(brand, 'tr')} alt={companyNameFor(brand, 'tr')} className="d-block mx-auto mb-3" height={48} />
        <h1 id="login-title" className="h3 mb-4 text-center">
          {authText('title')}
        </h1>
        <div className="mb-3">
          <label htmlFor="login-email" className="form-label">
            {authText('email')}
          </label>
          <input
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldProps('email')}
          />
          {errorText('email')}
        </div>
        <div className="mb-3">
          <label htmlFor="login-password" className="form-label">
            {authText('password')}
          </label>
          <div className="input-group has-validation">
            <PasswordInput autoComplete="current-password" {...fieldProps('password')} />
          </div>
          {errorText('password')}
        </div>
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
        <a className="d-block text-center mt-3" href={brand.companyUrl} rel="noopener noreferrer">
          {authText('help')}
        </a>
      </form>
    </main>
  );
}
