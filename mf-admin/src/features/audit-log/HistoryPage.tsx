/**
 * /admin/history/:entity/:id ("Geçmiş", docs/api.md "History"): a record's versions newest first — who, when,
 * what — two of them compared field by field (per language: "Ad (EN)"), and "Bu sürüme dön", asked first, which
 * brings the record back to a version as a new version.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HistoryVersion } from '@vitrin/shared-libs/registry/historyEntities';
import { confirmDialog } from '@vitrin/shared-libs/ui/dialogs';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { RelativeTime } from '../../components/RelativeTime';
import { auditFieldLabel, auditText } from '../../i18n/auditTexts';
import { historyText } from '../../i18n/historyTexts';
import { ChangesTable } from './ChangesTable';
import { useHistoryQuery, useRestoreVersionMutation, type HistoryArgs } from './historyApi';

const who = (version: HistoryVersion) => version.user.name ?? version.user.email ?? auditText('unknownUser');
const versionLabel = (version: HistoryVersion) =>
  historyText('version', {
    time: formatDate(version.created_at),
    user: who(version),
    action: auditText(`actions.${version.action}`),
  });

/** One end of a comparison: a version chosen from the list. */
function VersionSelect(props: {
  id: string;
  label: string;
  versions: readonly HistoryVersion[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="col-12 col-md-5">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <select id={props.id} className="form-select" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.versions.map((version) => (
          <option key={version.id} value={version.id}>
            {versionLabel(version)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The history of one record; the route lets in only whoever may edit it (app/HistoryRoute.tsx). */
export function HistoryPage({ entity, id }: Pick<HistoryArgs, 'entity' | 'id'>) {
  const navigate = useNavigate();
  const [compared, setCompared] = useState<{ from: number; to: number } | null>(null);
  // Read afresh whenever the versions asked for change: after a restore the list has a new version.
  const query = useHistoryQuery({ entity, id, ...compared }, { refetchOnMountOrArgChange: true });
  const [restore, restoring] = useRestoreVersionMutation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const title = `${historyText('title')} — ${auditText(`entities.${entity}`)}${id === 'all' ? '' : ` #${id}`}`;
  const versions = query.data?.versions ?? [];

  const onCompare = (event: FormEvent) => {
    event.preventDefault();
    const pair = { from: Number(from || versions[1]?.id), to: Number(to || versions[0]?.id) };
    if (pair.from && pair.to) setCompared(pair);
  };
  const onRestore = async (version: HistoryVersion) => {
    const sure = await confirmDialog({
      title: historyText('confirmTitle'),
      text: historyText('confirmText'),
      confirmText: historyText('confirmYes'),
      cancelText: historyText('cancel'),
    });
    if (!sure) return;
    const outcome = showOutcome(await restore({ entity, id, version: version.id }), { successTitle: historyText('restored') });
    if (!outcome.ok) return;
    if (compared) setCompared(null);
    else void query.refetch();
  };

  return (
    <section aria-labelledby="history-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="history-title" className="h3 mb-0 me-auto">
          {title}
        </h1>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => navigate(-1)}>
          {historyText('back')}
        </button>
      </div>
      <p className="text-body-secondary">{historyText('intro')}</p>
      {query.isLoading && <Spinner label={historyText('loading')} />}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          {historyText('loadError')}
        </div>
      )}
      {query.data?.deleted && (
        <div className="alert alert-warning" role="status">
          {historyText('deleted')}
        </div>
      )}
      {versions.length > 1 && (
        <form className="card card-body mb-3" onSubmit={onCompare} aria-labelledby="history-compare-title">
          <h2 id="history-compare-title" className="h5">
            {historyText('compare.title')}
          </h2>
          <div className="row g-2 align-items-end">
            <VersionSelect
              id="history-from"
              label={historyText('compare.from')}
              versions={versions}
              value={from || String(versions[1]!.id)}
              onChange={setFrom}
            />
            <VersionSelect
              id="history-to"
              label={historyText('compare.to')}
              versions={versions}
              value={to || String(versions[0]!.id)}
              onChange={setTo}
            />
            <div className="col-12 col-md-2">
              <button type="submit" className="btn btn-primary w-100">
                {historyText('compare.submit')}
              </button>
            </div>
          </div>
          {query.data?.comparison && (
            <div className="mt-3 table-responsive" data-testid="history-comparison">
              <ChangesTable
                changes={query.data.comparison.changes}
                caption={historyText('compare.caption')}
                empty={historyText('compare.same')}
              />
            </div>
          )}
        </form>
      )}
      {query.data && versions.length === 0 && <p>{historyText('empty')}</p>}
      {versions.length > 0 && (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">{historyText('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{historyText('columns.time')}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {historyText('columns.user')}
                </th>
                <th scope="col">{historyText('columns.action')}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {historyText('columns.fields')}
                </th>
                <th scope="col">{historyText('columns.restore')}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version, index) => (
                <tr key={version.id} data-testid="history-version">
                  <td>
                    <RelativeTime value={version.created_at} />
                    {/* A phone: who under when, the changed fields left to the comparison. */}
                    <div className="d-md-none small text-body-secondary">{who(version)}</div>
                  </td>
                  <td className="d-none d-md-table-cell">{who(version)}</td>
                  <td>{auditText(`actions.${version.action}`)}</td>
                  <td className="text-break d-none d-md-table-cell">
                    {Object.keys(version.changes).map(auditFieldLabel).join(', ') || auditText('noChanges')}
                  </td>
                  <td className="text-nowrap">
                    {index === 0 && !query.data?.deleted ? (
                      <span className="badge text-bg-secondary">{historyText('current')}</span>
                    ) : version.action === 'delete' ? null : (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        disabled={restoring.isLoading}
                        aria-label={historyText('restoreLabel', { time: formatDate(version.created_at) })}
                        onClick={() => void onRestore(version)}
                      >
                        {historyText('restore')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
