import type { RegisteredRoute } from '../helpers';

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** "METHOD /url" as route tables key a route. */
export const routeKey = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** A concrete URL for a route: every `:param` becomes `1`, a wildcard becomes `x`. */
export function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]\w*/g, '1').replace(/\*$/, 'x');
}

/** The app's own /api routes, each once. */
export function apiRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = routeKey(route);
    if (!route.url.startsWith('/api/') || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
