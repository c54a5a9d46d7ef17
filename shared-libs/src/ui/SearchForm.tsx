import { useState, type FormEvent } from 'react';

/** The API's longest search (docs/api.md, "Paged lists"). */
const SEARCH_MAX = 100;

export interface SearchFormProps {
  id: string;
  /** The search the list shows now (from the address): the box shows it, and follows it on Back. */
  value?: string;
  onSearch: (search: string) => void;
  label: string;
  /** The button's text; the label's by default. */
  button?: string;
  /** The label is read by screen readers only (a compact list head). */
  hideLabel?: boolean;
  /** The small field and button of a list head. */
  small?: boolean;
  className?: string;
}

/**
 * The staff lists' one search box: the list searches when the form is sent (button or Enter), not on every key,
 * and the box follows the address (Back, a link) when the list's search changes there.
 */
export function SearchForm({
  id,
  value = '',
  onSearch,
  label,
  button = label,
  hideLabel,
  small,
  className = '',
}: SearchFormProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className={`d-flex gap-2 align-items-end ${className}`} role="search" onSubmit={submit}>
      <div className="flex-grow-1">
        <label className={hideLabel ? 'visually-hidden' : 'form-label'} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          className={`form-control${small ? ' form-control-sm' : ''}`}
          value={draft}
          maxLength={SEARCH_MAX}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <button type="submit" className={small ? 'btn btn-sm btn-outline-secondary' : 'btn btn-outline-primary'}>
        {button}
      </button>
    </form>
  );
}
