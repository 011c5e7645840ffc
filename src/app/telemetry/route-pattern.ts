import { matchRoutes, type RouteObject } from 'react-router-dom';

/** The route table's pattern for a pathname, e.g. `/draw/:gameId`: never the address's own params. */
export function routePatternOf(routes: RouteObject[], pathname: string, basename?: string): string {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  const segments = matches
    .map((m) => m.route.path)
    .filter((p): p is string => !!p && p !== '/')
    .map((p) => p.replace(/^\/|\/$/g, ''));
  return `/${segments.join('/')}`;
}
