/**
 * A list's state kept in the address (?page=&search=&…), as the public lists and the admin product list keep it:
 * the page (1 unless the address says otherwise) and an update that sets or removes parameters.
 */
import { useSearchParams } from 'react-router-dom';

export type ParamChanges = Record<string, string | null>;

/** A page change as the address keeps it: page 1 is no parameter at all. */
export const pageChange = (page: number): ParamChanges => ({ page: page > 1 ? String(page) : null });

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  /** Sets each non-empty value, removes each empty or null one; the other parameters stay. */
  const update = (changes: ParamChanges) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return { params, setParams, page, update };
}
