import { useState, type FormEvent } from 'react';
import { adminText } from '../i18n/adminTexts';

/** The admin lists' search box: the list searches when the form is sent (button or Enter), not on every key. */
export function SearchForm({
  id,
  value = '',
  onSearch,
  className = 'ms-auto',
}: {
  id: string;
  /** The search the list shows now (from the address): the box shows it, and follows it on Back. */
  value?: string;
  onSearch: (search: string) => void;
  className?: string;
}) {
  const [draft, setDraft] = useState(value);
  // The address changed (Back, a link): the box shows the list's search again.
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
      <label className="visually-hidden" htmlFor={id}>
        {adminText('inbox.search')}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn btn-sm btn-outline-secondary">
        {adminText('inbox.search')}
      </button>
    </form>
  );
}
