/**
 * False while the server renders and while the browser hydrates its HTML, true from the render after: what only
 * JavaScript makes true (a disclosure's aria-expanded) is added then, so the hydrated HTML equals the server's.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
