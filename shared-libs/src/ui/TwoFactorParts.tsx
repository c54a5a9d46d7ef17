/**
 * The pieces of two-factor sign-in both the login screen (mf_auth) and the profile (mf_admin) show: the new
 * secret as a QR code and as text, the code field, and the recovery codes shown once (docs/security.md).
 */
import type { TotpSetup } from '@vitrin/shared-libs/types/security';
import { twoFactorText } from '@vitrin/shared-libs/i18n/twoFactorTexts';
import { TextField } from '@vitrin/shared-libs/ui/TextField';

/** The secret being set up: its QR code and the same secret as text, in groups of four for typing. */
export function TotpSecret({ setup }: { setup: TotpSetup }) {
  return (
    <div className="mb-3">
      <p>{twoFactorText('scan')}</p>
      <img
        src={setup.qr}
        alt={twoFactorText('qrAlt')}
        width={200}
        height={200}
        className="d-block mx-auto mb-3 bg-white p-2 rounded border"
        style={{ maxWidth: '100%', height: 'auto' }}
      />
      <p className="mb-1">{twoFactorText('secret')}</p>
      <p>
        <code className="d-inline-block text-break user-select-all fs-6" data-testid="totp-secret">
          {setup.secret.match(/.{1,4}/g)!.join(' ')}
        </code>
      </p>
      <p className="mb-0">{twoFactorText('confirmHint')}</p>
    </div>
  );
}

/** The code field: six digits from the app, or a recovery code. */
export function CodeField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      id={id}
      name="code"
      label={twoFactorText('code')}
      hint={twoFactorText('codeHint')}
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="one-time-code"
      maxLength={20}
      required
    />
  );
}

/** The ten recovery codes, shown once. */
export function RecoveryCodes({ codes, headingId }: { codes: readonly string[]; headingId: string }) {
  return (
    <div className="mb-3">
      <h2 id={headingId} className="h5">
        {twoFactorText('recoveryTitle')}
      </h2>
      <p role="alert" className="alert alert-warning">
        {twoFactorText('recoveryIntro')}
      </p>
      <ul
        aria-label={twoFactorText('recoveryList')}
        className="list-unstyled row row-cols-2 g-2 font-monospace"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
