/**
 * On every route change: a preloader shows and hides after 860 ms (not on home), the page
 * scrolls to top after 320 ms, and the navbar re-renders 320 ms later. It also re-renders when the window is
 * resized to 700 px or wider (after 860 ms), and when translations or categories load. The page the
 * visitor arrives on is not a route change (docs/architecture.md): no preloader covers it and nothing scrolls.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export const PRELOADER_MS = 860;
export const SCROLL_TOP_MS = 320;
export const NAVBAR_ROUTE_REFRESH_MS = 320;
export const NAVBAR_RESIZE_REFRESH_MS = 860;
export const NAVBAR_RESIZE_MIN_WIDTH = 700;

/**
 * A language change writes `?lang=` into the address: the same page, not a route change. When it only completes
 * the navigation before it (the language kept in the address after a link was followed), it names that
 * navigation's key (`of`): the preloader of that navigation runs on.
 */
const languageOnly = (state: unknown): { of?: string } | null =>
  typeof state === 'object' && state !== null && (state as { languageOnly?: boolean }).languageOnly === true
    ? (state as { of?: string })
    : null;

export function usePreloader(): boolean {
  const { pathname, key, state } = useLocation();
  // The navigation (location key) whose preloader has run its time; the first location needs none.
  const [doneFor, setDoneFor] = useState<string>(key);
  const sameNavigation = languageOnly(state);
  const navigation = sameNavigation ? (sameNavigation.of ?? doneFor) : key;
  useEffect(() => {
    if (doneFor === navigation) return undefined;
    const timer = window.setTimeout(() => setDoneFor(navigation), PRELOADER_MS);
    return () => window.clearTimeout(timer);
  }, [navigation, doneFor]);
  return pathname !== '/' && doneFor !== navigation;
}

export function useScrollToTopOnRouteChange(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return undefined;
    first.current = '';
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, left: 0 }), SCROLL_TOP_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/**
 * A key that changes whenever the navbar should re-render: with the marks (the language, whether categories
 * are in), 320 ms after a route change, and after a resize to 700 px or wider.
 */
export function useNavbarRevision(marks: readonly (string | number | boolean)[]): string {
  const { pathname } = useLocation();
  const [revision, setRevision] = useState(0);
  const bump = () => setRevision((n) => n + 1);

  // The page the visitor arrives on is not a route change: its navbar (server-rendered) is kept as it is.
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return undefined;
    first.current = '';
    const timer = window.setTimeout(bump, NAVBAR_ROUTE_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      if (window.innerWidth >= NAVBAR_RESIZE_MIN_WIDTH) timer = window.setTimeout(bump, NAVBAR_RESIZE_REFRESH_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);

  return [revision, ...marks].join(':');
}
