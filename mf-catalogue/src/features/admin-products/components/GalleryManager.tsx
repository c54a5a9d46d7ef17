/**
 * A saved product's files per gallery type: upload with a progress bar per file, per-language alt texts,
 * ordering (files-queue) with SortableList, and removal with confirmation.
 */
import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { useAdminDispatch } from '@vitrin/shared-libs/store/adminHooks';
import { SortableList } from '@vitrin/shared-libs/ui/SortableList';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import type { Language } from '@vitrin/shared-libs/types/api';
import type { GalleryType, ProductFile } from '@vitrin/shared-libs/types/catalogue';
import { GALLERY_TYPES } from '@vitrin/shared-libs/types/catalogue';
import { catalogueAdminText } from '../../../i18n/catalogueAdminTexts';
import { confirmDelete, reportOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { saveQueueWithDialogs, staffSortableTexts } from '@vitrin/shared-libs/ui/staffSortable';
import {
  uploadProductFile,
  useDeleteProductFileMutation,
  useSaveFileAltMutation,
  useSaveFilesQueueMutation,
} from '../api/productFiles';

interface Props {
  productId: number;
  files: ProductFile[];
  languages: Language[];
}

export function GalleryManager({ productId, files, languages }: Props) {
  return (
    <section className="mt-5" aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="h4">
        {catalogueAdminText('products.gallery.title')}
      </h2>
      {GALLERY_TYPES.map((type) => (
        <Gallery
          key={type}
          productId={productId}
          type={type}
          files={files.filter((f) => f.gallery_type === type)}
          languages={languages}
        />
      ))}
    </section>
  );
}

function Gallery({
  productId,
  type,
  files,
  languages,
}: {
  productId: number;
  type: GalleryType;
  files: ProductFile[];
  languages: Language[];
}) {
  const [saveFilesQueue] = useSaveFilesQueueMutation();
  const [deleteFile] = useDeleteProductFileMutation();
  const order = useQueueOrder(
    files,
    (f) => f.id,
    (queue) =>
      saveQueueWithDialogs(
        () => saveFilesQueue({ productId, galleryType: type, fileIds: queue.map((q) => q.id) }).unwrap(),
        catalogueAdminText('dialogs.filesQueueFailed'),
      ),
  );
  const title = catalogueAdminText(`products.gallery.${type}`);
  const label = (file: ProductFile) => file.name ?? file.url.split('/').pop() ?? String(file.id);

  const remove = async (file: ProductFile) => {
    if (!(await confirmDelete())) return;
    await reportOutcome(await deleteFile({ productId, fileId: file.id }), {
      successTitle: catalogueAdminText('dialogs.deleted'),
      systemTitle: catalogueAdminText('dialogs.deleteFailed'),
    });
  };

  return (
    <section className="card card-body mb-3" aria-label={title}>
      <h3 className="h6">{title}</h3>
      {files.length === 0 ? (
        <p className="text-body-secondary">{catalogueAdminText('products.gallery.empty')}</p>
      ) : (
        <SortableList
          items={order.items}
          getId={(f) => f.id}
          getLabel={label}
          label={catalogueAdminText('products.gallery.order', { type: title })}
          texts={staffSortableTexts}
          disabled={order.saving}
          onReorder={(next) => void order.reorder(next)}
          renderItem={(file) => (
            <div className="d-flex flex-wrap align-items-start gap-3">
              {file.image ? (
                <img src={file.image.variants[0]?.url ?? file.url} alt="" width={80} className="border rounded" />
              ) : (
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {label(file)}
                </a>
              )}
              <AltTexts productId={productId} file={file} languages={languages} />
              <button
                type="button"
                className="btn btn-sm btn-outline-danger ms-auto"
                onClick={() => void remove(file)}
                aria-label={catalogueAdminText('products.gallery.removeFile', { name: label(file) })}
              >
                {catalogueAdminText('delete')}
              </button>
            </div>
          )}
        />
      )}
      <Uploader productId={productId} type={type} languages={languages} />
    </section>
  );
}

function AltTexts({ productId, file, languages }: { productId: number; file: ProductFile; languages: Language[] }) {
  const id = useId();
  const [saveAlt] = useSaveFileAltMutation();
  const { values, set, submit, submitting } = useStaffForm({
    initial: Object.fromEntries(
      languages.map((l) => [`alt_${l.abbr}`, (file as unknown as Record<string, string | null>)[`alt_${l.abbr}`] ?? '']),
    ),
    save: (alts) => saveAlt({ productId, fileId: file.id, alts }).unwrap(),
    texts: { successTitle: catalogueAdminText('dialogs.updated') },
    afterSave: 'keep',
  });
  return (
    <form className="d-flex flex-wrap align-items-end gap-2" onSubmit={(e) => void submit(e)}>
      {languages.map((l) => (
        <div key={l.abbr}>
          <label className="form-label small mb-0" htmlFor={`${id}-${l.abbr}`}>
            {catalogueAdminText('products.gallery.alt', { lang: l.abbr.toUpperCase() })}
          </label>
          <input
            id={`${id}-${l.abbr}`}
            className="form-control form-control-sm"
            maxLength={255}
            value={values[`alt_${l.abbr}`] ?? ''}
            onChange={(e) => set(`alt_${l.abbr}`)(e.target.value)}
          />
        </div>
      ))}
      <button type="submit" className="btn btn-sm btn-outline-primary" disabled={submitting}>
        {catalogueAdminText('products.gallery.saveAlt')}
      </button>
    </form>
  );
}

interface Upload {
  name: string;
  percent: number;
  error?: string;
}

function Uploader({ productId, type, languages }: { productId: number; type: GalleryType; languages: Language[] }) {
  const id = useId();
  const dispatch = useAdminDispatch();
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Each file is sent on its own with its progress, so not the one-call staff form.
  const formik = useFormik({
    initialValues: { chosen: [] as File[], alts: {} as Record<string, string> },
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ chosen, alts }, helpers) => {
      if (chosen.length === 0) return;
      setUploads(chosen.map((file) => ({ name: file.name, percent: 0 })));
      let failed = false;
      for (const [index, file] of chosen.entries()) {
        const update = (change: Partial<Upload>) =>
          setUploads((list) => list.map((u, i) => (i === index ? { ...u, ...change } : u)));
        try {
          await uploadProductFile(productId, file, type, alts, (percent) => update({ percent }));
          update({ percent: 100 });
        } catch (error) {
          failed = true;
          const data = (error as { response?: { data?: { errors?: Record<string, string>; message?: string } } }).response?.data;
          update({ error: data?.errors?.file ?? data?.message ?? catalogueAdminText('dialogs.systemError') });
        }
      }
      dispatch(
        adminApi.util.invalidateTags([
          { type: 'Product', id: productId },
          { type: 'Product', id: 'LIST' },
        ]),
      );
      helpers.resetForm();
      // A finished upload's bar goes (the file is in the gallery now); a failed one stays with its reason.
      setUploads((list) => list.filter((upload) => upload.error));
      // The form is free again while the dialog shows.
      if (failed) void showDialog({ icon: 'error', title: catalogueAdminText('dialogs.failed'), timer: 3000 });
    },
  });
  const { chosen, alts } = formik.values;
  const busy = formik.isSubmitting;

  return (
    <form className="mt-3" onSubmit={formik.handleSubmit}>
      <div className="row g-2 align-items-end">
        <div className="col-md-4">
          <label className="form-label" htmlFor={`${id}-file`}>
            {catalogueAdminText('products.gallery.choose')}
          </label>
          <input
            key={uploads.length === 0 ? 'empty' : 'used'}
            id={`${id}-file`}
            type="file"
            multiple
            className="form-control"
            accept={type === 'document' ? 'application/pdf' : 'image/jpeg,image/png,image/webp,image/gif'}
            onChange={(e) => void formik.setFieldValue('chosen', Array.from(e.target.files ?? []))}
          />
        </div>
        {languages.map((l) => (
          <div className="col-md-3" key={l.abbr}>
            <label className="form-label" htmlFor={`${id}-alt-${l.abbr}`}>
              {catalogueAdminText('products.gallery.alt', { lang: l.abbr.toUpperCase() })}
            </label>
            <input
              id={`${id}-alt-${l.abbr}`}
              className="form-control"
              maxLength={255}
              value={alts[`alt_${l.abbr}`] ?? ''}
              onChange={(e) => void formik.setFieldValue(`alts.alt_${l.abbr}`, e.target.value)}
            />
          </div>
        ))}
        <div className="col-md-2">
          <button type="submit" className="btn btn-secondary w-100" disabled={busy || chosen.length === 0}>
            {catalogueAdminText('products.gallery.upload')}
          </button>
        </div>
      </div>
      {uploads.map((upload) => (
        <div key={upload.name} className="mt-2">
          <div
            className="progress"
            role="progressbar"
            aria-label={catalogueAdminText('products.gallery.uploading', { name: upload.name })}
            aria-valuenow={upload.percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className={`progress-bar${upload.error ? ' bg-danger' : ''}`} style={{ width: `${upload.percent}%` }}>
              {upload.percent}%
            </div>
          </div>
          {upload.error && <p className="text-danger small mb-0">{`${upload.name}: ${upload.error}`}</p>}
        </div>
      ))}
    </form>
  );
}
