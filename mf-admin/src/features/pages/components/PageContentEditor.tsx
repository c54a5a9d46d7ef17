/**
 * The editor of one content page (about_us, vision_mission, …, quality_policy): per-language title and rich-text
 * body, an optional page image, its publishing window, a link to the public page, and a guard against leaving with unsaved changes.
 */
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { useMemo, useState } from 'react';

import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { AdminPage } from '@vitrin/shared-libs/types/content';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { contentText } from '../../../i18n/contentTexts';
import { useAdminContentsQuery } from '../api/getContents';
import { useUpdatePageContentMutation } from '../api/updatePageContent';
import { emptyLanguages, localizedValuesOf } from '../../../lib/localizedValues';
import { useTextsImageForm } from '../../../lib/useTextsImageForm';
import { PUBLIC_ROUTES, type ContentPageKey } from '@vitrin/shared-libs/registry/publicRoutes';
import { TitleField } from '../../../components/TitleField';
import { ImageField } from '../../../components/ImageField';
import { ContentLanguageTabs } from '../../../components/ContentLanguageTabs';
import { BodyEditor } from '../../../components/BodyEditor';
import { SaveBar } from '../../../components/SaveBar';
import { ScheduleFields, scheduleValuesOf } from '@vitrin/shared-libs/ui/Schedule';
import { SitePreview } from '@vitrin/shared-libs/ui/SitePreview';

const FIELDS = ['title', 'body'] as const;

export interface PageContentEditorProps {
  /** The page key of a content page of the public route registry (about_us, vision_mission, …). */
  page: ContentPageKey;
  /** The screen's heading (the menu label). */
  heading: string;
}

export function PageContentEditor({ page, heading }: PageContentEditorProps) {
  const contents = useAdminContentsQuery();
  const languages = useActiveLanguagesQuery();
  const langs = useMemo(() => (languages.data ?? []).map((l) => l.abbr), [languages.data]);
  const stored = contents.data?.pages.find((p) => p.page === page);

  if (contents.isLoading || languages.isLoading) return <Spinner label={contentText('loading')} />;
  if (contents.isError || languages.isError || !stored) {
    return (
      <LoadError
        message={contentText('loadError')}
        retryLabel={contentText('retry')}
        onRetry={() => {
          void contents.refetch();
          void languages.refetch();
        }}
      />
    );
  }
  return <PageForm key={`${page}:${stored.updated_at}`} page={page} heading={heading} stored={stored} langs={langs} />;
}

function PageForm({
  page,
  heading,
  stored,
  langs,
}: {
  page: ContentPageKey;
  heading: string;
  stored: AdminPage;
  langs: string[];
}) {
  const initial = useMemo(() => ({ ...localizedValuesOf(stored, FIELDS, langs), ...scheduleValuesOf(stored) }), [stored, langs]);
  const [active, setActive] = useState(langs[0] ?? 'en');
  const [update] = useUpdatePageContentMutation();
  const { values, set, errors, submit, submitting, dirty } = useTextsImageForm(initial, (change) =>
    update({ page, ...change }).unwrap(),
  );
  const empty = emptyLanguages(values.texts, FIELDS, langs);
  const headingId = `page-editor-${page}`;

  return (
    <section aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id={headingId} className="h3 mb-0">
          {heading}
        </h1>
        <div className="d-flex gap-2">
          <HistoryLink entity="page" id={page} />
          <SitePreview kind="page" id={page} path={PUBLIC_ROUTES[page]} state={stored.schedule_state} />
        </div>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ContentLanguageTabs
          langs={langs}
          active={active}
          onChange={setActive}
          empty={empty}
          renderPanel={(lang) => (
            <>
              <TitleField
                id={`${page}-title-${lang}`}
                lang={lang}
                value={values.texts[`title_${lang}`] ?? ''}
                error={errors[`title_${lang}`]}
                onChange={set(`texts.title_${lang}`)}
              />
              <BodyEditor
                id={`${page}-body-${lang}`}
                lang={lang}
                title={values.texts[`title_${lang}`] ?? ''}
                value={values.texts[`body_${lang}`] ?? ''}
                onChange={set(`texts.body_${lang}`)}
                invalid={Boolean(errors[`body_${lang}`])}
              />
            </>
          )}
        />

        <ScheduleFields
          id={page}
          values={{ publish_at: values.texts.publish_at ?? '', unpublish_at: values.texts.unpublish_at ?? '' }}
          errors={{ publish_at: errors.publish_at, unpublish_at: errors.unpublish_at }}
          onChange={(field, value) => set(`texts.${field}`)(value)}
          state={stored.schedule_state}
        />

        <ImageField
          legend={contentText('image')}
          currentAlt={contentText('currentImage')}
          stored={stored.image}
          remove={values.removeImage}
          onRemoveChange={set('removeImage')}
          onFile={set('image')}
          error={errors.image}
        />

        <SaveBar saving={submitting} dirty={dirty} />
      </form>
    </section>
  );
}
