/**
 * The create/edit form shared by news, videos, photos and blog: per-language title, summary and rich-text body;
 * seo_name made from the title (editable); cover; publish date; active flag; video link with a live preview;
 * and, once the item exists, its photo gallery with ordering.
 */
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { MediaKind } from '@vitrin/shared-libs/types/api';
import type { AdminMediaItem, MediaGalleryFile } from '@vitrin/shared-libs/types/content';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { SortableList } from '@vitrin/shared-libs/ui/SortableList';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import { mediaItemPath } from '@vitrin/shared-libs/registry/publicRoutes';
import { contentText } from '../../../i18n/contentTexts';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import {
  useAddGalleryFilesMutation,
  useDeleteGalleryFileMutation,
  useMediaItemQuery,
  useSaveGalleryQueueMutation,
  useSaveMediaMutation,
} from '../api/media';
import { useSeoName } from '../hooks/useSeoName';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { changedTexts, emptyLanguages, localizedValuesOf, type LocalizedValues } from '../../../lib/localizedValues';
import { TitleField } from '../../../components/TitleField';
import { mediaAdminPath } from '../utils/media';
import { confirmDelete, showSuccess } from '@vitrin/shared-libs/ui/outcome';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { mediaItemSchema } from '@vitrin/shared-libs/validation/staffContent';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { saveQueueWithDialogs, staffSortableTexts } from '@vitrin/shared-libs/ui/staffSortable';
import { ImageField } from '../../../components/ImageField';
import { ContentLanguageTabs } from '../../../components/ContentLanguageTabs';
import { BodyEditor } from '../../../components/BodyEditor';
import { SaveBar } from '../../../components/SaveBar';
import { VideoPreview } from './VideoPreview';
import { ScheduleFields, scheduleValuesOf } from '@vitrin/shared-libs/ui/Schedule';
import { SitePreview } from '@vitrin/shared-libs/ui/SitePreview';
import type { MediaFormItem } from '../api/media';

const FIELDS = ['title', 'summary', 'body'] as const;

/** The form's fields of a stored item (or of a new one). */
function valuesOf(item: MediaFormItem | undefined, langs: readonly string[]): LocalizedValues {
  const values = localizedValuesOf(item, FIELDS, langs);
  values.published_at = (item?.published_at ?? new Date().toISOString()).slice(0, 10);
  values.video_url = item?.video_url ?? '';
  Object.assign(values, scheduleValuesOf(item));
  return values;
}

/** The title a seo_name is made from: the main language's, else the first filled one (as the server does). */
export const seoSourceTitle = (values: LocalizedValues, langs: readonly string[]): string =>
  langs.map((lang) => (values[`title_${lang}`] ?? '').trim()).find((title) => title !== '') ?? '';

export function MediaFormPage({ kind, mode }: { kind: MediaKind; mode: 'insert' | 'update' }) {
  const params = useParams();
  const id = mode === 'update' ? Number(params.id) : undefined;
  const languages = useActiveLanguagesQuery();
  const item = useMediaItemQuery({ kind, id: id ?? 0 }, { skip: id === undefined });
  const langs = useMemo(() => (languages.data ?? []).map((l) => l.abbr), [languages.data]);

  if (languages.isLoading || item.isLoading) return <Spinner label={contentText('loading')} />;
  if (languages.isError || item.isError || (id !== undefined && !item.data)) {
    return (
      <LoadError
        message={contentText('loadError')}
        retryLabel={contentText('retry')}
        onRetry={() => {
          void languages.refetch();
          if (id !== undefined) void item.refetch();
        }}
      />
    );
  }
  const stored = id !== undefined ? item.data : undefined;
  return <MediaForm key={stored ? `${stored.id}:${stored.updated_at}` : 'new'} kind={kind} stored={stored} langs={langs} />;
}

