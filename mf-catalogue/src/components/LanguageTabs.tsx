/**
 * Per-language tabs (WAI-ARIA tabs: arrow keys move between tabs). A tab whose language has no text yet says so
 * ("boş"), so staff see which translations are missing.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Language } from '@vitrin/shared-libs/types/api';
import { t } from '../i18n/catalogueAdminTexts';

export interface LanguageTabsProps {
  languages: Language[];
  isEmpty: (abbr: string) => boolean;
  hasError?: (abbr: string) => boolean;
  children: (abbr: string) => ReactNode;
}

export function LanguageTabs({ languages, isEmpty, hasError = () => false, children }: LanguageTabsProps) {
  const id = useId();
  const [active, setActive] = useState(languages[0]?.abbr ?? '');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + languages.length) % languages.length;
    setActive(languages[next]!.abbr);
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <div className="nav nav-tabs" role="tablist" aria-label={t('languageTabs')}>
        {languages.map((language, index) => {
          const selected = language.abbr === active;
          return (
            <button
              key={language.abbr}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${language.abbr}`}
              aria-controls={`${id}-panel-${language.abbr}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={`nav-link${selected ? ' active' : ''}${hasError(language.abbr) ? ' text-danger' : ''}`}
              onClick={() => setActive(language.abbr)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {language.lang} ({language.abbr.toUpperCase()})
              {isEmpty(language.abbr) && <span className="badge text-bg-warning ms-2">{t('emptyLanguage')}</span>}
            </button>
          );
        })}
      </div>
      {languages.map((language) => (
        <div
          key={language.abbr}
          role="tabpanel"
          id={`${id}-panel-${language.abbr}`}
          aria-labelledby={`${id}-tab-${language.abbr}`}
          hidden={language.abbr !== active}
          className="border border-top-0 rounded-bottom p-3"
        >
          {children(language.abbr)}
        </div>
      ))}
    </div>
  );
}
