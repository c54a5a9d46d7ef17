/** /admin/support: raise a support request and follow the earlier ones with their status (DOMAIN.md). */
import { useState } from 'react';
import { useFormik } from 'formik';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Pager } from '@vitrin/shared-libs/ui/Pager';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { SUPPORT_CATEGORIES } from '@vitrin/shared-libs/types/staff';
import { supportRequestSchema } from '@vitrin/shared-libs/validation/staff';
import { t } from '../../../i18n/adminTexts';
import { pagerLabels } from '../../../i18n/pagerLabels';
import { FormField } from '../../../lib/FormField';
import { fieldErrorsOf, showResult } from '../../../lib/resultDialog';
import { useCreateSupportRequestMutation, type SupportRequestInput } from '../api/createSupportRequest';
import { useSupportRequestsQuery } from '../api/getSupportRequests';

export function SupportPage() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useSupportRequestsQuery(page);
  const [create] = useCreateSupportRequestMutation();
  const formik = useFormik<SupportRequestInput>({
    initialValues: { subject: '', category: 'bug', message: '' },
    validationSchema: supportRequestSchema,
    onSubmit: async (values, helpers) => {
      const result = await create(values);
      helpers.setErrors(fieldErrorsOf(result));
      if (await showResult(result, t('support.sent'))) helpers.resetForm();
    },
  });

  return (
    <section aria-labelledby="support-title">
      <h1 id="support-title" className="h3 mb-3">
        {t('support.title')}
      </h1>
      <div className="row g-4">
        <div className="col-lg-5">
          <form noValidate onSubmit={formik.handleSubmit} className="card card-body">
            <h2 className="h5">{t('support.new')}</h2>
            <FormField formik={formik} name="subject" label={t('support.subject')} />
            <FormField formik={formik} name="category" label={t('support.category')}>
              {SUPPORT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`support.categories.${category}`)}
                </option>
              ))}
            </FormField>
            <FormField formik={formik} name="message" label={t('support.message')} multiline />
            <button type="submit" className="btn btn-primary align-self-start" disabled={formik.isSubmitting}>
              {t('support.send')}
            </button>
          </form>
        </div>
        <div className="col-lg-7">
          <h2 className="h5">{t('support.history')}</h2>
          {isLoading ? (
            <Spinner label={t('loading')} />
          ) : isError || !data ? (
            <LoadError message={t('support.loadError')} retryLabel={t('dashboard.retry')} onRetry={() => void refetch()} />
          ) : data.data.length === 0 ? (
            <p className="text-body-secondary">{t('support.empty')}</p>
          ) : (
            <table className="table align-middle">
              <caption className="visually-hidden">{t('support.history')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('support.subject')}</th>
                  <th scope="col">{t('support.category')}</th>
                  <th scope="col">{t('support.status')}</th>
                  <th scope="col">{t('inbox.date')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((request) => (
                  <tr key={request.id}>
                    <td>
                      {request.subject}
                      {request.user_name && <span className="d-block small text-body-secondary">{request.user_name}</span>}
                    </td>
                    <td>{t(`support.categories.${request.category}`)}</td>
                    <td>
                      <span className="badge text-bg-secondary">{t(`support.statuses.${request.status}`)}</span>
                    </td>
                    <td>{formatDate(request.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {data && data.last_page > 1 && (
            <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} labels={pagerLabels()} />
          )}
        </div>
      </div>
    </section>
  );
}
