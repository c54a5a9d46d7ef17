/** A progress bar (an upload's percent, or a step still running when `working`), named for screen readers by `label`. */
import type { ReactNode } from 'react';

export function ProgressBar({
  label,
  percent,
  children,
  working = false,
}: {
  label: string;
  /** 0–100. */
  percent: number;
  /** The text on the bar. */
  children: ReactNode;
  /** Striped and moving: the server is still at work. */
  working?: boolean;
}) {
  return (
    <div
      className="progress mb-3"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div
        className={`progress-bar${working ? ' progress-bar-striped progress-bar-animated' : ''}`}
        style={{ width: `${percent}%` }}
      >
        {children}
      </div>
    </div>
  );
}
