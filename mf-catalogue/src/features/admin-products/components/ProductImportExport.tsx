/**
 * "Dışa Aktar" and "İçe Aktar" of a section's product list (docs/api.md, "Catalogue import and export"): the
 * export downloads the list under its current filters as CSV or XLSX; the import sends a file, shows the dry
 * run (how the file was read — its format and a CSV's text encoding —, counts, each changed field old → new,
 * refused rows with their row and field; the first rows only, with the full report to download) and applies it
 * with "Uygula" only when no row is refused. The upload shows its progress, then the processing.
 */
import { transferColumnTitle } from '@vitrin/shared-libs/registry/productFields';
import { useId, useRef, useState, type FormEvent } from 'react';
import { downloadStaffFile } from '@vitrin/shared-libs/api/downloadStaffFile';
import type { Section } from '@vitrin/shared-libs/types/api';
import type { ImportReport, ImportRowReport, ImportRowStatus } from '@vitrin/shared-libs/types/catalogue';
import { asQueryError, isSystemFailure, showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useListParams } from '@vitrin/shared-libs/ui/useListParams';
import { catalogueAdminText } from '../../../i18n/catalogueAdminTexts';
import { useImportProductsMutation } from '../api/importProducts';
import { ProgressBar } from '@vitrin/shared-libs/ui/ProgressBar';

const t = (key: string, options?: Record<string, unknown>) => catalogueAdminText(`products.transfer.${key}`, options ?? {});

const FORMATS = ['csv', 'xlsx'] as const;
const STATUSES: readonly ImportRowStatus[] = ['new', 'changed', 'unchanged', 'refused'];
/** The list's own paging: not a filter of what is exported. */
const NOT_FILTERS = new Set(['page', 'per_page']);

/** The export's address: the section and every filter the list's address carries. */
function exportUrl(section: Section, params: URLSearchParams, format: string): string {
  const query = new URLSearchParams({ section, format });
  for (const [key, value] of params) if (!NOT_FILTERS.has(key) && key !== 'section' && key !== 'format') query.set(key, value);
  return `/api/admin/products/export?${query.toString()}`;
}

/** Where the import is: sending (percent), processing on the server, or done. */
type Stage = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'processing' };

/** How the server read the file: rows, format and (a CSV's) text encoding, with a word when it was not UTF-8. */
function FileRead({ file }: { file: ImportReport['file'] }) {
  const format = file.format.toUpperCase();
  return (
    <>
      <p className="mb-1">
        {file.encoding
          ? t('fileReadEncoding', { rows: file.rows, format, encoding: t(`encodings.${file.encoding}`) })
          : t('fileRead', { rows: file.rows, format })}
      </p>
      {file.encoding && file.encoding !== 'UTF-8' && <p className="text-warning-emphasis">{t('encodingNote')}</p>}
    </>
  );
}

function RowDetails({ row }: { row: ImportRowReport }) {
  if (row.status === 'new') return <>{t('newProduct')}</>;
  const items =
    row.status === 'refused'
      ? (row.errors ?? []).map((e) => ({ key: e.field, text: `${transferColumnTitle(e.field)}: ${e.message}` }))
      : (row.changes ?? []).map((c) => ({ key: c.field, text: `${transferColumnTitle(c.field)}: ${c.old} → ${c.new}` }));
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item) => (
        <li key={item.key} className="text-break">
          {item.text}
        </li>
      ))}
    </ul>
  );
}

