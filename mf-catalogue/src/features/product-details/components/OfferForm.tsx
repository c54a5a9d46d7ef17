/** "Request a quote for this product": formik with the API's own rules, the outcome dialogs. */
import { useId, useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useTranslatedSchema } from '@vitrin/shared-libs/i18n/useTranslatedSchema';
import { KeepTypedValues } from '@vitrin/shared-libs/ssr/KeepTypedValues';
import { FocusFirstInvalid } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { FormikHoneypotField } from '@vitrin/shared-libs/ui/HoneypotField';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { OFFER_LIMITS, offerSchema } from '@vitrin/shared-libs/validation/offer';
import { useSendOfferMutation } from '../api/sendOffer';
import { numericKeyFilter } from '@vitrin/shared-libs/utils/numericKey';

const FIELDS = [
  { name: 'company_name', type: 'text', autoComplete: 'organization', max: OFFER_LIMITS.companyName },
  { name: 'name', type: 'text', autoComplete: 'name', max: OFFER_LIMITS.name },
  { name: 'email', type: 'email', autoComplete: 'email', max: OFFER_LIMITS.email },
  { name: 'phone', type: 'tel', autoComplete: 'tel', max: OFFER_LIMITS.phone },
] as const;

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).toString();

export function OfferForm({ productToken }: { productToken: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [sendOffer] = useSendOfferMutation();
  // One key per filled-in form: a double click or a retry of the same form is stored once.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const schema = useTranslatedSchema(offerSchema);

  const formik = useFormik({
    initialValues: { company_name: '', name: '', email: '', phone: '', quantity: '1', message: '', website: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const result = await sendOffer({
        idempotencyKey,
        offer: { ...values, product: productToken, quantity: Number(values.quantity) },
      });
      if ('error' in result && result.error) {
        const error = result.error as { status: number | 'NETWORK'; data?: { errors?: Record<string, string> } };
        if (error.data?.errors) helpers.setErrors(error.data.errors);
        await showDialog({
          icon: 'error',
          title: error.status === 'NETWORK' ? t('contact.system_error_title') : t('offer.error_title'),
          text: t('offer.error_text'),
          timer: 3000,
        });
        return;
      }
      helpers.resetForm();
      setIdempotencyKey(newKey());
      // The reference the confirmation mail also carries (P-2026-7K3F9); the dialog stays until closed so it can be noted.
      const reference = result.data?.data.reference;
      await showDialog({
        icon: 'success',
        title: t('offer.success_title'),
        text: reference ? `${t('offer.success_text')} ${t('mail.reference')}: ${reference}` : t('offer.success_text'),
        confirmText: t('layout.close'),
      });
    },
  });

  const fieldError = (name: keyof typeof formik.values) =>
    (formik.touched[name] || formik.submitCount > 0) && formik.errors[name] ? formik.errors[name] : undefined;
  const control = (name: keyof typeof formik.values) => ({
    id: `${id}-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'aria-invalid': fieldError(name) ? true : undefined,
    'aria-describedby': fieldError(name) ? `${id}-${name}-error` : undefined,
    className: `form-control${fieldError(name) ? ' is-invalid' : ''}`,
  });
  const errorText = (name: keyof typeof formik.values) =>
    fieldError(name) && (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {fieldError(name)}
      </div>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="card card-body my-4">
      <h2 id={`${id}-title`} className="h4">
        {t('offer.title')}
      </h2>
      <form noValidate onSubmit={formik.handleSubmit} className="row g-3" id={`${id}-form`}>
        <FormikProvider value={formik}>
          <KeepTypedValues formId={`${id}-form`} />
          <FocusFirstInvalid />
          <FormikHoneypotField />
        </FormikProvider>
        {FIELDS.map((field) => (
          <div className="col-md-6" key={field.name}>
            <label className="form-label" htmlFor={`${id}-${field.name}`}>
              {t(`offer.${field.name}`)}
            </label>
            <input type={field.type} autoComplete={field.autoComplete} maxLength={field.max} required {...control(field.name)} />
            {errorText(field.name)}
          </div>
        ))}
        <div className="col-md-3">
          <label className="form-label" htmlFor={`${id}-quantity`}>
            {t('offer.quantity')}
          </label>
          <input
            type="number"
            min={1}
            max={OFFER_LIMITS.quantity}
            inputMode="numeric"
            required
            onKeyDown={numericKeyFilter()}
            {...control('quantity')}
          />
          {errorText('quantity')}
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${id}-message`}>
            {t('offer.message')}
          </label>
          <textarea rows={4} maxLength={OFFER_LIMITS.message} {...control('message')} />
          {errorText('message')}
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('offer.sending') : t('offer.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
