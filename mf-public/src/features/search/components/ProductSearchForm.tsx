/**
 * Product search: the inline variant is a text field with a search button (Enter searches); the
 * modal variant adds single-choice vehicle-type icons. Submitting goes to /search-products; while a product search
 * is already on its way, submitting sends nothing.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TRANSPORTER_TYPES, type TransporterType } from '@vitrin/shared-libs/types/api';
import { selectProductSearchInProgress } from '@vitrin/shared-libs/api/publicApi';
import { usePublicSelector } from '@vitrin/shared-libs/store/publicHooks';
import { PUBLIC_ROUTES } from '../../../config/routes';
import { VehicleIcon } from './VehicleIcon';

export function searchPath(search: string, type: TransporterType | null): string {
  const params = new URLSearchParams({ search });
  if (type) params.set('transporter_types', type);
  return `${PUBLIC_ROUTES.search_products}?${params.toString()}`;
}

export function ProductSearchForm({ variant, onDone }: { variant: 'inline' | 'modal'; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [type, setType] = useState<TransporterType | null>(null);
  const searching = usePublicSelector(selectProductSearchInProgress);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searching || (!text.trim() && !type)) return;
    navigate(searchPath(text.trim(), type));
    onDone?.();
  };

  return (
    // Named fields and a GET action: without script the browser opens the same results address.
    <form
      role="search"
      action={PUBLIC_ROUTES.search_products}
      method="get"
      onSubmit={submit}
      aria-label={t('search.title')}
      aria-busy={searching}
    >
      {variant === 'modal' && (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('layout.vehicle_type')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {TRANSPORTER_TYPES.map((vehicle) => (
              <div key={vehicle}>
                <input
                  type="radio"
                  className="btn-check"
                  name="transporter_types"
                  id={`${id}-${vehicle}`}
                  value={vehicle}
                  checked={type === vehicle}
                  onChange={() => setType(vehicle)}
                  onClick={() => type === vehicle && setType(null)}
                />
                <label
                  className="btn btn-outline-primary d-flex flex-column align-items-center px-3"
                  htmlFor={`${id}-${vehicle}`}
                >
                  <VehicleIcon type={vehicle} />
                  <span className="small">{t(`search.transporter_types.${vehicle}`)}</span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <div className="input-group">
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {t('search.placeholder')}
        </label>
        <input
          id={`${id}-text`}
          name="search"
          type="search"
          className="form-control"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
          // In the modal the text field takes the focus, before the vehicle types.
          data-autofocus={variant === 'modal' ? true : undefined}
        />
        <button type="submit" className="btn btn-primary" aria-disabled={searching}>
          {searching ? t('catalogue.searching') : t('search.button')}
        </button>
      </div>
    </form>
  );
}
