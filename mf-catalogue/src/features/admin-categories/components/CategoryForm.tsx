/** A category's (or sub-category's) fields: per-language name (and SEO title/description), seo_name, image. */
import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { object, string, type StringSchema } from 'yup';
import type { Language } from '@vitrin/shared-libs/types/api';
import { LanguageTabs } from '../../../components/LanguageTabs';
import { t } from '../../../i18n/catalogueAdminTexts';

const REQUIRED = '* Bu Alan Zorunlu';
const max = (n: number) => `Bu Alan ${n} Karakteri Geçemez`;

export interface CategoryFormProps {
  languages: Language[];
  /** Existing values (`name_en`, `seo_title_tr`, … and seo_name). */
  initial?: object;
  sub: boolean;
  submitLabel: string;
  onSave: (form: Record<string, string>, image: File | null) => Promise<Record<string, string>>;
  /** Reset the fields after a successful save (create forms). */
  resetOnSave?: boolean;
}

export function CategoryForm({ languages, initial, sub, submitLabel, onSave, resetOnSave = false }: CategoryFormProps) {
  const id = useId();
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const defaultLang = languages.find((l) => l.is_default)?.abbr ?? languages[0]?.abbr ?? 'en';
  const fields = sub ? (['name'] as const) : (['name', 'seo_title', 'seo_description'] as const);
  const source = (initial ?? {}) as Record<string, unknown>;
  const initialValues: Record<string, string> = { seo_name: String(source.seo_name ?? '') };
  const rules: Record<string, StringSchema<string | undefined>> = { seo_name: string().max(160, max(160)) };
  for (const lang of languages) {
    for (const field of fields) {
      const key = `${field}_${lang.abbr}`;
      initialValues[key] = String(source[key] ?? '');
      const limit = field === 'seo_description' ? 1000 : 255;
      rules[key] =
        field === 'name' && lang.abbr === defaultLang
          ? string().trim().required(REQUIRED).max(limit, max(limit))
          : string().max(limit, max(limit));
    }
  }

  const formik = useFormik({
    initialValues,
    validationSchema: object(rules),
    onSubmit: async (values, helpers) => {
      const errors = await onSave(values, image);
      if (Object.keys(errors).length > 0) {
        helpers.setErrors(errors);
        return;
      }
      if (resetOnSave) {
        helpers.resetForm();
        setImage(null);
        setFileKey((k) => k + 1);
      }
    },
  });
  const error = (name: string) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const input = (name: string, label: string, textarea = false) => {
    const message = error(name);
    const props = {
      id: `${id}-${name}`,
      name,
      value: formik.values[name] ?? '',
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
    <form noValidate onSubmit={formik.handleSubmit}>
      <LanguageTabs
        languages={languages}
        isEmpty={(abbr) => (formik.values[`name_${abbr}`] ?? '').trim() === ''}
        hasError={(abbr) => fields.some((f) => error(`${f}_${abbr}`))}
      >
        {(abbr) => (
          <>
            {input(`name_${abbr}`, `${t('categories.name')} (${abbr.toUpperCase()})`)}
            {!sub && input(`seo_title_${abbr}`, `${t('categories.seoTitle')} (${abbr.toUpperCase()})`)}
            {!sub && input(`seo_description_${abbr}`, `${t('categories.seoDescription')} (${abbr.toUpperCase()})`, true)}
          </>
        )}
      </LanguageTabs>
      <div className="row mt-3">
        <div className="col-md-6">{input('seo_name', t('categories.seoName'))}</div>
        {!sub && (
          <div className="col-md-6 mb-3">
            <label className="form-label" htmlFor={`${id}-image`}>
              {t('categories.image')}
            </label>
            <input
              key={fileKey}
              id={`${id}-image`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="form-control"
              onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            />
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('saving') : submitLabel}
      </button>
    </form>
  );
}
