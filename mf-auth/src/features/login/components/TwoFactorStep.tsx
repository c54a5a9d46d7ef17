/**
 * The sign-in's second step (docs/security.md, "Sign-in and sessions"): "Doğrulama kodu" from the authenticator
 * app or a recovery code; or, when two-factor sign-in is required and the account has none, its setup — the QR
 * code and the secret as text, the first code, then the ten recovery codes once — before anything else opens.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import {
  useTwoFactorSignInConfirmMutation,
  useTwoFactorSignInMutation,
  useTwoFactorSignInSetupMutation,
} from '@vitrin/shared-libs/session/sessionApi';
import type { LoginResponse } from '@vitrin/shared-libs/types/api';
import type { TotpSetup } from '@vitrin/shared-libs/types/security';
import { CodeField, RecoveryCodes, TotpSecret } from '@vitrin/shared-libs/ui/TwoFactorParts';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { twoFactorCodeSchema } from '@vitrin/shared-libs/validation/twoFactor';
import { AuthCard } from '../../../components/AuthCard';
import { showRefusal } from '../../../components/serverMessage';
import { authText } from '../../../i18n/authTexts';
import { type SecondStep, SERVER_MESSAGE_MS, sessionOf, SYSTEM_ERROR_MS, useFinishSignIn } from '../hooks/useSignIn';

export function TwoFactorStep({ step, onBack }: { step: SecondStep; onBack: () => void }) {
  const finish = useFinishSignIn();
  const [verify] = useTwoFactorSignInMutation();
  const [startSetup] = useTwoFactorSignInSetupMutation();
  const [confirm] = useTwoFactorSignInConfirmMutation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  /** The setup's answer: a session and the recovery codes, shown before the panel opens. */
  const [confirmed, setConfirmed] = useState<{ data: LoginResponse } | null>(null);
  const started = useRef(false);

  // The password form is gone: the keyboard's place is the code field (after the setup's QR code has loaded).
  useEffect(() => {
    if (step.purpose === 'verify' || setup) document.getElementById('two-factor-code')?.focus();
  }, [step, setup]);

  useEffect(() => {
    // One secret per challenge: a second request would replace the one on screen.
    if (step.purpose !== 'setup' || started.current) return;
    started.current = true;
    void startSetup(step.challenge).then((result) => {
      if ('data' in result && result.data) setSetup(result.data);
      else showRefusal(result, SERVER_MESSAGE_MS, SYSTEM_ERROR_MS);
    });
  }, [step, startSetup]);

  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: twoFactorCodeSchema,
    onSubmit: async ({ code }) => {
      if (step.purpose === 'verify') {
        if (!(await finish(await verify({ challenge: step.challenge, code })))) await form.setFieldValue('code', '', false);
        return;
      }
      const result = await confirm({ challenge: step.challenge, code });
      if (sessionOf(result) && 'data' in result) setConfirmed({ data: result.data! });
      else {
        showRefusal(result, SERVER_MESSAGE_MS, SYSTEM_ERROR_MS);
        await form.setFieldValue('code', '', false);
      }
    },
  });
  const error = form.submitCount > 0 ? form.errors.code : undefined;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await form.validateForm();
    form.handleSubmit();
    if (errors.code) document.getElementById('two-factor-code')?.focus();
  };

  if (confirmed) {
    return (
      <AuthCard
        titleId="two-factor-title"
        title={authText('twoFactorDone')}
        onSubmit={(event) => {
          event.preventDefault();
          void finish(confirmed);
        }}
      >
        <RecoveryCodes codes={confirmed.data.recovery_codes ?? []} headingId="recovery-codes-title" />
        <button type="submit" className="btn btn-primary w-100">
          {authText('twoFactorContinue')}
        </button>
      </AuthCard>
    );
  }

  const settingUp = step.purpose === 'setup';
  return (
    <AuthCard
      titleId="two-factor-title"
      title={authText(settingUp ? 'twoFactorSetupTitle' : 'twoFactorTitle')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p>{authText(settingUp ? 'twoFactorSetupIntro' : 'twoFactorIntro')}</p>
      {settingUp && (setup ? <TotpSecret setup={setup} /> : <Spinner label={authText('twoFactorLoading')} />)}
      <CodeField
        id="two-factor-code"
        value={form.values.code}
        onChange={(value) => void form.setFieldValue('code', value)}
        error={error}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={form.isSubmitting || (settingUp && !setup)}>
        {form.isSubmitting ? authText('twoFactorSubmitting') : authText('twoFactorSubmit')}
      </button>
      <button type="button" className="btn btn-link d-block mx-auto mt-3" onClick={onBack}>
        {authText('backToLogin')}
      </button>
    </AuthCard>
  );
}
