/** pageMeta: per route name and per category seo_name, a title and a description in every language. */
import { FormActionBar } from '@vitrin/shared-libs/ui/StaffActions';
import { useId, useState } from 'react';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { PageMetaEntry } from '@vitrin/shared-libs/types/settings';
import { contentText } from '../../../i18n/contentTexts';
import { settingsText } from '../../../i18n/settingsTexts';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { useAdminLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { usePageMetaQuery } from '../api/getPageMeta';
import { useUpdatePageMetaMutation } from '../api/updatePageMeta';

/**
 * The languages to write an entry in: every language of the system (a new one before it has any text), then
 * any other the entry already carries (`title_en`, `title_tr`, … → en, tr).
 */
export const entryLanguages = (entry: PageMetaEntry, system: readonly { abbr: string }[] = []): string[] => {
  const carried = Object.keys(entry)
    .filter((key) => key.startsWith('title_'))
    .map((key) => key.slice('title_'.length));
  return [...new Set([...system.map((l) => l.abbr), ...carried])];
};

export function PageMetaPage() {
  const { data, isLoading, isError, refetch } = usePageMetaQuery();
  // The language list only adds fields for languages no entry has yet: without it the entry's own suffice.
  const languages = useAdminLanguagesQuery();
  const [selected, setSelected] = useState('home');
  const selectId = useId();
  if (isLoading || languages.isLoading) return <Spinner label={settingsText('loading')} />;
  if (isError || !data)
    return <LoadError message={settingsText('loadError')} retryLabel={settingsText('retry')} onRetry={() => void refetch()} />;
  const entry = data.find((e) => e.key === selected) ?? data[0];
  const routes = data.filter((e) => e.kind === 'route');
  const categories = data.filter((e) => e.kind === 'category');

  return (
    <section aria-labelledby="page-meta-title">
      <h1 id="page-meta-title" className="h3 mb-2">
        {settingsText('pageMeta.title')}
      </h1>
      <p className="text-body-secondary">{settingsText('pageMeta.intro')}</p>
      <div className="mb-4" style={{ maxWidth: '28rem' }}>
        <label htmlFor={selectId} className="form-label">
          {settingsText('pageMeta.pick')}
        </label>
        <select id={selectId} className="form-select" value={entry?.key} onChange={(event) => setSelected(event.target.value)}>
          <optgroup label={settingsText('pageMeta.routes')}>
            {routes.map((e) => (
              <option key={e.key} value={e.key}>
                {contentText(`pageNames.${e.key}`, { defaultValue: e.key })}
              </option>
            ))}
          </optgroup>
          {categories.length > 0 && (
            <optgroup label={settingsText('pageMeta.categories')}>
              {categories.map((e) => (
                <option key={e.key} value={e.key}>
                  {e.section ? `${contentText(`sections.${e.section}`, { defaultValue: e.section })} / ${e.key}` : e.key}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      {entry && <PageMetaForm key={entry.key} entry={entry} languages={languages.data ?? []} />}
    </section>
  );
}

function PageMetaForm({ entry, languages }: { entry: PageMetaEntry; languages: readonly { abbr: string }[] }) {
  const langs = entryLanguages(entry, languages);
  const [update] = useUpdatePageMetaMutation();
  const { values, set, errors, submit, submitting } = useStaffForm<Record<string, string>>({
    initial: Object.fromEntries(
      langs.flatMap((l) => [`title_${l}`, `description_${l}`].map((k) => [k, entry[k as `title_${string}`] ?? ''])),
    ),
    save: (values) => update({ key: entry.key, ...values }).unwrap(),
    successText: settingsText('dialogs.updated'),
    afterSave: (saved) => saved,
  });

  const field = (name: string, label: string, multiline: boolean) => (
    <TextField
      id={`meta-${entry.key}-${name}`}
      label={label}
      multiline={multiline}
      rows={2}
      maxLength={multiline ? 500 : 255}
      value={values[name] ?? ''}
      onChange={set(name)}
      error={errors[name]}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={entry.key}>
      <div className="row g-3">
        {langs.map((lang) => (
          <fieldset key={lang} className="col-lg-6">
            <div className="card h-100">
              <legend className="card-header h6 m-0 float-none w-100">{lang.toUpperCase()}</legend>
              <div className="card-body">
                {field(`title_${lang}`, settingsText('pageMeta.metaTitle', { lang: lang.toUpperCase() }), false)}
                {field(`description_${lang}`, settingsText('pageMeta.metaDescription', { lang: lang.toUpperCase() }), true)}
              </div>
            </div>
          </fieldset>
        ))}
      </div>
      <p className="form-text">{settingsText('pageMeta.emptyTitle')}</p>
      <FormActionBar>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? settingsText('saving') : settingsText('save')}
        </button>
      </FormActionBar>
    </form>
  );
}
