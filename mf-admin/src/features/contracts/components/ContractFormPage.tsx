/**
 * contract-insert and contract-update/:id: name, seo names, and per language the name visitors see and the HTML
 * content in the rich-text editor.
 */
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { adminHref, screenHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { FormActionBar } from '@vitrin/shared-libs/ui/StaffActions';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { Language } from '@vitrin/shared-libs/types/api';
import type { AdminContract } from '@vitrin/shared-libs/types/settings';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { settingsText } from '../../../i18n/settingsTexts';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { useAdminLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { useAdminContractsQuery } from '../api/getContracts';
import { useSaveContractMutation } from '../api/saveContract';
import { useUploadEditorImageMutation } from '../../../lib/uploadEditorImage';
import { emptyContractLanguages } from '../utils/contractLanguages';
import { RICH_TEXT_EDITOR_TEXTS_TR } from '@vitrin/shared-libs/i18n/richTextEditorTexts';
import { localizedValuesOf } from '../../../lib/localizedValues';

// TipTap is fetched only when a contract is edited.
const RichTextEditor = lazy(() => import('@vitrin/shared-libs/ui/RichTextEditor'));

export function ContractFormPage() {
  const { id } = useParams();
  const contracts = useAdminContractsQuery();
  const languages = useAdminLanguagesQuery();
  if (contracts.isLoading || languages.isLoading) return <Spinner label={settingsText('loading')} />;
  if (!contracts.data || !languages.data) {
    return (
      <LoadError
        message={settingsText('loadError')}
        retryLabel={settingsText('retry')}
        onRetry={() => {
          void contracts.refetch();
          void languages.refetch();
        }}
      />
    );
  }
  const contract = id ? contracts.data.find((c) => c.id === Number(id)) : undefined;
  if (id && !contract) {
    return (
      <div role="alert" className="alert alert-warning">
        {settingsText('contracts.notFound')}{' '}
        {id && (
          <span className="me-3">
            <HistoryLink entity="contract" id={id} />
          </span>
        )}
        <Link to={adminHref('contracts')} className="link-body-emphasis">
          {settingsText('contracts.back')}
        </Link>
      </div>
    );
  }
  return <ContractForm key={contract?.id ?? 'new'} contract={contract} languages={languages.data} />;
}

function initialValues(contract: AdminContract | undefined, langs: string[]): Record<string, string> {
  return {
    name: contract?.name ?? '',
    seo_name: contract?.seo_name ?? '',
    seo_name_tr: contract?.seo_name_tr ?? '',
    ...localizedValuesOf(contract, ['name', 'content'], langs),
  };
}

function ContractForm({ contract, languages }: { contract: AdminContract | undefined; languages: Language[] }) {
  const navigate = useNavigate();
  const langs = languages.map((l) => l.abbr);
  const [lang, setLang] = useState(languages.find((l) => l.is_default)?.abbr ?? langs[0] ?? 'en');
  const [save] = useSaveContractMutation();
  const [upload] = useUploadEditorImageMutation();
  const { values, set, errors, submit, submitting } = useStaffForm({
    initial: initialValues(contract, langs),
    save: (values) => save({ id: contract?.id, form: values }).unwrap(),
    successText: contract ? settingsText('dialogs.updated') : undefined,
    afterSave: 'keep',
    onSaved: (saved) => {
      if (!contract) navigate(screenHref('contract-update', saved.id), { replace: true });
    },
  });
  const empty = emptyContractLanguages(values, langs);
  const title = contract ? settingsText('contracts.updateTitle') : settingsText('contracts.insertTitle');

  return (
    <section aria-labelledby="contract-form-title">
      <div className="d-flex align-items-center mb-4">
        <h1 id="contract-form-title" className="h3 m-0 me-auto">
          {title}
        </h1>
        <Link to={adminHref('contracts')} className="link-body-emphasis">
          {settingsText('contracts.back')}
        </Link>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="card mb-4">
          <div className="card-body row g-3">
            <div className="col-lg-4">
              <TextField
                id="contract-name"
                label={settingsText('contracts.name')}
                value={values.name ?? ''}
                onChange={set('name')}
                error={errors.name}
                maxLength={255}
              />
            </div>
            <div className="col-lg-4">
              <TextField
                id="contract-seo-name"
                label={settingsText('contracts.seoName')}
                hint={settingsText('contracts.seoHint')}
                value={values.seo_name ?? ''}
                onChange={set('seo_name')}
                error={errors.seo_name}
                maxLength={190}
              />
            </div>
            <div className="col-lg-4">
              <TextField
                id="contract-seo-name-tr"
                label={settingsText('contracts.seoNameTr')}
                value={values.seo_name_tr ?? ''}
                onChange={set('seo_name_tr')}
                error={errors.seo_name_tr}
                maxLength={190}
              />
            </div>
          </div>
        </div>
        <div className="card mb-4">
          <div className="card-header d-flex flex-wrap align-items-center gap-2">
            <div className="btn-group" role="group" aria-label={settingsText('language')}>
              {languages.map((l) => (
                <button
                  key={l.abbr}
                  type="button"
                  className={`btn btn-sm ${lang === l.abbr ? 'btn-primary' : 'btn-primary'}`}
                  aria-pressed={lang === l.abbr}
                  onClick={() => setLang(l.abbr)}
                >
                  {l.abbr.toUpperCase()}
                  {empty.includes(l.abbr) && (
                    <span className="badge text-bg-warning ms-1">{settingsText('contracts.emptyBadge')}</span>
                  )}
                </button>
              ))}
            </div>
            <span className="small ms-auto" aria-live="polite">
              {empty.length > 0
                ? settingsText('contracts.emptyLanguages', { langs: empty.map((l) => l.toUpperCase()).join(', ') })
                : settingsText('contracts.allFilled')}
            </span>
          </div>
          <div className="card-body">
            <div className="mb-3" style={{ maxWidth: '40rem' }}>
              <TextField
                key={lang}
                id={`contract-name-${lang}`}
                label={settingsText('contracts.nameIn', { lang: lang.toUpperCase() })}
                hint={settingsText('contracts.nameInHint')}
                value={values[`name_${lang}`] ?? ''}
                onChange={set(`name_${lang}`)}
                error={errors[`name_${lang}`]}
                maxLength={255}
              />
            </div>
            <Suspense fallback={<Spinner label={settingsText('loading')} />}>
              <RichTextEditor
                key={lang}
                id={`contract-content-${lang}`}
                label={settingsText('contracts.content', { lang: lang.toUpperCase() })}
                value={values[`content_${lang}`] ?? ''}
                onChange={set(`content_${lang}`)}
                onUploadImage={async (file) => (await upload(file).unwrap()).url}
                texts={RICH_TEXT_EDITOR_TEXTS_TR}
                invalid={Boolean(errors[`content_${lang}`])}
                describedBy={errors[`content_${lang}`] ? `contract-content-${lang}-error` : undefined}
              />
            </Suspense>
            {errors[`content_${lang}`] && (
              <div id={`contract-content-${lang}-error`} className="invalid-feedback d-block">
                {errors[`content_${lang}`]}
              </div>
            )}
          </div>
        </div>
        <FormActionBar>
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? settingsText('saving') : settingsText('save')}
          </button>
        </FormActionBar>
      </form>
    </section>
  );
}
