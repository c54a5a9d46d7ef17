/**
 * pages/certificates and pages/catalogues, and the slider and icon lists of pages/home: upload files with
 * per-language texts (with upload progress), edit an item's texts or replace its files, order the list with
 * SortableList, delete after confirmation.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { SortableList } from '@vitrin/shared-libs/ui/SortableList';
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import type { HistoryEntity } from '@vitrin/shared-libs/registry/historyEntities';
import { MissingTranslationFilter, useMissingTranslationFilter } from '@vitrin/shared-libs/ui/MissingTranslationFilter';
import type { TranslationKind } from '@vitrin/shared-libs/registry/translations';
import { adminText } from '../../../i18n/adminTexts';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { contentText } from '../../../i18n/contentTexts';
import { useSaveUploadItemMutation } from '../api/saveUploadItem';
import { useDeleteUploadItemMutation } from '../api/deleteUploadItem';
import { useUploadItemsQuery } from '../api/getUploadItems';
import { useSaveUploadQueueMutation } from '../api/saveUploadQueue';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { confirmDelete, showSuccess } from '@vitrin/shared-libs/ui/outcome';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { uploadItemSchema } from '@vitrin/shared-libs/validation/staffContent';
import type { UploadField, UploadItem, UploadResource, UploadTextField } from '../types/uploads';
import { saveQueueWithDialogs, staffSortableTexts } from '@vitrin/shared-libs/ui/staffSortable';
import { resourceKey, uploadFields, uploadTextFields } from '../utils/uploadFields';
import { ProgressBar } from '@vitrin/shared-libs/ui/ProgressBar';
import { ItemActions } from '../../../components/ItemActions';

export interface UploadListPageProps {
  resource: UploadResource;
}

/** A whole screen: pages/certificates, pages/catalogues. */
export function UploadListPage({ resource }: UploadListPageProps) {
  return <UploadSection resource={resource} level={1} />;
}

/** Each resource's record in its history ("Geçmiş"). */
const HISTORY_ENTITY: Record<UploadResource, HistoryEntity> = {
  certificates: 'certificate',
  catalogues: 'catalogue',
  'home/slides': 'home_slide',
  'home/icons': 'home_icon',
};

/** Each resource's kind in the translation report (its "Çevirisi eksik" filter). */
const TRANSLATION_KIND: Record<UploadResource, TranslationKind> = {
  certificates: 'certificate',
  catalogues: 'catalogue',
  'home/slides': 'home_slide',
  'home/icons': 'home_icon',
};

/** The form and the ordered list of one resource, under a heading of the given level (1 for a screen). */
export function UploadSection({ resource, level }: { resource: UploadResource; level: 1 | 2 }) {
  const fields = uploadFields(resource);
  const textFields = uploadTextFields(resource);
  const items = useUploadItemsQuery(resource);
  const languages = useActiveLanguagesQuery();
  const langs = useMemo(() => (languages.data ?? []).map((l) => l.abbr), [languages.data]);
  const key = resourceKey(resource);
  const Heading = level === 1 ? 'h1' : 'h2';
  const [editing, setEditing] = useState<UploadItem | null>(null);

  if (items.isLoading || languages.isLoading) return <Spinner label={contentText('loading')} />;
  if (items.isError || languages.isError || !items.data) {
    return (
      <LoadError
        message={contentText('loadError')}
        retryLabel={contentText('retry')}
        onRetry={() => {
          void items.refetch();
          void languages.refetch();
        }}
      />
    );
  }
  return (
    <section aria-labelledby={`${key}-heading`} className={level === 2 ? 'mb-5' : undefined}>
      <Heading id={`${key}-heading`} className={level === 1 ? 'h3 mb-4' : 'h4 mb-3'}>
        {contentText(`${key}.heading`)}
      </Heading>
      <UploadForm
        key={editing?.id ?? 'new'}
        resource={resource}
        fields={fields}
        textFields={textFields}
        langs={langs}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <ItemList resource={resource} fields={fields} items={items.data} mainLang={langs[0] ?? 'en'} onEdit={setEditing} />
    </section>
  );
}

