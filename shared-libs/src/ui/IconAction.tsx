/**
 * A row action drawn as a small icon button (docs/design.md "Row actions"): the full name ("Düzenle: Ayşe
 * Yılmaz") is its accessible name and shows as a tooltip on hover and keyboard focus. A `to` makes it a link.
 * Used inside the admin frame, whose stylesheet (mf-admin layout.css) draws it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@vitrin/shared-libs/ui/Icon';

export type ActionTone = 'primary' | 'secondary' | 'danger' | 'success';

interface Common {
  /** The icon's inner SVG markup (a generated icon module's export). */
  icon: string;
  /** The full name: aria-label and tooltip. */
  label: string;
  tone?: ActionTone;
  disabled?: boolean;
  children?: ReactNode;
}

type Props = Common & ({ to: string; onClick?: never } | { to?: never; onClick: () => void });

export function IconAction({ icon, label, tone = 'secondary', to, onClick, disabled, children }: Props) {
  const className = `btn btn-sm btn-outline-${tone} icon-action`;
  const content = (
    <>
      <Icon icon={icon} />
      {children}
      <span className="icon-action-tip" aria-hidden="true">
        {label}
      </span>
    </>
  );
  if (to !== undefined) {
    return (
      <Link className={className} to={to} aria-label={label}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onClick} aria-label={label} disabled={disabled}>
      {content}
    </button>
  );
}

/** A row's actions side by side, never wrapping. */
export function IconActions({ children }: { children: ReactNode }) {
  return <span className="icon-actions">{children}</span>;
}
