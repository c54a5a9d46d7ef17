/** Create a staff account (/admin/user-create) or update one (/admin/user-update/:id). */
import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { FormActionBar } from '@vitrin/shared-libs/ui/StaffActions';
import { useFormik } from 'formik';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { userCreateSchema, userUpdateSchema } from '@vitrin/shared-libs/validation/staff';
import { EDITOR } from '@vitrin/shared-libs/auth/areaRoles';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';
import { adminText } from '../../../i18n/adminTexts';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useRefusedSendFocus } from '@vitrin/shared-libs/ui/FocusFirstInvalid';
import { useRoleGroupsQuery } from '../api/getRoleGroups';
import { useUserQuery } from '../api/getUser';
import { useCreateUserMutation, useUpdateUserMutation, type UserInput } from '../api/saveUser';
import { formikField, TextField } from '@vitrin/shared-libs/ui/TextField';

function UserForm({ user }: { user: StaffUser | null }) {
  const navigate = useNavigate();
  const roles = useRoleGroupsQuery().data ?? [];
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const formik = useFormik<UserInput & { password: string }>({
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role_group: user?.role_group ?? EDITOR,
      password: '',
    },
    validationSchema: user ? userUpdateSchema : userCreateSchema,
    onSubmit: async (values) => {
      const result = user
        ? await updateUser({ id: user.id, name: values.name, email: values.email, role_group: values.role_group })
        : await createUser(values);
      const outcome = showOutcome(result, {
        successTitle: user ? adminText('dialogs.updated') : adminText('dialogs.success'),
        form: () => form.current,
      });
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
    <form ref={form} noValidate onSubmit={formik.handleSubmit} className="card card-body" style={{ maxWidth: 560 }}>
      <TextField {...formikField(formik, 'name')} label={adminText('users.name')} autoComplete="name" />
      <TextField {...formikField(formik, 'email')} label={adminText('users.email')} type="email" autoComplete="off" />
      <TextField {...formikField(formik, 'role_group')} label={adminText('users.roleGroup')}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </TextField>
      {!user && (
        <TextField
          {...formikField(formik, 'password')}
          label={adminText('users.password')}
          type="password"
          autoComplete="new-password"
        />
      )}
      <FormActionBar>
        <HistoryLink entity="user" id={user?.id} />
        <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
          {adminText('users.save')}
        </button>
        <Link to={adminHref('users')} className="btn btn-outline-secondary">
          {adminText('dialogs.cancel')}
        </Link>
      </FormActionBar>
    </form>
  );
}

export function UserFormPage({ mode }: { mode: 'create' | 'update' }) {
  const id = Number(useParams().id);
  const { data, isLoading, isError, refetch } = useUserQuery(id, { skip: mode === 'create' });
  return (
    <section aria-labelledby="user-form-title">
      <h1 id="user-form-title" className="h3 mb-3">
        {mode === 'create' ? adminText('users.create') : adminText('users.update')}
      </h1>
      {mode === 'create' ? (
        <UserForm user={null} />
      ) : isLoading ? (
        <Spinner label={adminText('loading')} />
      ) : isError || !data ? (
        <LoadError
          message={adminText('users.loadError')}
          retryLabel={adminText('dashboard.retry')}
          onRetry={() => void refetch()}
        />
      ) : (
        <UserForm user={data} />
      )}
    </section>
  );
}
