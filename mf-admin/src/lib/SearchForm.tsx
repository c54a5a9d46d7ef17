import { useState, type FormEvent } from 'react';
import { adminText } from '../i18n/adminTexts';

/** The admin lists' search box: the list searches when the form is sent (button or Enter), not on every key. */
export function SearchForm({
  id,
  onSearch,
  className = 'ms-auto',
}: {
  id: string;
  onSearch: (search: string) => void;
  className?: string;
}) {
  const [draft, setDraft] = useState('');
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
