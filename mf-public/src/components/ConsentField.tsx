/** The KVKK consent checkbox with a link to the notice; required by checkout and the job application. */
import { useField } from 'formik';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { contractSeoName, useContractsQuery } from '../api/getContracts';

export function ConsentField({ submitted }: { submitted: boolean }) {
  const { t } = useTranslation();
  const [field, meta] = useField<boolean>({ name: 'kvkk', type: 'checkbox' });
  const id = useId();
  const { data: contracts = [] } = useContractsQuery();
  // The KVKK notice is the first contract (heaviest queue); its link opens in a new tab so nothing typed is lost.
  const notice = contracts[0];
  const showError = (meta.touched || submitted) && !!meta.error;
  return (
    <div className="form-check mb-3">
      <input
        name={field.name}
        checked={!!field.checked}
        onChange={field.onChange}
        onBlur={field.onBlur}
        id={id}
        type="checkbox"
        className={`form-check-input${showError ? ' is-invalid' : ''}`}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : undefined}
        aria-required
      />
      <label className="form-check-label" htmlFor={id}>
        {t('forms.kvkk_label')}
      </label>
      {notice && (
        <Link className="ms-2" to={routePath('contract', contractSeoName(notice))} target="_blank">
          {t('forms.kvkk_link')}
        </Link>
      )}
      {showError && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {meta.error}
        </div>
      )}
    </div>
  );
}
