/**
 * Per-language tabs of the staff forms (WAI-ARIA tabs: arrow keys move between tabs, every panel stays mounted).
 * A tab whose language has no text yet is marked, and an optional line above the tabs names the empty languages
 * (polite live region), so staff see which translations are missing. The caller passes its texts; the active tab
 * is kept here unless the caller controls it (`active` + `onChange`).
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface LanguageTabsTexts {
  /** Accessible name of the tab list. */
  tabList: string;
  /** The mark of an empty language's tab. */
  empty: string;
  /** The line above the tabs, given the empty languages (upper-case abbreviations); none when absent. */
  summary?: (empty: string[]) => string;
}

export interface LanguageTabsProps {
  languages: readonly { abbr: string; lang?: string }[];
  isEmpty: (abbr: string) => boolean;
  hasError?: (abbr: string) => boolean;
  texts: LanguageTabsTexts;
  active?: string;
  onChange?: (abbr: string) => void;
  children: (abbr: string) => ReactNode;
}

export function LanguageTabs({
  languages,
  isEmpty,
  hasError = () => false,
  texts,
  active: controlled,
  onChange,
  children,
}: LanguageTabsProps) {
  const id = useId();
  const [own, setOwn] = useState(languages[0]?.abbr ?? '');
  const active = controlled ?? own;
  const select = (abbr: string) => {
    setOwn(abbr);
    onChange?.(abbr);
  };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + languages.length) % languages.length;
    select(languages[next]!.abbr);
    tabs.current[next]?.focus();
  };
  const empty = languages.filter((language) => isEmpty(language.abbr)).map((language) => language.abbr.toUpperCase());
  return (
    <div>
      {texts.summary && (
        <p className="small mb-2" aria-live="polite">
          {texts.summary(empty)}
        </p>
      )}
      <div className="nav nav-tabs" role="tablist" aria-label={texts.tabList}>
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
              onClick={() => select(language.abbr)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {language.lang ? `${language.lang} (${language.abbr.toUpperCase()})` : language.abbr.toUpperCase()}
              {isEmpty(language.abbr) && <span className="badge text-bg-warning ms-2">{texts.empty}</span>}
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
