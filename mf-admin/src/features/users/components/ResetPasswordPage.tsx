/** /admin/user-reset-password/:id — a new password for a staff account; their open sessions end. */
import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { FormActionBar } from '@vitrin/shared-libs/ui/StaffActions';
import { useFormik } from 'formik';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { passwordResetSchema } from '@vitrin/shared-libs/validation/staff';
import { adminText } from '../../../i18n/adminTexts';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useRefusedSendFocus } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { useUserQuery } from '../api/getUser';
import { useResetPasswordMutation } from '../api/resetPassword';
import { formikField, TextField } from '@vitrin/shared-libs/ui/TextField';

export function ResetPasswordPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const user = useUserQuery(id).data;
  const [resetPassword] = useResetPasswordMutation();
  const formik = useFormik({
    initialValues: { password: '' },
    validationSchema: passwordResetSchema,
    onSubmit: async ({ password }) => {
      const result = await resetPassword({ id, password });
      const outcome = showOutcome(result, { successTitle: adminText('dialogs.updated'), form: () => form.current });
      // On the form once the dialog (which names them) has closed: a field's blur would check them away.
      await outcome.closed;
      formik.setErrors(outcome.errors);
      if (outcome.ok) navigate(adminHref('users'));
    },
  });
  // Held while saving too: a send the rules refuse must not let go and take hold again (a Back entry each time).
  useUnsavedChangesGuard(formik.dirty);
  const form = useRefusedSendFocus(formik);
  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title" className="h3 mb-3">
        {adminText('users.resetTitle', { name: user?.name ?? '' })}
      </h1>
      <form ref={form} noValidate onSubmit={formik.handleSubmit} className="card card-body" style={{ maxWidth: 560 }}>
        <TextField
          {...formikField(formik, 'password')}
          label={adminText('users.newPassword')}
          type="password"
          autoComplete="new-password"
        />
        <FormActionBar>
          <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
            {adminText('users.save')}
          </button>
          <Link to={adminHref('users')} className="btn btn-outline-secondary">
            {adminText('dialogs.cancel')}
          </Link>
        </FormActionBar>
      </form>
    </section>
  );
}
