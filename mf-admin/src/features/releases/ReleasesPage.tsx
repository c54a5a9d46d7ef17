/**
 * /admin/releases ("Sürümler", Süper Yönetici): which release of each remote the site serves, where that address
 * comes from, its version (the manifest's buildVersion), its history with a one-click "Geri dön" per earlier release
 * (the built-in one included), and a switch to another release's manifest address (checked by the server first).
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import type { RemoteRelease } from '@vitrin/shared-libs/types/settings';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useRefusedSendFocus } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { formikField, TextField } from '@vitrin/shared-libs/ui/TextField';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { releaseSchema } from '@vitrin/shared-libs/validation/releases';
import { ListHeader } from '../../components/ListPage';
import { releasesText } from '../../i18n/releasesTexts';
import {
  type ReleasePreview,
  useChangeReleaseMutation,
  useEndCanaryMutation,
  usePreviewReleaseMutation,
  useReleasesQuery,
  useStartCanaryMutation,
} from './releasesApi';

/** The remotes a canary can reach: those of the public pages (the API refuses others). */
const CANARY_REMOTES = ['mf_public', 'mf_catalogue'];

/** The pages and failures of each release in service over the window (docs/deployment.md, "A team's release"). */
function ReleaseHealth({ release }: { release: RemoteRelease }) {
  if (release.health.length === 0) return null;
  const titleId = `release-health-${release.remote}`;
  return (
    <>
      <h3 className="h6 mt-3" id={titleId}>
        {releasesText('health', { minutes: Math.round(release.health_window_seconds / 60) })}
      </h3>
      {/* Five short columns: fits a phone's width without scrolling sideways. */}
      <table className="table table-sm small mb-0" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{releasesText('healthRole')}</th>
            <th scope="col" className="text-end">
              {releasesText('healthPages')}
            </th>
            <th scope="col" className="text-end">
              {releasesText('healthServer')}
            </th>
            <th scope="col" className="text-end">
              {releasesText('healthBrowser')}
            </th>
            <th scope="col" className="text-end">
              {releasesText('healthRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {release.health.map((row) => {
            const failures = row.render_failures + row.browser_failures;
            return (
              <tr key={`${row.role}-${row.url}`} data-testid={`release-health-${row.role}`}>
                <th scope="row" title={row.url}>
                  {releasesText(`roles.${row.role}`)}
                </th>
                <td className="text-end">{row.pages}</td>
                <td className="text-end">{row.render_failures}</td>
                <td className="text-end">{row.browser_failures}</td>
                <td className="text-end">{row.pages > 0 ? `%${((100 * failures) / row.pages).toFixed(1)}` : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

const when = (at: string) =>
  `${formatDate(at)} ${new Date(at).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit' })}`;

function ReleaseCard({ release, refresh }: { release: RemoteRelease; refresh: () => unknown }) {
  const [change] = useChangeReleaseMutation();
  const [askPreview, previewState] = usePreviewReleaseMutation();
  const [preview, setPreview] = useState<ReleasePreview | null>(null);
  const [startCanary, startState] = useStartCanaryMutation();
  const [endCanary, endState] = useEndCanaryMutation();
  const [percent, setPercent] = useState('10');
  const percentValid = /^\d{1,2}$/.test(percent) && Number(percent) >= 1 && Number(percent) <= 99;
  const canaryBusy = startState.isLoading || endState.isLoading;
  // A share of visitors gets the address in the field, after the same check as a switch (docs/deployment.md).
  const sendCanary = async () => {
    const errors = await formik.validateForm();
    if (errors.url || !percentValid) {
      formik.setTouched({ url: true });
      return;
    }
    const result = await startCanary({ remote: release.remote, url: formik.values.url.trim(), percent: Number(percent) });
    const outcome = showOutcome(result, {
      successTitle: releasesText('canaryStarted'),
      failureTitle: releasesText('refused'),
      form: () => form.current,
    });
    await outcome.closed;
    formik.setErrors(outcome.errors);
    void refresh();
  };
  const finishCanary = async (action: 'promote' | 'stop') => {
    const result = await endCanary({ remote: release.remote, action });
    const outcome = showOutcome(result, {
      successTitle: releasesText(action === 'promote' ? 'promoted' : 'stopped'),
      failureTitle: releasesText('endFailed'),
    });
    await outcome.closed;
    if (outcome.ok && action === 'promote' && release.canary) formik.resetForm({ values: { url: release.canary.url } });
    void refresh();
  };
  // Back to an earlier release in one click: the same switch, through the same gate (docs/deployment.md).
  const revert = async (url: string) => {
    const result = await change({ remote: release.remote, url });
    const outcome = showOutcome(result, { successTitle: releasesText('switched'), failureTitle: releasesText('refused') });
    await outcome.closed;
    if (outcome.ok) formik.resetForm({ values: { url } });
    void refresh();
  };
  const history = [
    ...release.history.filter((change) => change.status !== 'builtin').slice(0, 5),
    ...release.history.filter((change) => change.status === 'builtin'),
  ];
  // A preview link of the address in the field, after the same check as a switch (docs/deployment.md).
  const makePreview = async () => {
    const errors = await formik.validateForm();
    if (errors.url) {
      formik.setTouched({ url: true });
      return;
    }
    setPreview(null);
    const result = await askPreview({ remote: release.remote, url: formik.values.url.trim() });
    if ('data' in result && result.data) {
      setPreview(result.data);
      return;
    }
    const outcome = showOutcome(result, { failureTitle: releasesText('refused'), form: () => form.current });
    await outcome.closed;
    formik.setErrors(outcome.errors);
  };
  const formik = useFormik({
    initialValues: { url: release.url },
    enableReinitialize: true,
    validationSchema: releaseSchema,
    onSubmit: async ({ url }) => {
      const result = await change({ remote: release.remote, url: url.trim() });
      const outcome = showOutcome(result, {
        successTitle: releasesText('switched'),
        failureTitle: releasesText('refused'),
        form: () => form.current,
      });
      // On the form once the dialog (which names them) has closed: a field's blur would check them away.
      await outcome.closed;
      formik.setErrors(outcome.errors);
      // Switched: the address on screen is the one served, so leaving no longer asks.
      if (outcome.ok) formik.resetForm({ values: { url: url.trim() } });
      // A switch, or a refusal, is now in the history.
      void refresh();
    },
  });
  // Held while saving too: a send the rules refuse must not let go and take hold again (a Back entry each time).
  useUnsavedChangesGuard(formik.dirty);
  const form = useRefusedSendFocus(formik);
  const name = releasesText(`names.${release.remote}`);
  return (
    <section className="card mb-3" aria-labelledby={`release-${release.remote}-title`} data-testid={`release-${release.remote}`}>
      <div className="card-body">
        <h2 id={`release-${release.remote}-title`} className="h5">
          {name} <code className="small text-body-secondary">{release.remote}</code>
        </h2>
        <dl className="row mb-3 small">
          <dt className="col-sm-3">{releasesText('serving')}</dt>
          <dd className="col-sm-9 text-break" data-testid="release-url">
            <code>{release.url}</code>
          </dd>
          <dt className="col-sm-3">{releasesText('version')}</dt>
          <dd className="col-sm-9 text-break" data-testid="release-version">
            {release.version ? <code>{release.version}</code> : releasesText('noVersion')}
          </dd>
          <dt className="col-sm-3">{releasesText('source')}</dt>
          <dd className="col-sm-9">
            {release.source === 'setting' || !release.changed_at
              ? releasesText('setting')
              : releasesText('changedBy', { who: release.changed_by ?? '', when: when(release.changed_at) })}
          </dd>
        </dl>
        <form
          ref={form}
          noValidate
          onSubmit={formik.handleSubmit}
          className="d-flex flex-column flex-md-row gap-2 align-items-md-start"
        >
          <div className="flex-grow-1">
            <TextField
              {...formikField(formik, 'url')}
              id={`release-url-${release.remote}`}
              label={releasesText('address')}
              type="url"
              required
            />
          </div>
          <button type="submit" className="btn btn-primary mt-md-4" disabled={formik.isSubmitting}>
            {releasesText('switch')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary mt-md-4"
            disabled={formik.isSubmitting || previewState.isLoading}
            onClick={() => void makePreview()}
          >
            {releasesText('preview')}
          </button>
        </form>
        {preview && (
          <div className="alert alert-info small mt-3 mb-0" data-testid={`release-preview-${release.remote}`}>
            <label className="form-label fw-semibold" htmlFor={`release-preview-link-${release.remote}`}>
              {releasesText('previewLink')}
            </label>
            <div className="d-flex flex-column flex-md-row gap-2">
              <input
                id={`release-preview-link-${release.remote}`}
                className="form-control form-control-sm"
                readOnly
                value={new URL(preview.link, window.location.origin).href}
                onFocus={(event) => event.currentTarget.select()}
              />
              <a className="btn btn-sm btn-primary text-nowrap" href={preview.link} target="_blank" rel="noreferrer">
                {releasesText('previewOpen')}
              </a>
            </div>
            <p className="mb-0 mt-2">
              {releasesText('previewNote', {
                until: new Date(preview.expires_at).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit' }),
              })}
            </p>
          </div>
        )}
        {CANARY_REMOTES.includes(release.remote) && (
          <div className="mt-3">
            <h3 className="h6">{releasesText('canary')}</h3>
            {release.ended_canary?.status === 'auto_stopped' && !release.canary && (
              <div className="alert alert-warning small py-2" role="status">
                {releasesText('autoStopped', { reason: release.ended_canary.reason ?? '' })}
              </div>
            )}
            {release.canary ? (
              <div className="d-flex flex-column flex-md-row gap-2 align-items-md-center" data-testid="release-canary">
                <p className="small mb-0 flex-grow-1 text-break">
                  {releasesText('canaryRunning', {
                    url: release.canary.url,
                    percent: release.canary.percent,
                    who: release.canary.started_by,
                    when: when(release.canary.started_at),
                  })}
                </p>
                <button
                  type="button"
                  className="btn btn-success"
                  disabled={canaryBusy}
                  onClick={() => void finishCanary('promote')}
                >
                  {releasesText('promote')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  disabled={canaryBusy}
                  onClick={() => void finishCanary('stop')}
                >
                  {releasesText('stop')}
                </button>
              </div>
            ) : (
              <>
                <p className="small text-body-secondary mb-2">{releasesText('canaryIntro')}</p>
                <div className="d-flex flex-column flex-sm-row gap-2 align-items-sm-end">
                  <div>
                    <label className="form-label small" htmlFor={`release-percent-${release.remote}`}>
                      {releasesText('canaryPercent')}
                    </label>
                    <input
                      id={`release-percent-${release.remote}`}
                      className={`form-control${percentValid ? '' : ' is-invalid'}`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={99}
                      required
                      value={percent}
                      aria-invalid={!percentValid}
                      onChange={(event) => setPercent(event.currentTarget.value)}
                    />
                  </div>
                  <button
                    type="button"
                    className="btn btn-outline-primary"
                    disabled={formik.isSubmitting || canaryBusy}
                    onClick={() => void sendCanary()}
                  >
                    {releasesText('canaryStart')}
                  </button>
                </div>
              </>
            )}
          </div>
        )}
        <ReleaseHealth release={release} />
        <h3 className="h6 mt-3">{releasesText('history')}</h3>
        {history.length === 0 ? (
          <p className="small text-body-secondary mb-0">{releasesText('noHistory')}</p>
        ) : (
          <ul className="list-unstyled small mb-0">
            {history.map((change, index) => (
              <li key={index} className="mb-2 text-break d-flex flex-wrap align-items-start gap-2">
                <div className="flex-grow-1">
                  <span
                    className={`badge me-2 ${
                      change.status === 'serving'
                        ? 'text-bg-success'
                        : change.status === 'builtin'
                          ? 'text-bg-secondary'
                          : 'text-bg-danger'
                    }`}
                  >
                    {releasesText(`statuses.${change.status}`)}
                  </span>
                  <code>{change.url}</code> —{' '}
                  {change.changed_at ? `${change.changed_by ?? ''}, ${when(change.changed_at)}` : releasesText('setting')}
                  {change.problem && <div className="text-danger-emphasis">{change.problem}</div>}
                </div>
                {change.status !== 'refused' && change.url !== release.url && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    aria-label={releasesText('revertTo', { url: change.url })}
                    disabled={formik.isSubmitting}
                    onClick={() => void revert(change.url)}
                  >
                    {releasesText('revert')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function ReleasesPage() {
  const query = useReleasesQuery();
  return (
    <section aria-labelledby="releases-title">
      <ListHeader titleId="releases-title" title={releasesText('title')} />
      <p className="text-body-secondary">{releasesText('intro')}</p>
      {query.isLoading && <Spinner label={releasesText('title')} />}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          {releasesText('loadError')}
        </div>
      )}
      {query.data?.map((release) => (
        <ReleaseCard key={release.remote} release={release} refresh={query.refetch} />
      ))}
    </section>
  );
}
