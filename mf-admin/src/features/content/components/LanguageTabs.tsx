/** Tabs, one per language, each marked when its fields are still empty; every panel stays mounted. */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ct } from '../../../i18n/contentTexts';

export interface LanguageTabsProps {
  langs: readonly string[];
  active: string;
  onChange: (lang: string) => void;
  empty: readonly string[];
  renderPanel: (lang: string) => ReactNode;
}

export function LanguageTabs({ langs, active, onChange, empty, renderPanel }: LanguageTabsProps) {
  const base = useId();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = langs[(index + step + langs.length) % langs.length]!;
    onChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="bg-body">
      <p className="small mb-2" aria-live="polite">
        {empty.length > 0
          ? ct('emptyLanguages', { list: empty.map((l) => l.toUpperCase()).join(', ') })
          : ct('allLanguagesFilled')}
      </p>
      <div className="nav nav-tabs" role="tablist" aria-label={ct('languages')}>
        {langs.map((lang, index) => {
          const selected = lang === active;
          return (
            <button
              key={lang}
              ref={(el) => {
                tabs.current[lang] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${lang}`}
              aria-controls={`${base}-panel-${lang}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={`nav-link${selected ? ' active' : ''}`}
              onClick={() => onChange(lang)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {lang.toUpperCase()}
              {empty.includes(lang) && <span className="badge text-bg-warning ms-2">{ct('emptyLanguage')}</span>}
            </button>
          );
        })}
      </div>
      {langs.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${base}-panel-${lang}`}
          aria-labelledby={`${base}-tab-${lang}`}
          hidden={lang !== active}
          className="border border-top-0 rounded-bottom p-3"
        >
          {renderPanel(lang)}
        </div>
      ))}
    </div>
  );
}
