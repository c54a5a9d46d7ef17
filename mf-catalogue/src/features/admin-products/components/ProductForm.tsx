/** Every product field: category, code, seo name, status, publishing window, vehicle types, OEM rows, specs, per-language texts. */
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { SitePreview } from '@vitrin/shared-libs/ui/SitePreview';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { FieldArray, FormikProvider, getIn, useFormik } from 'formik';
import { FormActionBar } from '@vitrin/shared-libs/ui/StaffActions';
import { useRefusedSendFocus } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { Fragment, lazy, Suspense, useId, useMemo } from 'react';
import { RICH_TEXT_EDITOR_TEXTS_TR } from '@vitrin/shared-libs/i18n/richTextEditorTexts';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { TRANSPORTER_TYPES, type Category, type Language, type Section } from '@vitrin/shared-libs/types/api';
import type { ProductDetail } from '@vitrin/shared-libs/types/catalogue';
import type { ScheduledDetail } from '@vitrin/shared-libs/types/schedule';
import { ScheduleFields, type ScheduleValues, scheduleValuesOf } from '@vitrin/shared-libs/ui/Schedule';
import { LanguageTabs } from '@vitrin/shared-libs/ui/LanguageTabs';
import { formikField, TextField } from '@vitrin/shared-libs/ui/TextField';
import { languageTabTexts, catalogueAdminText } from '../../../i18n/catalogueAdminTexts';
import { uploadDescriptionImage } from '../api/productFiles';
import { productSchema } from '@vitrin/shared-libs/validation/product';
import { PRODUCT_TEXT_FIELDS, productTextField } from '@vitrin/shared-libs/registry/productFields';
import { isSpecKey, SPEC_KEY_TABLE, SPEC_KEYS, specKeyLabel } from '@vitrin/shared-libs/registry/specKeys';

// TipTap is fetched only when the product form opens (never by the public module, never by the list).
const RichTextEditor = lazy(() => import('@vitrin/shared-libs/ui/RichTextEditor'));

type Values = Record<string, unknown> & {
  category_id: string;
  sub_category_id: string;
  code: string;
  seo_name: string;
  is_active: boolean;
  transporter_types: string[];
  oem_numbers: { manufacturer: string; number: string }[];
  specs: Record<string, string>[];
} & ScheduleValues;

/** The edit form's product: its detail and, from the admin API, its publishing window. */
type FormProduct = ProductDetail & Partial<ScheduledDetail>;

function initialValues(product: FormProduct | undefined, langs: readonly string[]): Values {
  const values: Values = {
    ...scheduleValuesOf(product),
    category_id: product ? String(product.category_id) : '',
    sub_category_id: product?.sub_category_id ? String(product.sub_category_id) : '',
    code: product?.code ?? '',
    seo_name: product?.seo_name ?? '',
    is_active: product?.is_active ?? true,
    transporter_types: product ? [...product.transporter_types] : [],
    oem_numbers: product ? product.oem_numbers.map((o) => ({ manufacturer: o.manufacturer, number: o.number })) : [],
    specs: product
      ? product.specs.map((s) => ({
          key: s.key ?? '',
          value: s.value,
          unit: s.unit ?? '',
          ...Object.fromEntries(
            langs.map((lang) => [`label_${lang}`, (s as unknown as Record<string, string | null>)[`label_${lang}`] ?? '']),
          ),
        }))
      : [],
  };
  const record = (product ?? {}) as Record<string, unknown>;
  for (const lang of langs)
    for (const field of PRODUCT_TEXT_FIELDS) values[`${field}_${lang}`] = (record[`${field}_${lang}`] as string | null) ?? '';
  return values;
}

export interface ProductFormProps {
  section: Section;
  product?: FormProduct;
  languages: Language[];
  categories: Category[];
  /**
   * Sends the values; resolves with the server's field errors (empty when saved). `form` is the form element, for
   * the outcome dialog that names a 422's fields (`showOutcome`'s `form`).
   */
  onSave: (payload: Record<string, unknown>, form: () => HTMLFormElement | null) => Promise<Record<string, string>>;
}

