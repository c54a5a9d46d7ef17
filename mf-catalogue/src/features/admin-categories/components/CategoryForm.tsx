/**
 * A category's (or sub-category's) fields: per-language name (and SEO title/description), seo_name, image. The
 * rules are the API's (shared-libs/validation/category; the image kind of api/src/lib/uploads.ts).
 */
import { FormActionBar } from '@vitrin/shared-libs/ui/StaffActions';
import { useRefusedSendFocus } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { useId } from 'react';
import { useFormik } from 'formik';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { mixed, object } from 'yup';
import { categoryFields, categoryRules } from '@vitrin/shared-libs/validation/category';
import type { ImageAsset, Language } from '@vitrin/shared-libs/types/api';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { LanguageTabs } from '@vitrin/shared-libs/ui/LanguageTabs';
import { languageTabTexts, catalogueAdminText } from '../../../i18n/catalogueAdminTexts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The image rule of the API's uploads: JPEG, PNG, WebP or GIF, at most 10 MB. */
const imageRule = mixed<File>()
  .nullable()
  .test('type', catalogueAdminText('categories.imageType'), (file) => !file || IMAGE_TYPES.includes(file.type))
  .test('size', catalogueAdminText('categories.imageSize'), (file) => !file || file.size <= IMAGE_MAX_BYTES);

export interface CategoryFormProps {
  languages: Language[];
  /** Existing values (`name_en`, `seo_title_tr`, … and seo_name). */
  initial?: object;
  sub: boolean;
  submitLabel: string;
  /**
   * Sends the values; resolves with the server's field messages (empty when saved). `form` is the form element,
   * for the outcome dialog that names a 422's fields (`showOutcome`'s `form`).
   */
  onSave: (
    values: Record<string, string>,
    image: File | null,
    form: () => HTMLFormElement | null,
  ) => Promise<Record<string, string>>;
}

type Values = Record<string, string | File | null>;

export function CategoryForm({ languages, initial, sub, submitLabel, onSave }: CategoryFormProps) {
  const id = useId();
  const defaultLang = languages.find((l) => l.is_default)?.abbr ?? languages[0]?.abbr ?? 'en';
  const fields = categoryFields(sub);
  const source = (initial ?? {}) as Record<string, unknown>;
  const initialValues: Record<string, string> = { seo_name: String(source.seo_name ?? '') };
  for (const lang of languages) {
    for (const field of fields) initialValues[`${field}_${lang.abbr}`] = String(source[`${field}_${lang.abbr}`] ?? '');
  }
  const rules = {
    ...categoryRules(
      languages.map((l) => l.abbr),
      defaultLang,
      sub,
    ),
    image: imageRule,
  };

  const currentImage = source.image as ImageAsset | null | undefined;

  const formik = useFormik<Values>({
    initialValues: { ...initialValues, image: null },
    validationSchema: object(rules),
    onSubmit: async ({ image, ...values }, helpers) => {
      const errors = await onSave(values as Record<string, string>, image instanceof File ? image : null, () => form.current);
      if (Object.keys(errors).length > 0) helpers.setErrors(errors);
      // Saved: what is on screen is what is stored, so leaving no longer asks.
      else helpers.resetForm({ values: { ...values, image: null } });
    },
  });
  const form = useRefusedSendFocus(formik);
  useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  const error = (name: string) =>
    formik.touched[name] || formik.submitCount > 0 ? (formik.errors[name] as string | undefined) : undefined;
  const input = (name: string, label: string, textarea = false) => {
    const message = error(name);
    const props = {
      id: `${id}-${name}`,
      name,
      value: (formik.values[name] as string | undefined) ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      className: `form-control${message ? ' is-invalid' : ''}`,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${name}-error` : undefined,
    };
    return (
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        {textarea ? <textarea rows={2} {...props} /> : <input type="text" {...props} />}
        {message && (
          <div id={`${id}-${name}-error`} className="invalid-feedback">
            {message}
          </div>
        )}
      </div>
    );
  };

  return (
    <form ref={form} noValidate onSubmit={formik.handleSubmit}>
      <LanguageTabs
        languages={languages}
        texts={languageTabTexts}
        isEmpty={(abbr) => String(formik.values[`name_${abbr}`] ?? '').trim() === ''}
        hasError={(abbr) => fields.some((f) => error(`${f}_${abbr}`))}
      >
        {(abbr) => (
          <>
            {input(`name_${abbr}`, `${catalogueAdminText('categories.name')} (${abbr.toUpperCase()})`)}
            {!sub && input(`seo_title_${abbr}`, `${catalogueAdminText('categories.seoTitle')} (${abbr.toUpperCase()})`)}
            {!sub &&
              input(
                `seo_description_${abbr}`,
                `${catalogueAdminText('categories.seoDescription')} (${abbr.toUpperCase()})`,
                true,
              )}
          </>
        )}
      </LanguageTabs>
      <div className="row mt-3">
        <div className="col-md-6">{input('seo_name', catalogueAdminText('categories.seoName'))}</div>
        {!sub && (
          <div className="col-md-6 mb-3">
            <label className="form-label" htmlFor={`${id}-image`}>
              {catalogueAdminText('categories.image')}
            </label>
            {currentImage && (
              <ResponsiveImage
                image={currentImage}
                alt={catalogueAdminText('categories.currentImage')}
                sizes="160px"
                className="d-block mb-2 img-thumbnail w-50"
              />
            )}
            <input
              id={`${id}-image`}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className={`form-control${error('image') ? ' is-invalid' : ''}`}
              aria-invalid={error('image') ? true : undefined}
              aria-describedby={error('image') ? `${id}-image-error` : undefined}
              onChange={(e) => {
                void formik.setFieldTouched('image', true, false);
                void formik.setFieldValue('image', e.target.files?.[0] ?? null);
              }}
            />
            {error('image') && (
              <div id={`${id}-image-error`} className="invalid-feedback">
                {error('image')}
              </div>
            )}
          </div>
        )}
      </div>
      <FormActionBar>
        <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? catalogueAdminText('saving') : submitLabel}
        </button>
      </FormActionBar>
    </form>
  );
}
