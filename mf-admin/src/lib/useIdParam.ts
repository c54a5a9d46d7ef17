/**
 * The record a list screen has open, kept in the address as `?id=N` (what the staff mails link to), and a setter
 * that changes only that parameter. Opening a record is a step in the history, so Back closes it and shows the
 * list as it was (its page, sort and filters); closing one replaces the entry. A value that is not a positive whole
 * number is no record (null).
 */
import { useSearchParams } from 'react-router-dom';

export function useIdParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const setId = (next: number | null) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === null) changed.delete('id');
        else changed.set('id', String(next));
        return changed;
      },
      { replace: next === null },
    );
  return [Number.isSafeInteger(id) && id > 0 ? id : null, setId];
}