export function ProductForm({ section, product, languages, categories, onSave }: ProductFormProps) {
  const id = useId();
  const langs = useMemo(() => languages.map((l) => l.abbr), [languages]);
  const defaultLang = languages.find((l) => l.is_default)?.abbr ?? langs[0] ?? 'en';
  const formik = useFormik<Values>({
    initialValues: initialValues(product, langs),
    validationSchema: productSchema(langs, defaultLang),
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const payload: Record<string, unknown> = {
        ...values,
        section,
        category_id: Number(values.category_id),
        sub_category_id: values.sub_category_id === '' ? null : Number(values.sub_category_id),
        seo_name: values.seo_name.trim() === '' ? null : values.seo_name,
      };
      const errors = await onSave(payload, () => form.current);
      if (Object.keys(errors).length > 0) helpers.setErrors(errors as never);
      // Saved: what is on screen is what is stored, so leaving no longer asks.
      else helpers.resetForm({ values });
    },
  });
  const form = useRefusedSendFocus(formik);
  useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);

  const error = (name: string): string | undefined => {
    const message = getIn(formik.errors, name) as string | undefined;
    return message && (getIn(formik.touched, name) || formik.submitCount > 0) ? message : undefined;
  };
  const field = (
    name: string,
    label: string,
    options: { textarea?: boolean; rows?: number; required?: boolean; richText?: boolean } = {},
  ) => {
    const inputId = `${id}-${name}`;
    const message = error(name);
    if (options.richText) {
      return (
        <div className="mb-3">
          <div className="form-label" aria-hidden="true">
            {label}
          </div>
          <Suspense fallback={<Spinner label={catalogueAdminText('loading')} />}>
            <RichTextEditor
              id={inputId}
              label={label}
              value={(getIn(formik.values, name) as string) ?? ''}
              onChange={(html) => void formik.setFieldValue(name, html)}
              onUploadImage={uploadDescriptionImage}
              texts={RICH_TEXT_EDITOR_TEXTS_TR}
              invalid={Boolean(message)}
              describedBy={message ? `${inputId}-error` : undefined}
            />
          </Suspense>
          {message && (
            <div id={`${inputId}-error`} className="invalid-feedback d-block">
              {message}
            </div>
          )}
        </div>
      );
    }
    return (
      <TextField
        {...formikField(formik, name)}
        id={inputId}
        label={label}
        required={options.required}
        multiline={options.textarea}
        rows={options.rows}
      />
    );
  };
  const select = (
    name: string,
    label: string,
    choices: { value: string; label: string }[],
    placeholder: string,
    required = false,
  ) => (
    <TextField
      {...formikField(formik, name)}
      id={`${id}-${name}`}
      label={label}
      required={required}
      onChange={(value) => {
        void formik.setFieldValue(name, value);
        if (name === 'category_id') void formik.setFieldValue('sub_category_id', '');
      }}
    >
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );

  // The OEM and specs rows: a remove button on each row, an add button under them.
  const removeRowButton = (remove: () => void, label: string) => (
    <div className="col-md-2 pt-md-4">
      <button type="button" className="btn btn-outline-danger mt-md-2" onClick={remove} aria-label={label}>
        {catalogueAdminText('remove')}
      </button>
    </div>
  );
  const addRowButton = (add: () => void, text: string) => (
    <button type="button" className="btn btn-outline-secondary btn-sm" onClick={add}>
      {text}
    </button>
  );

  const nameOf = (record: object) => {
    const r = record as Record<string, string | null>;
    return r[`name_tr`] ?? r[`name_${defaultLang}`] ?? '';
  };
  const category = categories.find((c) => String(c.id) === formik.values.category_id);

  return (
    <FormikProvider value={formik}>
      <form
        ref={form}
        noValidate
        onSubmit={formik.handleSubmit}
        aria-label={
          product ? catalogueAdminText('products.editTitle', { code: product.code }) : catalogueAdminText('products.newTitle')
        }
      >
        <div className="row">
          <div className="col-md-6">
            {select(
              'category_id',
              catalogueAdminText('products.fields.category'),
              categories.map((c) => ({ value: String(c.id), label: nameOf(c) })),
              catalogueAdminText('products.fields.chooseCategory'),
              true,
            )}
          </div>
          <div className="col-md-6">
            {select(
              'sub_category_id',
              catalogueAdminText('products.fields.subCategory'),
              (category?.sub_categories ?? []).map((s) => ({ value: String(s.id), label: nameOf(s) })),
              catalogueAdminText('products.fields.noSubCategory'),
            )}
          </div>
          <div className="col-md-6">{field('code', catalogueAdminText('products.fields.code'), { required: true })}</div>
          <div className="col-md-6">{field('seo_name', catalogueAdminText('products.fields.seoName'))}</div>
        </div>
        <div className="form-check mb-3">
          <input
            id={`${id}-is_active`}
            type="checkbox"
            className="form-check-input"
            checked={formik.values.is_active}
            onChange={(e) => void formik.setFieldValue('is_active', e.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${id}-is_active`}>
            {catalogueAdminText('products.fields.isActive')}
          </label>
        </div>
        <ScheduleFields
          id={id}
          values={{ publish_at: formik.values.publish_at, unpublish_at: formik.values.unpublish_at }}
          timeZone={product?.time_zone}
          errors={{ publish_at: error('publish_at'), unpublish_at: error('unpublish_at') }}
          onChange={(name, value) => void formik.setFieldValue(name, value)}
          state={product?.schedule_state}
        />
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{catalogueAdminText('products.fields.transporterTypes')}</legend>
          {TRANSPORTER_TYPES.map((type) => (
            <div className="form-check form-check-inline" key={type}>
              <input
                id={`${id}-tt-${type}`}
                type="checkbox"
                className="form-check-input"
                name="transporter_types"
                value={type}
                checked={formik.values.transporter_types.includes(type)}
                onChange={formik.handleChange}
              />
              <label className="form-check-label" htmlFor={`${id}-tt-${type}`}>
                {catalogueAdminText(`products.transporterTypes.${type}`)}
              </label>
            </div>
          ))}
        </fieldset>

        <h2 className="h5 mt-4">{catalogueAdminText('languageTabs')}</h2>
        <LanguageTabs
          languages={languages}
          texts={languageTabTexts}
          isEmpty={(abbr) => String(formik.values[`name_${abbr}`] ?? '').trim() === ''}
          hasError={(abbr) => PRODUCT_TEXT_FIELDS.some((f) => error(`${f}_${abbr}`))}
        >
          {(abbr) => (
            <>
              {PRODUCT_TEXT_FIELDS.map((name) => {
                const { input, required } = productTextField(name);
                return (
                  <Fragment key={name}>
                    {field(`${name}_${abbr}`, `${catalogueAdminText(`products.textFields.${name}`)} (${abbr.toUpperCase()})`, {
                      required: Boolean(required) && abbr === defaultLang,
                      textarea: input === 'lines',
                      rows: input === 'lines' ? 2 : undefined,
                      richText: input === 'richText',
                    })}
                  </Fragment>
                );
              })}
            </>
          )}
        </LanguageTabs>

        <FieldArray name="oem_numbers">
          {(rows) => (
            <fieldset className="mt-4">
              <legend className="h5">{catalogueAdminText('products.oem.title')}</legend>
              {formik.values.oem_numbers.map((_row, index) => (
                <div className="row g-2 align-items-start" key={index}>
                  <div className="col-md-5">
                    {field(`oem_numbers.${index}.manufacturer`, catalogueAdminText('products.oem.manufacturer'), {
                      required: true,
                    })}
                  </div>
                  <div className="col-md-5">
                    {field(`oem_numbers.${index}.number`, catalogueAdminText('products.oem.number'), { required: true })}
                  </div>
                  {removeRowButton(() => rows.remove(index), catalogueAdminText('products.oem.remove', { n: index + 1 }))}
                </div>
              ))}
              {addRowButton(() => rows.push({ manufacturer: '', number: '' }), catalogueAdminText('products.oem.add'))}
            </fieldset>
          )}
        </FieldArray>

        <FieldArray name="specs">
          {(rows) => (
            <fieldset className="mt-4">
              <legend className="h5">{catalogueAdminText('products.specs.title')}</legend>
              {formik.values.specs.map((row, index) => {
                // A registry property brings its own labels (every language) and unit; a free row has its own.
                const key = isSpecKey(row.key) ? row.key : null;
                return (
                  <div className="row g-2 align-items-start border-bottom mb-2" key={index}>
                    <div className="col-md-3">
                      {select(
                        `specs.${index}.key`,
                        catalogueAdminText('products.specs.key'),
                        SPEC_KEYS.map((k) => ({
                          value: k,
                          label: SPEC_KEY_TABLE[k].unit
                            ? `${specKeyLabel(k, 'tr')} (${SPEC_KEY_TABLE[k].unit})`
                            : specKeyLabel(k, 'tr'),
                        })),
                        catalogueAdminText('products.specs.freeRow'),
                      )}
                    </div>
                    {!key &&
                      langs.map((lang) => (
                        <div className="col-md-3" key={lang}>
                          {field(
                            `specs.${index}.label_${lang}`,
                            catalogueAdminText('products.specs.label', { lang: lang.toUpperCase() }),
                          )}
                        </div>
                      ))}
                    <div className="col-md-2">
                      {field(`specs.${index}.value`, catalogueAdminText('products.specs.value'), { required: true })}
                    </div>
                    {key ? (
                      <div className="col-md-2 pt-md-4">
                        <span className="d-inline-block mt-md-2">{SPEC_KEY_TABLE[key].unit ?? ''}</span>
                      </div>
                    ) : (
                      <div className="col-md-2">{field(`specs.${index}.unit`, catalogueAdminText('products.specs.unit'))}</div>
                    )}
                    {removeRowButton(() => rows.remove(index), catalogueAdminText('products.specs.remove', { n: index + 1 }))}
                  </div>
                );
              })}
              {addRowButton(
                () => rows.push({ key: '', value: '', unit: '', ...Object.fromEntries(langs.map((l) => [`label_${l}`, ''])) }),
                catalogueAdminText('products.specs.add'),
              )}
            </fieldset>
          )}
        </FieldArray>

        <FormActionBar>
          <HistoryLink entity="product" id={product?.id} />
          {product && (
            <SitePreview
              kind="product"
              id={product.id}
              path={routePath('product_details', product.seo_name)}
              state={product.schedule_state}
              className="btn btn-sm btn-outline-secondary"
            />
          )}
          <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? catalogueAdminText('saving') : catalogueAdminText('save')}
          </button>
        </FormActionBar>
      </form>
    </FormikProvider>
  );
}