export function ProductImportExport({ section }: { section: Section }) {
  const id = useId();
  const { params } = useListParams();
  const dialog = useRef<HTMLDialogElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  /** Why the last call failed, shown in the dialog (a page dialog cannot open over a modal one). */
  const [failure, setFailure] = useState<string[] | null>(null);
  const [send] = useImportProductsMutation();
  const busy = stage.kind !== 'idle';

  const open = () => {
    setFile(null);
    setReport(null);
    setFailure(null);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  /** Sends the chosen file: a dry run, or the apply. */
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setFailure(null);
    setStage({ kind: 'uploading', percent: 0 });
    const result = await send({
      section,
      file,
      dryRun,
      onProgress: (percent) => setStage(percent >= 100 ? { kind: 'processing' } : { kind: 'uploading', percent }),
    });
    setStage({ kind: 'idle' });
    if ('data' in result && result.data) {
      if (dryRun) return setReport(result.data);
      close();
      await showOutcome(result, {
        successTitle: t('applied'),
        successText: t('appliedText', { new: result.data.counts.new, changed: result.data.counts.changed }),
      }).closed;
      return;
    }
    const error = asQueryError('error' in result ? result.error : undefined);
    setFailure(
      isSystemFailure(error)
        ? [catalogueAdminText('dialogs.systemError')]
        : [
            error.data.message ?? t('failed'),
            ...Object.entries(error.data.errors ?? {}).map(([field, message]) => `${field}: ${message}`),
          ],
    );
  };
  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    setReport(null);
    void run(true);
  };

  const refused = (report?.counts.refused ?? 0) > 0;
  const percent = stage.kind === 'uploading' ? stage.percent : 100;

  return (
    <>
      <div className="btn-group" role="group" aria-label={t('export')}>
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="btn btn-outline-secondary"
            title={t('exportHint')}
            onClick={() => void downloadStaffFile(exportUrl(section, params, format), `${section}.${format}`)}
          >
            {t('exportAs', { format: format.toUpperCase() })}
          </button>
        ))}
      </div>
      <button type="button" className="btn btn-outline-secondary" aria-haspopup="dialog" onClick={open}>
        {t('import')}
      </button>
      <dialog
        ref={dialog}
        className="border-0 rounded shadow p-0 w-100"
        style={{ maxWidth: '60rem' }}
        aria-labelledby={`${id}-title`}
      >
        <div className="p-4">
          <div className="d-flex align-items-center mb-3">
            <h2 id={`${id}-title`} className="h4 mb-0">
              {t('importTitle')}
            </h2>
            <button type="button" className="btn-close ms-auto" aria-label={t('closeImport')} onClick={close} disabled={busy} />
          </div>
          <p className="text-body-secondary">{t('importHint')}</p>
          <form className="d-flex flex-wrap gap-2 align-items-end mb-3" onSubmit={onCheck}>
            <div className="flex-grow-1">
              <label className="form-label" htmlFor={`${id}-file`}>
                {t('file')}
              </label>
              <input
                id={`${id}-file`}
                type="file"
                className="form-control"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setReport(null);
                }}
              />
            </div>
            <button type="submit" className="btn btn-outline-primary" disabled={!file || busy}>
              {t('check')}
            </button>
          </form>
          {busy && (
            <ProgressBar label={t('progress')} percent={percent} working={stage.kind === 'processing'}>
              {stage.kind === 'processing' ? t('processing') : t('uploading', { percent })}
            </ProgressBar>
          )}
          {failure && (
            <div className="alert alert-danger" role="alert">
              <p className="fw-bold mb-1">{t('failed')}</p>
              <ul className="mb-0">
                {failure.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          {report && (
            <section aria-labelledby={`${id}-result`}>
              <h3 id={`${id}-result`} className="h5">
                {t('result')}
              </h3>
              <FileRead file={report.file} />
              <dl className="d-flex flex-wrap gap-4 mb-3">
                {STATUSES.map((status) => (
                  <div key={status} data-status={status}>
                    <dt className="fw-normal text-body-secondary">{t(`counts.${status}`)}</dt>
                    <dd className="fs-4 mb-0">{report.counts[status]}</dd>
                  </div>
                ))}
              </dl>
              {report.rows.length === 0 ? (
                <p>{t('noChanges')}</p>
              ) : (
                <div className="table-responsive" style={{ maxHeight: '50vh' }}>
                  <table className="table table-sm align-top">
                    <thead>
                      <tr>
                        <th scope="col">{t('row')}</th>
                        <th scope="col">{t('code')}</th>
                        <th scope="col">{t('status')}</th>
                        <th scope="col">{t('details')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.rows.map((row) => (
                        <tr key={row.row} className={row.status === 'refused' ? 'table-danger' : undefined}>
                          <td>{row.row}</td>
                          <td>{row.code}</td>
                          <td>{t(`counts.${row.status}`)}</td>
                          <td>
                            <RowDetails row={row} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {report.listed > report.rows.length && (
                <p className="mt-2">{t('firstRows', { shown: report.rows.length, listed: report.listed })}</p>
              )}
              {report.report && (
                <button
                  type="button"
                  className="btn btn-outline-secondary mb-3"
                  onClick={() => void downloadStaffFile(report.report!, `${section}-ice-aktarma-raporu.csv`)}
                >
                  {t('downloadReport')}
                </button>
              )}
              {refused && <p className="text-danger">{t('refusedHint')}</p>}
              <button type="button" className="btn btn-primary" disabled={refused || busy} onClick={() => void run(false)}>
                {stage.kind !== 'idle' ? t('applying') : t('apply')}
              </button>
            </section>
          )}
        </div>
      </dialog>
    </>
  );
}
