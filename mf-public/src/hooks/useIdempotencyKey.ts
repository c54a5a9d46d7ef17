/** One key per submission attempt of a form: a retry or double click sends the same key, a new form a new one. */
import { useCallback, useRef } from 'react';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function useIdempotencyKey(): { key: () => string; renew: () => void } {
  const ref = useRef<string | null>(null);
  const key = useCallback(() => (ref.current ??= newKey()), []);
  const renew = useCallback(() => {
    ref.current = null;
  }, []);
  return { key, renew };
}
