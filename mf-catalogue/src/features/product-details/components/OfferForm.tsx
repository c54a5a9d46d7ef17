/** "Request a quote for this product": formik with the API's own rules, the outcome dialogs. */
import { useId, useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useTranslatedSchema } from '@vitrin/shared-libs/i18n/useTranslatedSchema';
import { KeepTypedValues } from '@vitrin/shared-libs/ssr/KeepTypedValues';
import { FocusFirstInvalid } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { FormikHoneypotField } from '@vitrin/shared-libs/ui/HoneypotField';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { formikField, TextField } from '@vitrin/shared-libs/ui/TextField';
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

  /** A field of the form, under the shared TextField: formik's value, touched state and error. */
  const field = (name: keyof typeof formik.values) => ({ ...formikField(formik, name), id: `${id}-${name}` });

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
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            {...field(f.name)}
            className="col-md-6"
            label={t(`offer.${f.name}`)}
            type={f.type}
            autoComplete={f.autoComplete}
            maxLength={f.max}
            required
          />
        ))}
        <TextField
          {...field('quantity')}
          className="col-md-3"
          label={t('offer.quantity')}
          type="number"
          required
          input={{ min: 1, max: OFFER_LIMITS.quantity, inputMode: 'numeric', onKeyDown: numericKeyFilter() }}
        />
        <TextField
          {...field('message')}
          className="col-12"
          label={t('offer.message')}
          multiline
          rows={4}
          maxLength={OFFER_LIMITS.message}
        />
        <div className="col-12">
          <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('offer.sending') : t('offer.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
