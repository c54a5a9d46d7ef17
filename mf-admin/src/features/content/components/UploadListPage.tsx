/**
 * pages/certificates and pages/catalogues: upload files with per-language titles (with upload progress), order the
 * list with SortableList, delete after confirmation.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { SortableList } from '@vitrin/shared-libs/ui/SortableList';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import { useContentLanguagesQuery } from '../api/getContentLanguages';
import { ct } from '../../../i18n/contentTexts';
import { useCreateUploadItemMutation } from '../api/createUploadItem';
import { useDeleteUploadItemMutation } from '../api/deleteUploadItem';
import { useUploadItemsQuery } from '../api/getUploadItems';
import { useSaveUploadQueueMutation } from '../api/saveUploadQueue';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import { showFailure, showSaved } from '../utils/outcome';
import type { UploadField, UploadItem, UploadResource } from '../types/uploads';
import { sortableTexts } from '../utils/sortableTexts';
import { uploadFields } from '../utils/uploadFields';

const TOAST_MS = 2000;

export interface UploadListPageProps {
  resource: UploadResource;
}

export function UploadListPage({ resource }: UploadListPageProps) {
  const fields = uploadFields(resource);
  const items = useUploadItemsQuery(resource);
  const languages = useContentLanguagesQuery();
  const langs = useMemo(() => (languages.data ?? []).map((l) => l.abbr), [languages.data]);

  if (items.isLoading || languages.isLoading) return <Spinner label={ct('loading')} />;
  if (items.isError || languages.isError || !items.data) {
    return (
      <LoadError
        message={ct('loadError')}
        retryLabel={ct('retry')}
        onRetry={() => {
          void items.refetch();
          void languages.refetch();
        }}
      />
    );
  }
  return (
    <section aria-labelledby={`${resource}-heading`}>
      <h1 id={`${resource}-heading`} className="h3 mb-4">
        {ct(`${resource}.heading`)}
      </h1>
      <UploadForm resource={resource} fields={fields} langs={langs} />
      <ItemList resource={resource} items={items.data} mainLang={langs[0] ?? 'en'} />
    </section>
  );
}

function UploadForm({ resource, fields, langs }: { resource: UploadResource; fields: UploadField[]; langs: string[] }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState<Record<string, File>>({});
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create] = useCreateUploadItemMutation();
  const dirty = Object.keys(files).length > 0 || Object.values(titles).some((v) => v.trim() !== '');
  useUnsavedChangesGuard(dirty && progress === null);
  const empty = langs.filter((lang) => !(titles[`title_${lang}`] ?? '').trim());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const field of fields) if (!files[field.name]) missing[field.name] = ct('required');
    if (!(titles[`title_${langs[0]}`] ?? '').trim()) missing[`title_${langs[0]}`] = ct('uploads.titleMissing');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setProgress(0);
    try {
      await create({ resource, files, titles, onProgress: setProgress }).unwrap();
      setFiles({});
      setTitles({});
      form.current?.reset();
      await showDialog({ icon: 'success', title: ct('dialogs.success'), timer: TOAST_MS });
    } catch (error) {
      setErrors((error as { data?: { errors?: Record<string, string> } }).data?.errors ?? {});
      await showFailure(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      ref={form}
      className="card card-body mb-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${id}-legend`}
    >
      <h2 id={`${id}-legend`} className="h5">
        {ct(`${resource}.add`)}
      </h2>
      {fields.map((field) => (
        <div className="mb-3" key={field.name}>
          <label className="form-label" htmlFor={`${id}-${field.name}`}>
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            type="file"
            accept={field.accept}
            className={`form-control${errors[field.name] ? ' is-invalid' : ''}`}
            aria-describedby={`${id}-${field.name}-help`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFiles((current) => {
                const next = { ...current };
                if (chosen) next[field.name] = chosen;
                else delete next[field.name];
                return next;
              });
            }}
          />
          <div id={`${id}-${field.name}-help`} className={errors[field.name] ? 'text-danger small mt-1' : 'form-text'}>
            {errors[field.name] ?? field.help}
          </div>
        </div>
      ))}
      <p className="small mb-2" aria-live="polite">
        {empty.length > 0
          ? ct('emptyLanguages', { list: empty.map((l) => l.toUpperCase()).join(', ') })
          : ct('allLanguagesFilled')}
      </p>
      <div className="row g-3 mb-3">
        {langs.map((lang) => (
          <div className="col-md-6" key={lang}>
            <label className="form-label" htmlFor={`${id}-title-${lang}`}>
              {ct('title', { lang: lang.toUpperCase() })}
            </label>
            <input
              id={`${id}-title-${lang}`}
              className={`form-control${errors[`title_${lang}`] ? ' is-invalid' : ''}`}
              maxLength={255}
              value={titles[`title_${lang}`] ?? ''}
              aria-describedby={errors[`title_${lang}`] ? `${id}-title-${lang}-error` : undefined}
              onChange={(event) => setTitles((current) => ({ ...current, [`title_${lang}`]: event.target.value }))}
            />
            {errors[`title_${lang}`] && (
              <div id={`${id}-title-${lang}-error`} className="invalid-feedback">
                {errors[`title_${lang}`]}
              </div>
            )}
          </div>
        ))}
      </div>
      {progress !== null && (
        <div
          className="progress mb-3"
          role="progressbar"
          aria-label={ct('uploads.progress')}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${progress}%` }}>
            {ct('uploads.uploading', { percent: progress })}
          </div>
        </div>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={progress !== null}>
          {progress !== null ? ct('uploads.uploading', { percent: progress }) : ct('uploads.upload')}
        </button>
      </div>
    </form>
  );
}

/** The file a row shows as its picture: the cover, else the file itself when it is an image. */
const pictureOf = (item: UploadItem) =>
  'cover' in item && item.cover ? item.cover : item.file?.kind === 'image' ? item.file : null;

