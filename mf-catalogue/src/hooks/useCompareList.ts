/**
 * The products a visitor picked to compare (at most four seo names), kept in local storage so product cards, the
 * product page and the bar agree across pages and tabs. Read in an effect, never while rendering: the server's
 * page and the first render in the browser show no choice, and the choice follows at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { COMPARE_MAX, compareSeoNames } from '@vitrin/shared-libs/utils/compare';

const KEY = 'compare';
const EVENT = 'vitrin-compare';

function stored(): string[] {
  try {
    return compareSeoNames(window.localStorage.getItem(KEY) ?? '');
  } catch {
    return [];
  }
}

export function useCompareList() {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => {
    const read = () => setList(stored());
    read();
    window.addEventListener(EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  const save = useCallback((next: string[]) => {
    try {
      window.localStorage.setItem(KEY, next.join(','));
    } catch {
      // A browser without storage keeps the choice on this page only.
    }
    setList(next);
    window.dispatchEvent(new Event(EVENT));
  }, []);
  const toggle = useCallback(
    (seoName: string) => {
      const current = stored();
      save(current.includes(seoName) ? current.filter((n) => n !== seoName) : [...current, seoName].slice(-COMPARE_MAX));
    },
    [save],
  );
  const clear = useCallback(() => save([]), [save]);
  return { list, toggle, clear, full: list.length >= COMPARE_MAX };
}
