/** The brand: company names, URL, colours, and the logo, second logo and favicon as uploads (Süper Yönetici). */
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { Brand } from '@vitrin/shared-libs/types/api';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { settingsText } from '../../../i18n/settingsTexts';
import { useBrandQuery } from '../api/getBrand';
import { useUpdateBrandMutation, type BrandInput } from '../api/updateBrand';

const IMAGES = ['logo', 'logo2', 'favicon'] as const;

export function BrandSection() {
  const { data, isLoading, isError, refetch } = useBrandQuery();
  if (isLoading) return <Spinner label={settingsText('loading')} />;
  if (isError || !data)
    return <LoadError message={settingsText('loadError')} retryLabel={settingsText('retry')} onRetry={() => void refetch()} />;
  return <BrandForm brand={data} />;
}

function BrandForm({ brand }: { brand: Brand }) {
  const [update] = useUpdateBrandMutation();
  // A file is in the values once chosen, and only then sent.
  const initial: BrandInput = {
    company_name: brand.companyName,
    company_name_en: brand.companyNameEn,
    company_url: brand.companyUrl,
    main_color: brand.mainColor,
    second_color: brand.secondColor,
  };
  const { values, set, errors, submit, submitting } = useStaffForm({
    initial,
    save: (values) => update(values).unwrap(),
    successText: settingsText('dialogs.updated'),
    // The saved texts stay on screen; the chosen files were sent.
    afterSave: ({ logo: _logo, logo2: _logo2, favicon: _favicon, ...texts }) => texts,
  });

  return (
    <form className="card mb-4" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="brand-title">
      <h2 id="brand-title" className="card-header h5 m-0">
        {settingsText('site.brand')}
      </h2>
      <div className="card-body row g-3">
        <div className="col-md-6">
          <TextField
            id="brand-name"
            label={settingsText('site.companyName')}
            value={values.company_name}
            onChange={set('company_name')}
            error={errors.company_name}
            maxLength={120}
          />
        </div>
        <div className="col-md-6">
          <TextField
            id="brand-name-en"
            label={settingsText('site.companyNameEn')}
            value={values.company_name_en}
            onChange={set('company_name_en')}
            error={errors.company_name_en}
            maxLength={120}
          />
        </div>
        <div className="col-md-6">
          <TextField
            id="brand-url"
            type="url"
            label={settingsText('site.companyUrl')}
            value={values.company_url}
            onChange={set('company_url')}
            error={errors.company_url}
            maxLength={300}
          />
        </div>
        <div className="col-6 col-md-3">
          <TextField
            id="brand-main-color"
            type="color"
            label={settingsText('site.mainColor')}
            value={values.main_color}
            onChange={set('main_color')}
            error={errors.main_color}
          />
        </div>
        <div className="col-6 col-md-3">
          <TextField
            id="brand-second-color"
            type="color"
            label={settingsText('site.secondColor')}
            value={values.second_color}
            onChange={set('second_color')}
            error={errors.second_color}
          />
        </div>
        {IMAGES.map((image) => (
          <div className="col-md-4" key={image}>
            <label htmlFor={`brand-${image}`} className="form-label">
              {settingsText(`site.${image}`)}
            </label>
            <div className="mb-2 p-2 border rounded bg-secondary-subtle text-center">
              <img
                src={brand[image]}
                alt={`${settingsText('site.currentFile')}: ${settingsText(`site.${image}`)}`}
                style={{ maxHeight: '3rem', maxWidth: '100%' }}
              />
            </div>
            <input
              id={`brand-${image}`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className={`form-control ${errors[image] ? 'is-invalid' : ''}`}
              onChange={(event) => set(image)(event.target.files?.[0] ?? null)}
              aria-invalid={errors[image] ? true : undefined}
              aria-describedby={errors[image] ? `brand-${image}-error` : undefined}
            />
            {errors[image] && (
              <div id={`brand-${image}-error`} className="invalid-feedback">
                {errors[image]}
              </div>
            )}
          </div>
        ))}
      </div>
      <div className="card-footer">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? settingsText('saving') : settingsText('save')}
        </button>
      </div>
    </form>
  );
}
