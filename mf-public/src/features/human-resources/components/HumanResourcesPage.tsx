/**
 * /human-resources: the job application (name, e-mail, phone, position, message, CV, KVKK consent) with an
 * upload progress bar; the shared schema checks the fields, the CV is checked here by type and size and again
 * by the API.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedSchema } from '@vitrin/shared-libs/i18n/useTranslatedSchema';
import { KeepTypedValues } from '@vitrin/shared-libs/ssr/KeepTypedValues';
import { FocusFirstInvalid } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import {
  CV_ACCEPT,
  CV_MAX_BYTES,
  humanResourcesSchema,
  type HumanResourcesValues,
} from '@vitrin/shared-libs/validation/humanResources';
import { FormikHoneypotField, type HoneypotValue } from '@vitrin/shared-libs/ui/HoneypotField';
import { ConsentField } from '../../../components/ConsentField';
import { FormField } from '../../../components/FormField';
import { PageBanner } from '../../../components/PageBanner';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { useSendApplicationMutation } from '../api/sendApplication';
import { ProgressBar } from '@vitrin/shared-libs/ui/ProgressBar';

/** The form's values: the application and the honeypot (empty for a person). */
type ApplicationValues = HumanResourcesValues & HoneypotValue;

const EMPTY: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  position: '',
  message: '',
  kvkk: false,
  website: '',
};
const CV_EXTENSION = /\.(pdf|docx?)$/i;

export function HumanResourcesPage() {
  const { t } = useTranslation();
  const [send] = useSendApplicationMutation();
  const idempotency = useIdempotencyKey();
  const cvId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [cv, setCv] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const schema = useTranslatedSchema(humanResourcesSchema);

  const cvError = (file: File | null): string | null => {
    if (!file) return t('hr.cv_required');
    if (!CV_EXTENSION.test(file.name)) return t('hr.cv_type');
    if (file.size > CV_MAX_BYTES) return t('hr.cv_too_large');
    return null;
  };

  const onSubmit = async (values: ApplicationValues, helpers: FormikHelpers<ApplicationValues>) => {
    if (!cv || cvError(cv)) return;
    setProgress(0);
    const result = await send({ values, cv, idempotencyKey: idempotency.key(), onProgress: setProgress });
    setProgress(null);
    if ('data' in result && result.data) {
      idempotency.renew();
      helpers.resetForm();
      setCv(null);
      if (fileInput.current) fileInput.current.value = '';
      void showDialog({ icon: 'success', title: t('hr.success_title'), text: t('hr.success_text'), timer: 2500 });
      return;
    }
    const error =
      'error' in result ? (result.error as { status?: unknown; data?: { errors?: Record<string, string> } }) : undefined;
    const fieldErrors = error?.data?.errors;
    void showDialog({
      icon: 'error',
      title: error?.status === 'NETWORK' ? t('contact.system_error_title') : t('hr.error_title'),
      text: fieldErrors?.cv ?? t('hr.error_text'),
      confirmText: t('layout.close'),
    });
  };

  return (
    <>
      <PageBanner page="human_resources" />
      <div className="container pb-5">
        <p className="lead">{t('hr.intro')}</p>
        <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={onSubmit}>
          {({ isSubmitting, submitCount }) => {
            const submitted = submitCount > 0;
            const fileError = submitted ? cvError(cv) : cv ? cvError(cv) : null;
            return (
              <Form noValidate aria-label={t('hr.title')} id="hr-form" className="col-lg-8">
                <KeepTypedValues formId="hr-form" />
                <FocusFirstInvalid />
                <div className="row">
                  <FormField
                    className="col-md-6 mb-3"
                    name="name"
                    label={t('hr.name')}
                    required
                    submitted={submitted}
                    autoComplete="name"
                  />
                  <FormField
                    className="col-md-6 mb-3"
                    name="email"
                    type="email"
                    label={t('hr.email')}
                    required
                    submitted={submitted}
                    autoComplete="email"
                  />
                  <FormField
                    className="col-md-6 mb-3"
                    name="phone"
                    type="tel"
                    label={t('hr.phone')}
                    required
                    submitted={submitted}
                    autoComplete="tel"
                  />
                  <FormField className="col-md-6 mb-3" name="position" label={t('hr.position')} required submitted={submitted} />
                </div>
                <FormField name="message" label={t('hr.message')} multiline rows={4} submitted={submitted} />
                <div className="mb-3">
                  <label className="form-label" htmlFor={cvId}>
                    {t('hr.cv')}
                    <span aria-hidden="true"> *</span>
                  </label>
                  <input
                    ref={fileInput}
                    id={cvId}
                    type="file"
                    accept={CV_ACCEPT}
                    className={`form-control${fileError ? ' is-invalid' : ''}`}
                    aria-required
                    aria-invalid={fileError ? true : undefined}
                    aria-describedby={`${cvId}-help${fileError ? ` ${cvId}-error` : ''}`}
                    onChange={(event) => setCv(event.target.files?.[0] ?? null)}
                  />
                  <div className="form-text" id={`${cvId}-help`}>
                    {t('hr.cv_help')}
                  </div>
                  {fileError && (
                    <div className="invalid-feedback" id={`${cvId}-error`}>
                      {fileError}
                    </div>
                  )}
                </div>
                <ConsentField submitted={submitted} />
                <FormikHoneypotField />
                {progress !== null && (
                  <ProgressBar label={t('hr.progress')} percent={progress}>
                    {progress}%
                  </ProgressBar>
                )}
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  {isSubmitting ? t('hr.sending') : t('hr.send')}
                </button>
              </Form>
            );
          }}
        </Formik>
      </div>
    </>
  );
}