function ItemList({ resource, items, mainLang }: { resource: UploadResource; items: UploadItem[]; mainLang: string }) {
  const [saveQueue] = useSaveUploadQueueMutation();
  const [remove] = useDeleteUploadItemMutation();
  const labelOf = (c: UploadItem) => c[`title_${mainLang}`] ?? c.title_tr ?? ct('uploads.untitled', { id: c.id });
  const order = useQueueOrder(
    items,
    (c) => c.id,
    async (queue) => {
      try {
        await saveQueue({ resource, queue }).unwrap();
        await showDialog({
          icon: 'success',
          title: ct('dialogs.orderChanged'),
          text: ct('dialogs.orderChangedText'),
          timer: TOAST_MS,
        });
        return true;
      } catch {
        await showDialog({ icon: 'error', title: ct('dialogs.orderFailed') });
        return false;
      }
    },
  );

  const onDelete = async (c: UploadItem) => {
    const yes = await confirmDialog({
      title: ct('confirmDelete.title'),
      text: ct('confirmDelete.text'),
      confirmText: ct('confirmDelete.confirm'),
      cancelText: ct('confirmDelete.cancel'),
    });
    if (!yes) return;
    try {
      await remove({ resource, id: c.id }).unwrap();
      await showSaved(ct('dialogs.deleted'));
    } catch {
      await showDialog({ icon: 'error', title: ct('dialogs.deleteFailed') });
    }
  };

  if (items.length === 0) return <p>{ct('uploads.empty')}</p>;
  return (
    <SortableList
      items={order.items}
      getId={(c) => c.id}
      getLabel={labelOf}
      label={ct(`${resource}.list`)}
      texts={sortableTexts}
      disabled={order.saving}
      onReorder={(next) => void order.reorder(next)}
      renderItem={(c) => (
        <div className="d-flex align-items-center gap-3 flex-grow-1">
          {pictureOf(c) ? (
            <img
              src={pictureOf(c)!.variants[0]?.url ?? pictureOf(c)!.url}
              alt=""
              width={64}
              height={48}
              style={{ objectFit: 'cover' }}
            />
          ) : (
            <span className="badge text-bg-secondary">PDF</span>
          )}
          <span className="flex-grow-1">{labelOf(c)}</span>
          {c.file && (
            <a href={c.file.url} target="_blank" rel="noreferrer" aria-label={ct('uploads.open', { name: labelOf(c) })}>
              {c.file.name}
            </a>
          )}
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void onDelete(c)}>
            {ct('uploads.delete', { name: labelOf(c) })}
          </button>
        </div>
      )}
    />
  );
}
