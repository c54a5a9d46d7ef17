/** A loading indicator announced to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
