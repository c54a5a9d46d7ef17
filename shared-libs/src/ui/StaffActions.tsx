/**
 * Where a staff screen's main action sits, the same on every screen (docs/design.md, "Main action"): a list's
 * in its title bar, at the bar's right end after any other action; a form's in a bar stuck to the bottom of the
 * screen while the form scrolls, the save button first.
 */
import type { ReactNode } from 'react';

/** A list screen's title bar: the h1, what sits beside it (a search), then the actions at the right end. */
export function StaffTitleBar({
  titleId,
  title,
  children,
  actions,
}: {
  titleId: string;
  title: string;
  children?: ReactNode;
  /** The screen's actions, its main one (btn-primary) last. */
  actions?: ReactNode;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <h1 id={titleId} className="h3 mb-0">
        {title}
      </h1>
      {children}
      {actions && <div className="d-flex flex-wrap gap-2 ms-auto staff-title-actions">{actions}</div>}
    </div>
  );
}

/**
 * A form's foot, stuck to the bottom of the screen while the form is longer than it: the save button (and what
 * goes with it) stays in reach. It takes its own room at the form's end, so it never covers the last field.
 */
export function FormActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky-bottom bg-body border-top py-2 mt-4 d-flex flex-wrap align-items-center gap-3 staff-form-actions">
      {children}
    </div>
  );
}
