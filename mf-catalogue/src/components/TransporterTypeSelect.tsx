/** The vehicle-type choice of the public lists (a category's products, the search): labelled, "any" first. */
import { useTranslation } from 'react-i18next';
import { TRANSPORTER_TYPES, type TransporterType } from '@vitrin/shared-libs/types/api';

export const isTransporterType = (value: string | null | undefined): value is TransporterType =>
  TRANSPORTER_TYPES.includes(value as TransporterType);

export interface TransporterTypeSelectProps {
  /** The query parameter the field sends when the form is sent without script. */
  name?: string;
  id: string;
  value: string;
  /** The text of the empty choice (every vehicle type). */
  anyLabel: string;
  onChange: (value: string) => void;
}

export function TransporterTypeSelect({ id, name, value, anyLabel, onChange }: TransporterTypeSelectProps) {
  const { t } = useTranslation();
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {t('catalogue.vehicle_type')}
      </label>
      <select id={id} name={name} className="form-select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {TRANSPORTER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`search.transporter_types.${type}`)}
          </option>
        ))}
      </select>
    </>
  );
}
