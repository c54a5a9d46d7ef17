/**
 * A navbar group: a disclosure (`<details>`/`<summary>`) that opens its list, so it opens without JavaScript too.
 * Once hydrated, React keeps its state and the summary speaks as a button with aria-expanded. By keyboard as in a
 * menu: Down (or Up) on the summary opens it at its first (or last) entry, the arrows, Home and End move between
 * entries, Escape closes it back to the summary, and tabbing out of it closes it; a click elsewhere closes it too.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useHydrated } from '../hooks/useHydrated';

const entriesOf = (root: HTMLElement | null) => Array.from(root?.querySelectorAll<HTMLElement>('.dropdown-menu a[href]') ?? []);

function focusEntry(root: HTMLElement | null, which: 'first' | 'last') {
  const list = entriesOf(root);
  (which === 'first' ? list[0] : list[list.length - 1])?.focus();
}

/** The entry an arrow, Home or End key moves to from `at` (-1: none focused), or null for another key. */
function entryAfter(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (at + 1) % count;
  if (key === 'ArrowUp') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function NavDropdown({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  /** Where the focus goes once the list has opened by keyboard. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      focusEntry(root.current, focusOnOpen.current);
      focusOnOpen.current = null;
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('summary')?.focus();
        return;
      }
      // Arrows, Home and End move between the entries while one of them has the focus.
      const list = entriesOf(root.current);
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? null : entryAfter(event.key, at, list.length);
      if (next === null) return;
      event.preventDefault();
      list[next]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onButtonKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const which = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) focusEntry(root.current, which);
    else {
      focusOnOpen.current = which;
      setOpen(true);
    }
  };

  // The focus moved to something outside the group (Tab past its last entry, Shift+Tab before its button): it
  // closes. A click on plain text inside it moves the focus nowhere and keeps it open.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) setOpen(false);
  };

  // The browser opens and closes the details (a click, Enter or Space on the summary); the state follows it.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);

  return (
    <li className="nav-item dropdown" ref={root} onBlur={onBlur}>
      <details className="site-disclosure" open={open} onToggle={onToggle}>
        <summary
          className="nav-link dropdown-toggle"
          {...(hydrated ? { role: 'button', 'aria-expanded': open, 'aria-controls': id } : {})}
          onKeyDown={onButtonKey}
        >
          {label}
        </summary>
        <ul id={id} className="dropdown-menu">
          {children}
        </ul>
      </details>
    </li>
  );
}
