/** Shown where data could not be loaded; Retry asks again. Texts are passed in, in the page's language. */
export interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <div className="alert alert-warning d-flex align-items-center justify-content-between gap-3 my-4" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-outline-dark btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
