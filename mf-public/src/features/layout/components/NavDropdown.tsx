/** A navbar group: a button that opens its list (Escape or a click elsewhere closes it). */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export function NavDropdown({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <li className="nav-item dropdown" ref={root}>
      <button
        type="button"
        className="nav-link dropdown-toggle btn btn-link text-start"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <ul id={id} className={`dropdown-menu${open ? ' show' : ''}`}>
        {children}
      </ul>
    </li>
  );
}
