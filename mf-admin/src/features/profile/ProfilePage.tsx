/**
 * The signed-in staff member's profile (/admin/profile; docs/security.md "Sign-in and sessions"): two-factor
 * sign-in — turned on with the app's first code, then ten recovery codes shown once — and the open sessions,
 * each of which can be ended.
 */
import { useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import type { TotpSetup } from '@vitrin/shared-libs/types/security';
import { confirmDialog } from '@vitrin/shared-libs/ui/dialogs';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { CodeField, RecoveryCodes, TotpSecret } from '@vitrin/shared-libs/ui/TwoFactorParts';
import { twoFactorCodeSchema } from '@vitrin/shared-libs/validation/twoFactor';
import { ListHeader, ListTable } from '../../components/ListPage';
import { adminText } from '../../i18n/adminTexts';
import { profileText } from '../../i18n/profileTexts';
import { browserName } from './browserName';
import {
  useConfirmTwoFactorMutation,
  useEndSessionMutation,
  useMySessionsQuery,
  useStartTwoFactorMutation,
  useTwoFactorStatusQuery,
} from './profileApi';

const dateTime = (iso: string) => new Date(iso).toLocaleString('tr-TR', { dateStyle: 'short', timeStyle: 'short' });

function TwoFactorCard() {
  const status = useTwoFactorStatusQuery();
  const [start, starting] = useStartTwoFactorMutation();
  const [confirm] = useConfirmTwoFactorMutation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: twoFactorCodeSchema,
    onSubmit: async ({ code }, helpers) => {
      const result = await confirm(code);
      if ('data' in result && result.data) {
        setSetup(null);
        setCodes(result.data.recovery_codes);
        helpers.resetForm();
        void status.refetch();
        return;
      }
      showOutcome(result, {});
      helpers.setFieldValue('code', '', false);
    },
  });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await form.validateForm();
    form.handleSubmit();
    if (errors.code) document.getElementById('profile-two-factor-code')?.focus();
  };
  const onStart = async () => {
    const result = await start();
    if ('data' in result && result.data) setSetup(result.data);
    else showOutcome(result, {});
  };

  let body;
  if (codes) {
    body = (
      <>
        <RecoveryCodes codes={codes} headingId="profile-recovery-title" />
        <button type="button" className="btn btn-primary" onClick={() => setCodes(null)}>
          {profileText('savedCodes')}
        </button>
      </>
    );
  } else if (status.isLoading) {
    body = <Spinner label={adminText('loading')} />;
  } else if (!status.data) {
    body = (
      <LoadError
        message={profileText('loadError')}
        retryLabel={adminText('dashboard.retry')}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (status.data.enabled) {
    body = (
      <p className="mb-0">
        {profileText('twoFactorOn', { date: dateTime(status.data.enabled_at!), count: status.data.recovery_codes_left })}
      </p>
    );
  } else if (setup) {
    body = (
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={profileText('twoFactorTitle')}
        style={{ maxWidth: 480 }}
      >
        <TotpSecret setup={setup} />
        <CodeField
          id="profile-two-factor-code"
          value={form.values.code}
          onChange={(value) => void form.setFieldValue('code', value)}
          error={form.submitCount > 0 ? form.errors.code : undefined}
        />
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={form.isSubmitting}>
            {form.isSubmitting ? profileText('confirming') : profileText('confirm')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setSetup(null)}>
            {profileText('cancel')}
          </button>
        </div>
      </form>
    );
  } else {
    body = (
      <>
        <p>{profileText('twoFactorOff')}</p>
        <button type="button" className="btn btn-primary" disabled={starting.isLoading} onClick={() => void onStart()}>
          {profileText('turnOn')}
        </button>
      </>
    );
  }

  return (
    <section className="card mb-4" aria-labelledby="profile-two-factor-title">
      <div className="card-body">
        <h2 id="profile-two-factor-title" className="h5 card-title">
          {profileText('twoFactorTitle')}
        </h2>
        {status.data?.required && !codes && <p className="text-body-secondary small">{profileText('required')}</p>}
        {body}
      </div>
    </section>
  );
}

function SessionsCard() {
  const query = useMySessionsQuery();
  const [end] = useEndSessionMutation();

  const onEnd = async (id: number) => {
    const sure = await confirmDialog({
      title: profileText('endConfirmTitle'),
      text: profileText('endConfirmText'),
      confirmText: profileText('endConfirmYes'),
      cancelText: profileText('cancel'),
    });
    if (!sure) return;
    showOutcome(await end(id), { successTitle: profileText('ended') });
    void query.refetch();
  };

  return (
    <section aria-labelledby="profile-sessions-title">
      <h2 id="profile-sessions-title" className="h5">
        {profileText('sessionsTitle')}
      </h2>
      <p className="text-body-secondary">{profileText('sessionsIntro')}</p>
      <ListTable
        query={query}
        caption={profileText('sessionsTitle')}
        loadError={profileText('sessionsLoadError')}
        empty={profileText('sessionsEmpty')}
        tableClassName="table align-middle"
        columns={[
          profileText('browser'),
          profileText('address'),
          profileText('signedIn'),
          profileText('lastSeen'),
          <span key="actions" className="visually-hidden">
            {profileText('actions')}
          </span>,
        ]}
        row={(session) => {
          const browser = browserName(session.user_agent) ?? profileText('unknown');
          return (
            <tr key={session.id}>
              <td className="text-break" title={session.user_agent ?? undefined}>
                {browser}
              </td>
              <td className="text-break">{session.ip ?? '—'}</td>
              <td>{dateTime(session.created_at)}</td>
              <td>{session.last_seen_at ? dateTime(session.last_seen_at) : '—'}</td>
              <td className="text-end">
                {session.current ? (
                  <span className="badge text-bg-success">{profileText('current')}</span>
                ) : (
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void onEnd(session.id)}>
                    {profileText('end', { browser })}
                  </button>
                )}
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}

export function ProfilePage() {
  return (
    <section aria-labelledby="profile-title">
      <ListHeader titleId="profile-title" title={profileText('title')} />
      <TwoFactorCard />
      <SessionsCard />
    </section>
  );
}
