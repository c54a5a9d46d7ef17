/**
 * The contact form of the contact page and the contact modal: the shared schema's rules, the form states
 * (pending button with a wait text; errors under touched fields and after a submit; reset on success) and the
 * three outcome dialogs. A failure keeps everything typed.
 */
import { Form, Formik, type FormikHelpers } from 'formik';

import { useTranslation } from 'react-i18next';
import { useTranslatedSchema } from '@vitrin/shared-libs/i18n/useTranslatedSchema';
import { KeepTypedValues } from '@vitrin/shared-libs/ssr/KeepTypedValues';
import { FocusFirstInvalid } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { FormikHoneypotField } from '@vitrin/shared-libs/ui/HoneypotField';
import { contactConsentSchema } from '@vitrin/shared-libs/validation/contact';
import { ConsentField } from '../../../components/ConsentField';
import { FormField } from '../../../components/FormField';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { useSendContactMessageMutation } from '../api/sendContactMessage';

export const SENT_DIALOG_MS = 2500;

interface ContactValues {
  companyName: string;
  name: string;
  email: string;
  telephone: string;
  message: string;
  kvkk: boolean;
  website: string;
}

const EMPTY: ContactValues = { companyName: '', name: '', email: '', telephone: '', message: '', kvkk: false, website: '' };

export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const { t } = useTranslation();
  const [send] = useSendContactMessageMutation();
  const idempotency = useIdempotencyKey();
  const schema = useTranslatedSchema(contactConsentSchema);

  const onSubmit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    const result = await send({
      message: {
        company_name: values.companyName.trim(),
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.telephone.trim(),
        message: values.message.trim(),
        kvkk: values.kvkk,
        website: values.website,
      },
      idempotencyKey: idempotency.key(),
    });
    if ('data' in result && result.data) {
      idempotency.renew();
      helpers.resetForm();
      void showDialog({
        icon: 'success',
        title: t('contact.success_title'),
        text: t('contact.success_text'),
        timer: SENT_DIALOG_MS,
      });
      return;
    }
    const error = 'error' in result ? (result.error as { status?: unknown }) : undefined;
    const network = error?.status === 'NETWORK';
    void showDialog({
      icon: 'error',
      title: network ? t('contact.system_error_title') : t('contact.error_title'),
      text: t('contact.error_text'),
      confirmText: t('layout.close'),
    });
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={onSubmit} validateOnMount={false}>
      {({ isSubmitting, submitCount }) => {
        const wasSubmitted = submitCount > 0;
        return (
          <Form noValidate aria-label={t('contact.title')} id={`${idPrefix}-form`}>
            <KeepTypedValues formId={`${idPrefix}-form`} />
            <FocusFirstInvalid />
            <div className="row">
              <FormField
                className="col-md-6 mb-3"
                name="companyName"
                label={t('contact.company_name')}
                required
                submitted={wasSubmitted}
                autoComplete="organization"
              />
              <FormField
                className="col-md-6 mb-3"
                name="name"
                label={t('contact.name')}
                required
                submitted={wasSubmitted}
                autoComplete="name"
              />
              <FormField
                className="col-md-6 mb-3"
                name="email"
                type="email"
                label={t('contact.email')}
                required
                submitted={wasSubmitted}
                autoComplete="email"
              />
              <FormField
                className="col-md-6 mb-3"
                name="telephone"
                type="tel"
                label={t('contact.telephone')}
                required
                submitted={wasSubmitted}
                autoComplete="tel"
              />
            </div>
            <FormField name="message" label={t('contact.message')} multiline rows={5} required submitted={wasSubmitted} />
            <ConsentField submitted={wasSubmitted} />
            <FormikHoneypotField />
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? t('contact.sending') : t('contact.send')}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
