/** A language's static texts side by side with the default language's, with a live count of the missing ones. */
import { useMemo, useState } from 'react';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { settingsText } from '../../../i18n/settingsTexts';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { useLanguageTextsQuery } from '../api/getLanguageTexts';
import { useUpdatePageLangMutation } from '../api/updatePageLang';
import { flatten, unflatten } from '../utils/pageLangRows';

export interface LanguageTextsEditorProps {
  abbr: string;
  referenceAbbr: string;
  onClose: () => void;
}

export function LanguageTextsEditor({ abbr, referenceAbbr, onClose }: LanguageTextsEditorProps) {
  const target = useLanguageTextsQuery(abbr);
  const reference = useLanguageTextsQuery(referenceAbbr);
  if (target.isLoading || reference.isLoading) return <Spinner label={settingsText('loading')} />;
  if (!target.data || !reference.data) {
    return (
      <LoadError
        message={settingsText('loadError')}
        retryLabel={settingsText('retry')}
        onRetry={() => {
          void target.refetch();
          void reference.refetch();
        }}
      />
    );
  }
  return (
    <TextsForm
      abbr={abbr}
      lang={target.data.lang}
      referenceLang={reference.data.lang}
      initial={flatten(target.data.page_lang)}
      referenceTexts={flatten(reference.data.page_lang)}
      onClose={onClose}
    />
  );
}

interface TextsFormProps {
  abbr: string;
  lang: string;
  referenceLang: string;
  initial: Record<string, string>;
  referenceTexts: Record<string, string>;
  onClose: () => void;
}

function TextsForm({ abbr, lang, referenceLang, initial, referenceTexts, onClose }: TextsFormProps) {
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [search, setSearch] = useState('');
  const [update] = useUpdatePageLangMutation();
  const paths = useMemo(
    () => [...Object.keys(referenceTexts), ...Object.keys(initial).filter((p) => !(p in referenceTexts))],
    [referenceTexts, initial],
  );
  // The texts sit under one value: their paths have dots, which formik would read as nesting.
  const { formik, submit, submitting, ...form } = useStaffForm({
    initial: { texts: initial },
    save: ({ texts }) =>
      update({ abbr, page_lang: unflatten(Object.fromEntries(paths.map((path) => [path, texts[path] ?? '']))) }).unwrap(),
    successText: settingsText('dialogs.updated'),
    afterSave: 'keep',
  });
  const values = form.values.texts;
  const setText = (path: string, text: string) =>
    void formik.setValues((current) => ({ texts: { ...current.texts, [path]: text } }), false);
  const missing = Object.keys(referenceTexts).filter((path) => !values[path]?.trim()).length;
  const needle = search.trim().toLocaleLowerCase('tr');
  const shown = paths.filter(
    (path) =>
      (!onlyMissing || !values[path]?.trim()) &&
      (!needle || [path, values[path] ?? '', referenceTexts[path] ?? ''].some((s) => s.toLocaleLowerCase('tr').includes(needle))),
  );

  const slug = (path: string) => `text-${abbr}-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

  return (
    <form className="card mt-4" onSubmit={(event) => void submit(event)} aria-labelledby={`texts-${abbr}-title`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-3">
        <h2 id={`texts-${abbr}-title`} className="h5 m-0 me-auto">
          {settingsText('languages.textsTitle', { lang })}
        </h2>
        <span className={missing > 0 ? 'text-danger-emphasis fw-semibold' : 'text-success-emphasis'} aria-live="polite">
          {settingsText('languages.missing')}:{' '}
          {settingsText('languages.missingCount', { missing, total: Object.keys(referenceTexts).length })}
        </span>
        <button type="button" className="btn btn-sm btn-secondary" onClick={onClose}>
          {settingsText('languages.close')}
        </button>
      </div>
      <div className="card-body">
        <div className="row g-2 mb-3">
          <div className="col-md-6">
            <label htmlFor={`texts-${abbr}-search`} className="form-label">
              {settingsText('languages.search')}
            </label>
            <input
              id={`texts-${abbr}-search`}
              type="search"
              className="form-control"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="col-md-6 d-flex align-items-end">
            <div className="form-check">
              <input
                id={`texts-${abbr}-missing`}
                type="checkbox"
                className="form-check-input"
                checked={onlyMissing}
                onChange={(event) => setOnlyMissing(event.target.checked)}
              />
              <label htmlFor={`texts-${abbr}-missing`} className="form-check-label">
                {settingsText('languages.onlyMissing')}
              </label>
            </div>
          </div>
        </div>
        {shown.length === 0 ? (
          <p>{settingsText('languages.noMatch')}</p>
        ) : (
          <div className="table-responsive" style={{ maxHeight: '60vh' }}>
            <table className="table table-sm align-middle">
              <thead className="sticky-top">
                <tr>
                  <th scope="col">{settingsText('languages.key')}</th>
                  <th scope="col">{settingsText('languages.reference', { lang: referenceLang })}</th>
                  <th scope="col">{lang}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((path) => (
                  <tr key={path}>
                    <th scope="row" id={`${slug(path)}-key`} className="font-monospace small fw-normal">
                      {path}
                    </th>
                    <td id={`${slug(path)}-ref`} className="small">
                      {referenceTexts[path]}
                    </td>
                    <td>
                      <input
                        className={`form-control form-control-sm ${values[path]?.trim() ? '' : 'border-danger'}`}
                        value={values[path] ?? ''}
                        onChange={(event) => setText(path, event.target.value)}
                        aria-labelledby={`${slug(path)}-key`}
                        aria-describedby={`${slug(path)}-ref`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <div className="card-footer">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? settingsText('saving') : settingsText('save')}
        </button>
      </div>
    </form>
  );
}
