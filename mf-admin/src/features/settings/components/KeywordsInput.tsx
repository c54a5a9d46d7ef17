/** Keywords edited as tags: type and press Enter or a comma to add; each tag has a remove button. */
import { useId, useState, type KeyboardEvent } from 'react';
import { settingsText } from '../../../i18n/settingsTexts';

export interface KeywordsInputProps {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}

export function KeywordsInput({ value, onChange, error }: KeywordsInputProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');

  const add = (raw: string) => {
    const parts = raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const next = [...value];
    for (const part of parts) {
      if (!next.some((k) => k.toLocaleLowerCase('tr') === part.toLocaleLowerCase('tr'))) next.push(part);
    }
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={settingsText('site.keywords')}>
        {value.map((keyword) => (
          <li key={keyword} className="badge text-bg-secondary d-inline-flex align-items-center gap-1 fs-6 fw-normal">
            {keyword}
            <button
              type="button"
              className="btn-close btn-close-white"
              style={{ fontSize: '0.6rem' }}
              aria-label={settingsText('site.removeKeyword', { keyword })}
              onClick={() => onChange(value.filter((k) => k !== keyword))}
            />
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className="form-label">
        {settingsText('site.keywordInput')}
      </label>
      <input
        id={inputId}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
        aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <div id={hintId} className="form-text">
        {settingsText('site.keywordHint')}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
