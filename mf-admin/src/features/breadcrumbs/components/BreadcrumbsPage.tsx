/** pages/breadcrumbs: for each public page key, the banner image and its per-language title. */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';
import { contentText } from '../../../i18n/contentTexts';
import { useAdminBreadcrumbsQuery } from '../api/getBreadcrumbs';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { useUpdateBreadcrumbMutation } from '../api/updateBreadcrumb';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { emptyLanguages } from '../../../lib/localizedValues';
import { fieldErrorsOf, showFailure, showSuccess } from '@vitrin/shared-libs/ui/outcome';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { ImageField } from '../../../components/ImageField';
import { LanguageTabs } from '../../../components/LanguageTabs';
import { SaveBar } from '../../../components/SaveBar';

const keyLabel = (key: string) => contentText(`pageNames.${key}`, { defaultValue: key });

export function BreadcrumbsPage() {
  const breadcrumbs = useAdminBreadcrumbsQuery();
  const languages = useActiveLanguagesQuery();
  const langs = useMemo(() => (languages.data ?? []).map((l) => l.abbr), [languages.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const selectId = useId();

  if (breadcrumbs.isLoading || languages.isLoading) return <Spinner label={contentText('loading')} />;
  if (breadcrumbs.isError || languages.isError || !breadcrumbs.data) {
    return (
      <LoadError
        message={contentText('loadError')}
        retryLabel={contentText('retry')}
        onRetry={() => {
          void breadcrumbs.refetch();
          void languages.refetch();
        }}
      />
    );
  }
  const key = selected ?? breadcrumbs.data[0]?.key ?? '';
  const current = breadcrumbs.data.find((b) => b.key === key);
  return (
    <section aria-labelledby="breadcrumbs-heading">
      <h1 id="breadcrumbs-heading" className="h3 mb-4">
        {contentText('breadcrumbs.heading')}
      </h1>
      <div className="mb-3" style={{ maxWidth: 360 }}>
        <label className="form-label" htmlFor={selectId}>
          {contentText('breadcrumbs.page')}
        </label>
        <select id={selectId} className="form-select" value={key} onChange={(event) => setSelected(event.target.value)}>
          {breadcrumbs.data.map((b) => (
            <option key={b.key} value={b.key}>
              {keyLabel(b.key)}
            </option>
          ))}
        </select>
      </div>
      {current && <BreadcrumbForm key={`${current.key}:${JSON.stringify(current)}`} breadcrumb={current} langs={langs} />}
    </section>
  );
}

function BreadcrumbForm({ breadcrumb, langs }: { breadcrumb: AdminBreadcrumb; langs: string[] }) {
  const id = useId();
  const initial = useMemo(() => {
    const values: Record<string, string> = {};
    for (const lang of langs) values[`title_${lang}`] = breadcrumb[`title_${lang}`] ?? '';
    return values;
  }, [breadcrumb, langs]);
  const [values, setValues] = useState(initial);
  const [active, setActive] = useState(langs[0] ?? 'en');
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading: saving }] = useUpdateBreadcrumbMutation();
  const changed = Object.keys(values).filter((name) => values[name] !== initial[name]);
  const dirty = changed.length > 0 || image !== null || removeImage;
  useUnsavedChangesGuard(dirty && !saving);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const titles: Record<string, string> = {};
    for (const name of changed) titles[name] = values[name] ?? '';
    try {
      await update({ key: breadcrumb.key, titles, image, removeImage }).unwrap();
      await showSuccess(contentText('dialogs.updated'));
    } catch (error) {
      setErrors(fieldErrorsOf({ error }));
      await showFailure(error, { listFieldMessages: true });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <LanguageTabs
        langs={langs}
        active={active}
        onChange={setActive}
        empty={emptyLanguages(values, ['title'], langs)}
        renderPanel={(lang) => (
          <TextField
            id={`${id}-title-${lang}`}
            label={contentText('title', { lang: lang.toUpperCase() })}
            maxLength={255}
            value={values[`title_${lang}`] ?? ''}
            error={errors[`title_${lang}`]}
            onChange={(value) => setValues((current) => ({ ...current, [`title_${lang}`]: value }))}
          />
        )}
      />
      <ImageField
        legend={contentText('breadcrumbs.banner')}
        currentAlt={contentText('breadcrumbs.currentBanner')}
        stored={breadcrumb.image}
        remove={removeImage}
        onRemoveChange={setRemoveImage}
        onFile={setImage}
        error={errors.image}
      />
      <SaveBar saving={saving} dirty={dirty} />
    </form>
  );
}
