/**
 * /admin/mail/settings ("E-posta Ayarları", Süper Yönetici): whether mail is on (SMTP_URL), and who receives each
 * kind of submission — at least one address a kind (docs/api.md, "Mail").
 */
import { useFormik } from 'formik';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { MAIL_KIND_LABELS, MAIL_KINDS, type MailKind, type MailSettings } from '@vitrin/shared-libs/types/mail';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { mailSettingsSchema } from '@vitrin/shared-libs/validation/mail';
import { ListHeader } from '../../components/ListPage';
import { mailText } from '../../i18n/mailTexts';
import { useMailSettingsQuery, useSaveMailSettingsMutation } from './mailApi';

const toLines = (list: readonly string[]) => list.join('\n');
const fromLines = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

function RecipientsForm({ settings }: { settings: MailSettings }) {
  const [save] = useSaveMailSettingsMutation();
  const formik = useFormik({
    initialValues: Object.fromEntries(MAIL_KINDS.map((kind) => [kind, toLines(settings.recipients[kind])])) as Record<
      MailKind,
      string
    >,
    enableReinitialize: true,
    validate: async (values) => {
      const recipients = Object.fromEntries(MAIL_KINDS.map((kind) => [kind, fromLines(values[kind])]));
      try {
        await mailSettingsSchema.validate({ recipients }, { abortEarly: false });
        return {};
      } catch (error) {
        const errors: Record<string, string> = {};
        for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
          const kind = inner.path?.split(/[.[]/)[1];
          if (kind && !errors[kind]) errors[kind] = inner.message;
        }
        return errors;
      }
    },
    onSubmit: async (values) => {
      const recipients = Object.fromEntries(MAIL_KINDS.map((kind) => [kind, fromLines(values[kind])])) as Record<
        MailKind,
        string[]
      >;
      const result = await save({ recipients });
      const outcome = showOutcome(result, { successTitle: mailText('saved') });
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(outcome.errors)) {
        const kind = path.split(/[.[]/)[1];
        if (kind && !errors[kind]) errors[kind] = message;
      }
      formik.setErrors(errors);
      // Saved: what is on screen is what is stored, so leaving no longer asks.
      if (outcome.ok) formik.resetForm({ values });
    },
  });
  // Held while saving too: a send the rules refuse must not let go and take hold again (a Back entry each time).
  useUnsavedChangesGuard(formik.dirty);
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      {MAIL_KINDS.map((kind) => {
        const error = formik.submitCount > 0 ? formik.errors[kind] : undefined;
        const id = `mail-recipients-${kind}`;
        return (
          <div className="card mb-3" key={kind}>
            <div className="card-body">
              <label htmlFor={id} className="form-label fw-semibold">
                {MAIL_KIND_LABELS[kind]} — {mailText('recipients')}
              </label>
              <textarea
                id={id}
                name={kind}
                rows={2}
                className={`form-control${error ? ' is-invalid' : ''}`}
                value={formik.values[kind]}
                onChange={formik.handleChange}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                required
              />
              {error && (
                <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
                  {error}
                </div>
              )}
              {!settings.chosen[kind] && <div className="form-text">{mailText('defaultNote')}</div>}
            </div>
          </div>
        );
      })}
      <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
        {mailText('save')}
      </button>
    </form>
  );
}

export function MailSettingsPage() {
  const query = useMailSettingsQuery();
  return (
    <section aria-labelledby="mail-settings-title">
      <ListHeader titleId="mail-settings-title" title={mailText('settingsTitle')} />
      <p className="text-body-secondary">{mailText('settingsIntro')}</p>
      {query.isLoading && <Spinner label={mailText('settingsTitle')} />}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          {mailText('loadError')}
        </div>
      )}
      {query.data && (
        <>
          <div
            className={`alert ${query.data.enabled ? 'alert-success' : 'alert-warning'}`}
            role="status"
            data-testid="mail-state"
          >
            {query.data.enabled ? mailText('on', { from: query.data.from }) : mailText('off')}
          </div>
          <RecipientsForm settings={query.data} />
        </>
      )}
    </section>
  );
}