function UploadForm({
  resource,
  fields,
  textFields,
  langs,
  editing,
  onDone,
}: {
  resource: UploadResource;
  fields: UploadField[];
  textFields: UploadTextField[];
  langs: string[];
  /** The stored item being edited, or null to add a new one. */
  editing: UploadItem | null;
  /** Leaves editing (after a save or on cancel). */
  onDone: () => void;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const initial = useMemo(() => textsOf(editing, textFields, langs), [editing, textFields, langs]);
  const [progress, setProgress] = useState<number | null>(null);
  const [save] = useSaveUploadItemMutation();
  // The upload stays busy until its dialog has closed.
  const done = (closed: Promise<void>) => void closed.then(() => setProgress(null));
  const { values, set, errors, submit, submitting } = useStaffForm({
    initial: { files: {} as Record<string, File>, texts: initial },
    // Editing keeps the stored files unless new ones are chosen.
    validationSchema: uploadItemSchema(editing ? [] : fields.map((field) => field.name), langs[0] ?? 'en', {
      required: contentText('required'),
      titleMissing: contentText('uploads.titleMissing'),
    }),
    save: ({ files, texts }) => {
      setProgress(0);
      return save({ resource, id: editing?.id, files, texts, onProgress: setProgress }).unwrap();
    },
    texts: { successTitle: editing ? contentText('dialogs.updated') : contentText('dialogs.success'), listFieldMessages: true },
    onSaved: (_item, _values, closed) => {
      form.current?.reset();
      if (editing) onDone();
      done(closed);
    },
    // Guarded below, with changes beyond these values.
    leaveGuard: false,
    onFailed: (outcome) => done(outcome.closed),
  });
  const { files, texts } = values;
  const busy = submitting || progress !== null;
  const dirty =
    Object.keys(files).length > 0 || Object.entries(texts).some(([name, v]) => v.trim() !== (initial[name] ?? '').trim());
  // Opening an item for editing takes the focus to the form, so keyboard and screen-reader users land there.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  useUnsavedChangesGuard(dirty && !busy);
  const localized = textFields.filter((f) => f.localized);
  const empty = langs.filter((lang) => localized.every((f) => !(texts[`${f.name}_${lang}`] ?? '').trim()));

  return (
    <form
      ref={form}
      className="card card-body mb-4"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-legend`}
    >
      <h2 id={`${id}-legend`} className="h5" ref={heading} tabIndex={-1}>
        {editing
          ? contentText('uploads.editTitle', { name: titleOf(editing, langs[0] ?? 'en') })
          : contentText(`${resourceKey(resource)}.add`)}
      </h2>
      {editing && (
        <div className="mb-3">
          <HistoryLink entity={HISTORY_ENTITY[resource]} id={editing.id} />
        </div>
      )}
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
            // No file chosen: the key goes (formik drops a value set to undefined).
            onChange={(event) => set(`files.${field.name}`)(event.target.files?.[0])}
          />
          <div id={`${id}-${field.name}-help`} className={errors[field.name] ? 'text-danger small mt-1' : 'form-text'}>
            {errors[field.name] ?? (editing ? `${field.help} ${contentText('uploads.keepFile')}` : field.help)}
          </div>
        </div>
      ))}
      <p className="small mb-2" aria-live="polite">
        {empty.length > 0
          ? contentText('emptyLanguages', { list: empty.map((l) => l.toUpperCase()).join(', ') })
          : contentText('allLanguagesFilled')}
      </p>
      <div className="row g-3 mb-3">
        {langs.flatMap((lang) =>
          localized.map((field) => (
            <TextInput
              key={`${field.name}_${lang}`}
              id={`${id}-${field.name}-${lang}`}
              name={`${field.name}_${lang}`}
              label={contentText(field.name, { lang: lang.toUpperCase() })}
              field={field}
              value={texts[`${field.name}_${lang}`] ?? ''}
              error={errors[`${field.name}_${lang}`]}
              onChange={set(`texts.${field.name}_${lang}`)}
            />
          )),
        )}
        {textFields
          .filter((f) => !f.localized)
          .map((field) => (
            <TextInput
              key={field.name}
              id={`${id}-${field.name}`}
              name={field.name}
              label={contentText(`${field.name}Common`)}
              field={field}
              value={texts[field.name] ?? ''}
              error={errors[field.name]}
              onChange={set(`texts.${field.name}`)}
            />
          ))}
      </div>
      {progress !== null && (
        <ProgressBar label={contentText('uploads.progress')} percent={progress}>
          {contentText('uploads.uploading', { percent: progress })}
        </ProgressBar>
      )}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {progress !== null
            ? contentText('uploads.uploading', { percent: progress })
            : editing
              ? contentText('save')
              : contentText('uploads.upload')}
        </button>
        {editing && (
          <button type="button" className="btn btn-outline-secondary" onClick={onDone} disabled={busy}>
            {contentText('uploads.cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}

/** One text field of an item, two to a row: the shared TextField (label, hint, error and aria-invalid tied to it). */
function TextInput({
  id,
  name,
  label,
  field,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  field: UploadTextField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="col-md-6">
      <TextField
        id={id}
        name={name}
        label={label}
        maxLength={field.maxLength}
        value={value}
        error={error}
        hint={field.help}
        onChange={onChange}
      />
    </div>
  );
}

/** An item's main-language title, for headings and labels. */
function titleOf(item: UploadItem, mainLang: string): string {
  const fields = item as unknown as Record<string, unknown>;
  return String(fields[`title_${mainLang}`] ?? fields.title_tr ?? '') || contentText('uploads.untitled', { id: item.id });
}

/** The form's text values of a stored item (`title_<abbr>`, `link`…), or none for a new one. */
function textsOf(
  item: UploadItem | null,
  textFields: readonly UploadTextField[],
  langs: readonly string[],
): Record<string, string> {
  if (!item) return {};
  const fields = item as unknown as Record<string, unknown>;
  const names = textFields.flatMap((f) => (f.localized ? langs.map((lang) => `${f.name}_${lang}`) : [f.name]));
  return Object.fromEntries(names.map((name) => [name, typeof fields[name] === 'string' ? (fields[name] as string) : '']));
}

/** The picture a row shows: the first stored image among the resource's file fields. */
function pictureOf(item: UploadItem, fields: readonly UploadField[]): { url: string; variants: { url: string }[] } | null {
  for (const field of fields) {
    const stored = (item as Record<string, unknown>)[field.name] as
      { url: string; variants: { url: string }[]; kind?: string } | null | undefined;
    if (stored && (stored.kind === undefined || stored.kind === 'image')) return stored;
  }
  return null;
}

function ItemList({
  resource,
  fields,
  items,
  mainLang,
  onEdit,
}: {
  resource: UploadResource;
  fields: UploadField[];
  items: UploadItem[];
  mainLang: string;
  onEdit: (item: UploadItem) => void;
}) {
  const [saveQueue] = useSaveUploadQueueMutation();
  const [remove] = useDeleteUploadItemMutation();
  const { keep, ...missing } = useMissingTranslationFilter(TRANSLATION_KIND[resource]);
  const labelOf = (c: UploadItem) => titleOf(c, mainLang);
  const order = useQueueOrder(
    items,
    (c) => c.id,
    (queue) => saveQueueWithDialogs(() => saveQueue({ resource, queue }).unwrap()),
  );

  const onDelete = async (c: UploadItem) => {
    const yes = await confirmDelete();
    if (!yes) return;
    try {
      await remove({ resource, id: c.id }).unwrap();
      await showSuccess(contentText('dialogs.deleted'));
    } catch {
      await showDialog({ icon: 'error', title: contentText('dialogs.deleteFailed') });
    }
  };

  const shown = useMemo(() => keep(order.items), [keep, order.items]);
  if (items.length === 0) return <p>{contentText('uploads.empty')}</p>;
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <MissingTranslationFilter
          label={adminText('translations.filter')}
          all={adminText('list.all')}
          value={missing.lang}
          onChange={missing.setLang}
        />
      </div>
      {missing.filtering && shown.length === 0 ? (
        <p>{adminText('translations.noneInList')}</p>
      ) : (
        <SortableList
          items={shown}
          getId={(c) => c.id}
          getLabel={labelOf}
          label={contentText(`${resourceKey(resource)}.list`)}
          texts={staffSortableTexts}
          disabled={order.saving || missing.filtering}
          onReorder={(next) => void order.reorder(next)}
          renderItem={(c) => (
            // Wraps on a phone: the actions go below the picture and the title instead of over the move buttons.
            <div className="d-flex flex-wrap align-items-center gap-2 gap-sm-3 flex-grow-1">
              {pictureOf(c, fields) ? (
                <img
                  src={pictureOf(c, fields)!.variants[0]?.url ?? pictureOf(c, fields)!.url}
                  alt=""
                  width={64}
                  height={48}
                  style={{ objectFit: 'cover' }}
                />
              ) : (
                <span className="badge text-bg-secondary">PDF</span>
              )}
              <span className="flex-grow-1">{labelOf(c)}</span>
              {'file' in c && c.file && (
                <a
                  href={c.file.url}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={contentText('uploads.open', { name: labelOf(c) })}
                >
                  {c.file.name}
                </a>
              )}
              <ItemActions
                editLabel={contentText('uploads.edit', { name: labelOf(c) })}
                deleteLabel={contentText('uploads.delete', { name: labelOf(c) })}
                onEdit={() => onEdit(c)}
                onDelete={() => void onDelete(c)}
              />
            </div>
          )}
        />
      )}
    </>
  );
}
