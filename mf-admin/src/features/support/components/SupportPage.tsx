/**
 * /admin/support: raise a support request and follow the earlier ones with their status. `?id=N` (the staff mail's
 * link, or a subject in the history) shows that request in full above the history.
 */
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useFormik } from 'formik';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from '@vitrin/shared-libs/types/staff';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { useListState } from '@vitrin/shared-libs/ui/useListParams';
import { supportRequestSchema } from '@vitrin/shared-libs/validation/staff';
import { adminText } from '../../../i18n/adminTexts';
import { ListTable } from '../../../components/ListPage';
import { formikField, TextField } from '@vitrin/shared-libs/ui/TextField';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useRefusedSendFocus } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { useCreateSupportRequestMutation, type SupportRequestInput } from '../api/createSupportRequest';
import { useSupportRequestQuery } from '../api/getSupportRequest';
import { useSupportRequestsQuery } from '../api/getSupportRequests';
import { AttachmentButton, SupportRequestDetail } from './SupportRequestDetail';
import { useIdParam } from '../../../lib/useIdParam';

export function SupportPage() {
  const list = useListState('support', ['status', 'category']);
  const query = useSupportRequestsQuery(list.query);
  const [shownId, setShownId] = useIdParam();
  const shown = useSupportRequestQuery(shownId ?? 0, { skip: shownId === null });
  const closeShown = () => setShownId(null);
  const [create] = useCreateSupportRequestMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const formik = useFormik<SupportRequestInput>({
    initialValues: { subject: '', category: 'bug', message: '', attachment: null },
    validationSchema: supportRequestSchema,
    onSubmit: async (values, helpers) => {
      const outcome = showOutcome(await create(values), {
        successTitle: adminText('support.sent'),
        form: () => form.current,
      });
      // On the form once the dialog (which names them) has closed: a field's blur would check them away.
      await outcome.closed;
      helpers.setErrors(outcome.errors);
      if (outcome.ok) {
        helpers.resetForm();
        if (fileInput.current) fileInput.current.value = '';
      }
    },
  });
  // Held while saving too: a send the rules refuse must not let go and take hold again (a Back entry each time).
  useUnsavedChangesGuard(formik.dirty);
  const form = useRefusedSendFocus(formik);
  const attachmentError = formik.errors.attachment as string | undefined;

  return (
    <section aria-labelledby="support-title">
      <h1 id="support-title" className="h3 mb-3">
        {adminText('support.title')}
      </h1>
      <div className="row g-4">
        <div className="col-lg-5">
          <form ref={form} noValidate onSubmit={formik.handleSubmit} className="card card-body">
            <h2 className="h5">{adminText('support.new')}</h2>
            <TextField {...formikField(formik, 'subject')} label={adminText('support.subject')} />
            <TextField {...formikField(formik, 'category')} label={adminText('support.category')}>
              {SUPPORT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {adminText(`support.categories.${category}`)}
                </option>
              ))}
            </TextField>
            <TextField {...formikField(formik, 'message')} label={adminText('support.message')} multiline rows={5} />
            <div className="mb-3">
              <label className="form-label" htmlFor="field-attachment">
                {adminText('support.attachment')}
              </label>
              <input
                ref={fileInput}
                id="field-attachment"
                name="attachment"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
                className={`form-control ${attachmentError ? 'is-invalid' : ''}`}
                aria-invalid={!!attachmentError}
                aria-describedby={attachmentError ? 'field-attachment-hint field-attachment-error' : 'field-attachment-hint'}
                onChange={(event) => void formik.setFieldValue('attachment', event.currentTarget.files?.[0] ?? null, false)}
              />
              <div id="field-attachment-hint" className="form-text">
                {adminText('support.attachmentHint')}
              </div>
              {attachmentError && (
                <div id="field-attachment-error" className="invalid-feedback d-block">
                  {attachmentError}
                </div>
              )}
            </div>
            <button type="submit" className="btn btn-primary align-self-start" disabled={formik.isSubmitting}>
              {adminText('support.send')}
            </button>
          </form>
        </div>
        <div className="col-lg-7">
          {shown.data && shown.data.id === shownId && <SupportRequestDetail request={shown.data} onClose={closeShown} />}
          {shown.isError && (
            <div className="alert alert-warning d-flex justify-content-between align-items-center" role="alert">
              {adminText('support.notFound')}
              <button type="button" className="btn-close" aria-label={adminText('inbox.close')} onClick={closeShown} />
            </div>
          )}
          <h2 className="h5">{adminText('support.history')}</h2>
          <div className="d-flex flex-wrap gap-2 mb-2">
            <FilterSelect
              label={adminText('support.byStatus')}
              all={adminText('list.all')}
              value={list.filters.status}
              options={SUPPORT_STATUSES.map((value) => ({ value, label: adminText(`support.statuses.${value}`) }))}
              onChange={(value) => list.setFilter('status', value)}
            />
            <FilterSelect
              label={adminText('support.byCategory')}
              all={adminText('list.all')}
              value={list.filters.category}
              options={SUPPORT_CATEGORIES.map((value) => ({ value, label: adminText(`support.categories.${value}`) }))}
              onChange={(value) => list.setFilter('category', value)}
            />
          </div>
          <ListTable
            query={query}
            caption={adminText('support.history')}
            loadError={adminText('support.loadError')}
            empty={adminText('support.empty')}
            onPage={list.setPage}
            sort={list.sort}
            tableClassName="table align-middle"
            columns={[
              { label: adminText('support.subject'), sort: 'subject' },
              { label: adminText('support.category'), sort: 'category' },
              { label: adminText('support.status'), sort: 'status' },
              adminText('support.attachmentColumn'),
              { label: adminText('inbox.date'), sort: 'created_at' },
            ]}
            row={(request) => (
              <tr key={request.id}>
                <td>
                  <Link
                    className="text-break"
                    to={list.hrefWith({ id: String(request.id) })}
                    replace
                    aria-current={request.id === shownId || undefined}
                  >
                    {request.subject}
                  </Link>
                  {request.user_name && <span className="d-block small text-body-secondary">{request.user_name}</span>}
                </td>
                <td>{adminText(`support.categories.${request.category}`)}</td>
                <td>
                  <span className="badge text-bg-secondary">{adminText(`support.statuses.${request.status}`)}</span>
                </td>
                <td>
                  {request.attachment ? (
                    <AttachmentButton attachment={request.attachment} />
                  ) : (
                    <span className="text-body-secondary">{adminText('support.noAttachment')}</span>
                  )}
                </td>
                <td>{formatDate(request.created_at)}</td>
              </tr>
            )}
          />
        </div>
      </div>
    </section>
  );
}
