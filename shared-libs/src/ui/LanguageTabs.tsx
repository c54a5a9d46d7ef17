/**
 * Per-language tabs of the staff forms (WAI-ARIA tabs: arrow keys move between tabs, every panel stays mounted).
 * A tab whose language has no text yet is marked, and an optional line above the tabs names the empty languages
 * (polite live region), so staff see which translations are missing. The caller passes its texts; the active tab
 * is kept here unless the caller controls it (`active` + `onChange`).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The address of a form opened on one language's tab and field (the translation report's links):
 * `?tab=en&field=name` selects the English tab and focuses its name field once both are on the page.
 */
export const TAB_PARAM = 'tab';
export const FIELD_PARAM = 'field';

/** The field of `field` in a language's panel: by name (`name_en`), by id (`…-title-en`) or marked `data-field`. */
function fieldIn(panel: HTMLElement, field: string, abbr: string): HTMLElement | null {
  const found = panel.querySelector<HTMLElement>(
    `[name="${field}_${abbr}"], [id$="-${field}-${abbr}"], [id$="${field}_${abbr}"], [data-field="${field}"]`,
  );
  if (!found || found.matches('input, textarea, select, [contenteditable="true"]')) return found;
  return found.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]') ?? found;
}

/** Focuses `field` in `panel` as soon as it is there (a rich-text editor mounts after the form). */
function focusWhenPresent(panel: HTMLElement, field: string, abbr: string, done: () => void): () => void {
  const tryFocus = () => {
    const target = fieldIn(panel, field, abbr);
    if (!target) return false;
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
    done();
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(panel, { childList: true, subtree: true });
  return () => observer.disconnect();
}

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
  // The tab and field the address asks for, applied once when that language is among the tabs.
  const [asked] = useState(() => {
    const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    return { tab: params.get(TAB_PARAM), field: params.get(FIELD_PARAM) };
  });
  const applied = useRef(false);
  const [focusing, setFocusing] = useState(false);
  const offered = languages.some((language) => language.abbr === asked.tab);
  useEffect(() => {
    if (applied.current || !asked.tab || !offered) return;
    applied.current = true;
    select(asked.tab);
    setFocusing(Boolean(asked.field));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the asked language is offered
  }, [offered]);
  useEffect(() => {
    const panel = document.getElementById(`${id}-panel-${asked.tab}`);
    if (!focusing || active !== asked.tab || !asked.field || !panel) return;
    return focusWhenPresent(panel, asked.field, asked.tab, () => setFocusing(false));
  }, [focusing, active, asked, id]);
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
