/** "Mobile" is a window narrower than 992 px or a mobile user agent. */
import { useSyncExternalStore } from 'react';

export const MOBILE_BREAKPOINT = 992;
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export const isMobileAgent = (agent: string) => MOBILE_AGENT.test(agent);

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < MOBILE_BREAKPOINT || isMobileAgent(navigator.userAgent),
    () => false,
  );
}
