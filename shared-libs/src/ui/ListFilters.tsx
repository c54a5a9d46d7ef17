/**
 * The staff lists' filters (docs/architecture.md, "Lists"): a labelled select and a date range, each bound to an
 * address parameter through useListState. Small controls, laid out in the list's filter row.
 */
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled select: '' is its "all" option (no parameter in the address). */
export function FilterSelect({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string;
  /** The label of the option that filters nothing. */
  all: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-1">
      <label className="small text-body-secondary text-nowrap" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Two date fields (YYYY-MM-DD, both days included): `from` and `to` of the list's date column. */
export function DateRangeFilter({
  labels,
  from,
  to,
  onChange,
}: {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onChange: (name: 'from' | 'to', value: string) => void;
}) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-1">
      <label className="small text-body-secondary text-nowrap" htmlFor={`${id}-from`}>
        {labels.from}
      </label>
      <input
        id={`${id}-from`}
        type="date"
        className="form-control form-control-sm w-auto"
        value={from}
        max={to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <label className="small text-body-secondary text-nowrap" htmlFor={`${id}-to`}>
        {labels.to}
      </label>
      <input
        id={`${id}-to`}
        type="date"
        className="form-control form-control-sm w-auto"
        value={to}
        min={from || undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </div>
  );
}