function MediaForm({ kind, stored, langs }: { kind: MediaKind; stored: MediaFormItem | undefined; langs: string[] }) {
  const id = useId();
  const navigate = useNavigate();
  const initial = useMemo(() => valuesOf(stored, langs), [stored, langs]);
  const [active, setActive] = useState(langs[0] ?? 'en');
  const seo = useSeoName(stored?.seo_name ?? null);
  const [save] = useSaveMediaMutation();
  const seoChanged = seo.value !== (stored?.seo_name ?? '');
  const form = useStaffForm({
    initial: { texts: initial, isActive: stored?.is_active ?? true, cover: null as File | null, removeCover: false },
    validationSchema: mediaItemSchema(langs, { video: kind === 'videos', required: contentText('required') }),
    // Only the texts that changed are sent, the seo_name when it changed or the item is new.
    save: ({ texts, isActive, cover, removeCover }) =>
      save({
        kind,
        id: stored?.id,
        texts: { ...changedTexts(texts, initial), ...(seoChanged || !stored ? { seo_name: seo.value } : {}) },
        isActive: stored && isActive === stored.is_active ? undefined : isActive,
        cover,
        removeCover,
      }).unwrap(),
    texts: { successTitle: stored ? contentText('dialogs.updated') : contentText('dialogs.success'), listFieldMessages: true },
    // Guarded below, with changes beyond these values.
    leaveGuard: false,
    afterSave: 'keep',
    onSaved: (saved, _values, closed) => {
      if (!stored) void closed.then(() => navigate(mediaAdminPath(kind, 'update', saved.id), { replace: true }));
    },
    // The dialog names the field that has the focus: "Başlık (EN): * Bu Alan Zorunlu".
    onInvalid: (missing, field) => {
      const message = Object.values(missing)[0];
      void showDialog({
        icon: 'error',
        title: contentText('dialogs.failed'),
        text: field && message ? `${field}: ${message}` : message,
        timer: 3000,
      });
    },
  });
  const { values, errors, submit, submitting } = form;
  const dirty = form.dirty || seoChanged;
  useUnsavedChangesGuard(dirty && !submitting);
  const empty = emptyLanguages(values.texts, FIELDS, langs);
  const kindLabel = contentText(`media.${kind}`);
  const headingId = `${id}-heading`;

  const set = (key: string, value: string) => {
    form.set(`texts.${key}`)(value);
    if (key.startsWith('title_')) seo.onTitle(seoSourceTitle({ ...values.texts, [key]: value }, langs));
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {errors[name]}
      </div>
    ) : null;

  return (
    <section aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id={headingId} className="h3 mb-0">
          {contentText(stored ? 'media.editHeading' : 'media.newHeading', { kind: kindLabel })}
        </h1>
        <div className="d-flex gap-2">
          <HistoryLink entity="media_item" id={stored?.id} />
          {stored && (
            <SitePreview
              kind="media_item"
              id={stored.id}
              path={mediaItemPath(kind, stored.seo_name)}
              state={stored.schedule_state}
            />
          )}
          <Link className="btn btn-secondary btn-sm" to={mediaAdminPath(kind, 'list')}>
            {contentText('media.back')}
          </Link>
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
                id={`${id}-title-${lang}`}
                lang={lang}
                value={values.texts[`title_${lang}`] ?? ''}
                error={errors[`title_${lang}`]}
                onChange={(value) => set(`title_${lang}`, value)}
              />
              <TextField
                id={`${id}-summary-${lang}`}
                label={contentText('summary', { lang: lang.toUpperCase() })}
                multiline
                rows={2}
                maxLength={1000}
                value={values.texts[`summary_${lang}`] ?? ''}
                error={errors[`summary_${lang}`]}
                onChange={(value) => set(`summary_${lang}`, value)}
              />
              <BodyEditor
                id={`${id}-body-${lang}`}
                lang={lang}
                title={values.texts[`title_${lang}`] ?? ''}
                value={values.texts[`body_${lang}`] ?? ''}
                onChange={(html) => set(`body_${lang}`, html)}
                invalid={Boolean(errors[`body_${lang}`])}
              />
            </>
          )}
        />

        <div className="row g-3 mt-2">
          <div className="col-md-6">
            <label className="form-label" htmlFor={`${id}-seo`}>
              {contentText('media.seoName')}
            </label>
            <div className="input-group">
              <input
                id={`${id}-seo`}
                className={`form-control${errors.seo_name ? ' is-invalid' : ''}`}
                maxLength={190}
                value={seo.value}
                aria-describedby={`${id}-seo-help${errors.seo_name ? ` ${id}-seo_name-error` : ''}`}
                onChange={(event) => seo.onEdit(event.target.value)}
              />
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => seo.regenerate(seoSourceTitle(values.texts, langs))}
              >
                {contentText('media.seoNameReset')}
              </button>
            </div>
            <div id={`${id}-seo-help`} className="form-text">
              {contentText('media.seoNameHelp', { path: decodeURI(mediaItemPath(kind, seo.value || '…')) })}
            </div>
            {fieldError('seo_name')}
          </div>
          <div className="col-md-3">
            <TextField
              id={`${id}-date`}
              type="date"
              label={contentText('media.publishedAt')}
              value={values.texts.published_at ?? ''}
              error={errors.published_at}
              onChange={(value) => set('published_at', value)}
            />
          </div>
          <div className="col-md-3 d-flex align-items-end">
            <div className="form-check mb-2">
              <input
                id={`${id}-active`}
                type="checkbox"
                className="form-check-input"
                checked={values.isActive}
                onChange={(event) => form.set('isActive')(event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${id}-active`}>
                {contentText('media.isActive')}
              </label>
            </div>
          </div>
          <div className="col-12">
            <TextField
              id={`${id}-video`}
              type="url"
              label={contentText('media.videoUrl')}
              maxLength={500}
              value={values.texts.video_url ?? ''}
              hint={contentText('media.videoHelp')}
              error={errors.video_url}
              onChange={(value) => set('video_url', value)}
            />
            <VideoPreview url={values.texts.video_url ?? ''} />
          </div>
        </div>

        <ScheduleFields
          id={id}
          values={{ publish_at: values.texts.publish_at ?? '', unpublish_at: values.texts.unpublish_at ?? '' }}
          timeZone={stored?.time_zone}
          errors={{ publish_at: errors.publish_at, unpublish_at: errors.unpublish_at }}
          onChange={set}
          state={stored?.schedule_state}
        />

        <ImageField
          legend={contentText('media.cover')}
          currentAlt={contentText('media.currentCover')}
          stored={stored?.cover ?? null}
          remove={values.removeCover}
          onRemoveChange={form.set('removeCover')}
          onFile={form.set('cover')}
          error={errors.cover}
        />

        <SaveBar saving={submitting} dirty={dirty} />
      </form>
      <Gallery kind={kind} item={stored} />
    </section>
  );
}

function Gallery({ kind, item }: { kind: MediaKind; item: AdminMediaItem | undefined }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [add] = useAddGalleryFilesMutation();
  // The pictures chosen and not yet uploaded are a form like any other: Enter or Ctrl+S sends it, leaving asks.
  const upload = useStaffForm({
    initial: { files: [] as File[] },
    save: ({ files }) => add({ kind, id: item!.id, files }).unwrap(),
    texts: { successTitle: contentText('dialogs.success'), listFieldMessages: true },
    onSaved: () => {
      if (input.current) input.current.value = '';
    },
  });
  const files = upload.values.files;
  const [remove] = useDeleteGalleryFileMutation();
  const [saveQueue] = useSaveGalleryQueueMutation();
  const gallery = item?.gallery ?? [];
  const labelOf = (g: MediaGalleryFile) => contentText('media.galleryPicture', { number: gallery.indexOf(g) + 1 });
  const order = useQueueOrder(
    gallery,
    (g) => g.id,
    (queue) => saveQueueWithDialogs(() => saveQueue({ kind, id: item!.id, queue }).unwrap()),
  );

  const heading = (
    <h2 id={`${id}-heading`} className="h4 mt-5 mb-3">
      {contentText('media.gallery')}
    </h2>
  );
  if (!item) {
    return (
      <section aria-labelledby={`${id}-heading`}>
        {heading}
        <p>{contentText('media.galleryAfterSave')}</p>
      </section>
    );
  }

  const onRemove = async (g: MediaGalleryFile) => {
    const yes = await confirmDelete();
    if (!yes) return;
    try {
      await remove({ kind, id: item.id, fileId: g.id }).unwrap();
      await showSuccess(contentText('dialogs.deleted'));
    } catch {
      await showDialog({ icon: 'error', title: contentText('dialogs.deleteFailed') });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      {heading}
      <form className="card card-body mb-3" noValidate onSubmit={(event) => void upload.submit(event)}>
        <label className="form-label" htmlFor={`${id}-files`}>
          {contentText('media.galleryFiles')}
        </label>
        <div className="d-flex gap-2">
          <input
            ref={input}
            id={`${id}-files`}
            name="files"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            className={`form-control${upload.errors.files ? ' is-invalid' : ''}`}
            aria-invalid={upload.errors.files ? true : undefined}
            aria-describedby={upload.errors.files ? `${id}-files-error` : undefined}
            onChange={(event) => upload.set('files')(Array.from(event.target.files ?? []))}
          />
          <button type="submit" className="btn btn-primary text-nowrap" disabled={files.length === 0 || upload.submitting}>
            {upload.submitting ? contentText('saving') : contentText('media.galleryUpload')}
          </button>
        </div>
        {upload.errors.files && (
          <div id={`${id}-files-error`} className="invalid-feedback d-block">
            {upload.errors.files}
          </div>
        )}
      </form>
      {order.items.length === 0 ? (
        <p>{contentText('media.galleryEmpty')}</p>
      ) : (
        <SortableList
          items={order.items}
          getId={(g) => g.id}
          getLabel={labelOf}
          label={contentText('media.galleryList')}
          texts={staffSortableTexts}
          disabled={order.saving}
          onReorder={(next) => void order.reorder(next)}
          renderItem={(g) => (
            <div className="d-flex align-items-center gap-3 flex-grow-1">
              <img
                src={g.file.variants[0]?.url ?? g.file.url}
                alt={labelOf(g)}
                width={64}
                height={48}
                style={{ objectFit: 'cover' }}
              />
              <span className="flex-grow-1">{g.file.name}</span>
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void onRemove(g)}>
                {contentText('media.galleryRemove', { name: labelOf(g) })}
              </button>
            </div>
          )}
        />
      )}
    </section>
  );
}
