/**
 * languages: every language with its status and missing texts; create (after confirmation), activate (asked first
 * when most of its texts are missing), edit texts.
 */
import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { confirmDialog } from '@vitrin/shared-libs/ui/dialogs';
import { runWithDialogs } from '@vitrin/shared-libs/ui/outcome';
import { useRefusedSendFocus } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { settingsText } from '../../../i18n/settingsTexts';
import { useCreateLanguageMutation } from '../api/createLanguage';
import { useAdminLanguagesQuery, useTranslationSummariesQuery } from '@vitrin/shared-libs/api/adminApi';
import type { TranslationSummary } from '@vitrin/shared-libs/types/translations';
import { Link } from 'react-router-dom';
import { adminText } from '../../../i18n/adminTexts';
import { useToggleLanguageMutation } from '../api/toggleLanguage';
import { LanguageTextsEditor } from './LanguageTextsEditor';

export function LanguagesPage() {
  const { data, isLoading, isError, refetch } = useAdminLanguagesQuery();
  const [toggle, toggling] = useToggleLanguageMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const translations = useTranslationSummariesQuery();
  if (isLoading) return <Spinner label={settingsText('loading')} />;
  if (isError || !data)
    return <LoadError message={settingsText('loadError')} retryLabel={settingsText('retry')} onRetry={() => void refetch()} />;
  const reference = data.find((l) => l.is_default) ?? data[0];

  const onToggle = async (language: (typeof data)[number]) => {
    // A language mostly untranslated would show visitors the default language's texts nearly everywhere.
    if (
      !language.is_active &&
      language.missing * 2 > language.total &&
      !(await confirmDialog({
        title: settingsText('languages.untranslatedTitle', { lang: language.lang }),
        text: settingsText('languages.untranslatedText', { missing: language.missing, total: language.total }),
        confirmText: settingsText('languages.untranslatedYes'),
        cancelText: settingsText('languages.untranslatedNo'),
      }))
    )
      return;
    await runWithDialogs(() => toggle(language.abbr).unwrap(), {
      successText: settingsText('dialogs.orderChanged'),
      failureTitle: settingsText('languages.activationError'),
      systemTitle: settingsText('languages.activationError'),
    });
  };

  return (
    <section aria-labelledby="languages-title">
      <h1 id="languages-title" className="h3 mb-4">
        {settingsText('languages.title')}
      </h1>
      <CreateLanguageForm />
      <div className="table-responsive">
        <table className="table table-striped align-middle bg-body">
          <thead>
            <tr>
              <th scope="col">{settingsText('languages.name')}</th>
              <th scope="col">{settingsText('languages.abbr')}</th>
              <th scope="col">{settingsText('languages.status')}</th>
              <th scope="col">{settingsText('languages.missing')}</th>
              <th scope="col">{settingsText('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((language) => (
              <tr key={language.abbr}>
                <th scope="row">
                  {language.lang}
                  {language.is_default && <span className="badge text-bg-info ms-2">{settingsText('languages.default')}</span>}
                </th>
                <td>{language.abbr.toUpperCase()}</td>
                <td>
                  <span className={`badge ${language.is_active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                    {language.is_active ? settingsText('languages.active') : settingsText('languages.passive')}
                  </span>
                </td>
                <td>
                  <span className={language.missing > 0 ? 'text-danger-emphasis fw-semibold' : ''}>
                    {settingsText('languages.missingCount', { missing: language.missing, total: language.total })}
                  </span>
                  <TranslationStatus summary={translations.data?.find((s) => s.abbr === language.abbr)} />
                </td>
                <td className="d-flex flex-wrap gap-2">
                  {!(language.is_default && language.is_active) && (
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      disabled={toggling.isLoading}
                      onClick={() => void onToggle(language)}
                    >
                      {language.is_active ? settingsText('languages.deactivate') : settingsText('languages.activate')}
                      <span className="visually-hidden"> ({language.lang})</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-secondary"
                    aria-expanded={editing === language.abbr}
                    onClick={() => setEditing(editing === language.abbr ? null : language.abbr)}
                  >
                    {settingsText('languages.editTexts')}
                    <span className="visually-hidden"> ({language.lang})</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && reference && (
        <LanguageTextsEditor key={editing} abbr={editing} referenceAbbr={reference.abbr} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}

/** The language's missing texts in all (records and static texts): a link to its translation report. */
function TranslationStatus({ summary }: { summary: TranslationSummary | undefined }) {
  if (!summary) return null;
  const abbr = summary.abbr.toUpperCase();
  return (
    <Link className="d-block small" to={`${adminHref('translations')}?language=${summary.abbr}`}>
      {summary.missing > 0
        ? adminText('translations.missingCount', { abbr, count: summary.missing })
        : adminText('translations.noneMissing', { abbr })}
    </Link>
  );
}

function CreateLanguageForm() {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [create] = useCreateLanguageMutation();
  // Asked first, so not the one-call staff form: the call runs only after the confirmation.
  const formik = useFormik({
    initialValues: { abbr: '' },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ abbr }, helpers) => {
      const code = abbr.trim().toLowerCase();
      if (!code) return;
      const confirmed = await confirmDialog({
        title: settingsText('dialogs.confirmTitle'),
        text: settingsText('languages.createConfirm'),
        confirmText: settingsText('languages.createConfirmYes'),
        cancelText: settingsText('cancel'),
      });
      if (!confirmed) return;
      const outcome = await runWithDialogs(() => create(code).unwrap(), {
        failureTitle: settingsText('languages.createFailed'),
        systemTitle: settingsText('languages.serverError'),
      });
      if (outcome.ok) helpers.resetForm();
      else {
        const message = outcome.errors.abbr ?? outcome.message;
        helpers.setErrors(message ? { abbr: message } : {});
      }
    },
  });
  // Held while saving too: a send the rules refuse must not let go and take hold again (a Back entry each time).
  useUnsavedChangesGuard(formik.dirty);
  const form = useRefusedSendFocus(formik);
  const { abbr } = formik.values;
  const error = formik.errors.abbr;

  return (
    <form ref={form} className="card card-body mb-4" onSubmit={formik.handleSubmit} noValidate>
      <div className="row g-2 align-items-end">
        <div className="col-sm-4 col-lg-3">
          <label htmlFor={inputId} className="form-label">
            {settingsText('languages.abbr')}
          </label>
          <input
            id={inputId}
            className={`form-control ${error ? 'is-invalid' : ''}`}
            value={abbr}
            maxLength={3}
            autoComplete="off"
            onChange={(event) => void formik.setFieldValue('abbr', event.target.value)}
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting || !abbr.trim()}>
            {settingsText('languages.create')}
          </button>
        </div>
      </div>
      <div id={hintId} className="form-text">
        {settingsText('languages.abbrHint')}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </form>
  );
}
