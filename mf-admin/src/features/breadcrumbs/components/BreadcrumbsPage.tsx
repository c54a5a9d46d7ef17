/** pages/breadcrumbs: for each public page key, the banner image and its per-language title. */
import { useId, useMemo, useState } from 'react';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';
import { contentText } from '../../../i18n/contentTexts';
import { useAdminBreadcrumbsQuery } from '../api/getBreadcrumbs';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { useUpdateBreadcrumbMutation } from '../api/updateBreadcrumb';
import { emptyLanguages, localizedValuesOf } from '../../../lib/localizedValues';
import { useTextsImageForm } from '../../../lib/useTextsImageForm';
import { TitleField } from '../../../components/TitleField';
import { ImageField } from '../../../components/ImageField';
import { ContentLanguageTabs } from '../../../components/ContentLanguageTabs';
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
  const initial = useMemo(() => localizedValuesOf(breadcrumb, ['title'], langs), [breadcrumb, langs]);
  const [active, setActive] = useState(langs[0] ?? 'en');
  const [update] = useUpdateBreadcrumbMutation();
  const { values, set, errors, submit, submitting, dirty } = useTextsImageForm(initial, (change) =>
    update({ key: breadcrumb.key, ...change }).unwrap(),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <ContentLanguageTabs
        langs={langs}
        active={active}
        onChange={setActive}
        empty={emptyLanguages(values.texts, ['title'], langs)}
        renderPanel={(lang) => (
          <TitleField
            id={`${id}-title-${lang}`}
            lang={lang}
            value={values.texts[`title_${lang}`] ?? ''}
            error={errors[`title_${lang}`]}
            onChange={set(`texts.title_${lang}`)}
          />
        )}
      />
      <ImageField
        legend={contentText('breadcrumbs.banner')}
        currentAlt={contentText('breadcrumbs.currentBanner')}
        stored={breadcrumb.image}
        remove={values.removeImage}
        onRemoveChange={set('removeImage')}
        onFile={set('image')}
        error={errors.image}
      />
      <SaveBar saving={submitting} dirty={dirty} />
    </form>
  );
}
