/**
 * The path this remote's screen is mounted at (`/admin/pages/air-springs` for `pages/air-springs/*`), whatever
 * sub-page is open: the address without the splat part. (A relative '' in a splat route resolves to the full
 * address in react-router 7, so it cannot serve as the base.)
 */
import { useLocation, useParams } from 'react-router-dom';

export function useMountPath(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  const base = splat && pathname.endsWith(splat) ? pathname.slice(0, pathname.length - splat.length) : pathname;
  return base.replace(/\/+$/, '');
}
