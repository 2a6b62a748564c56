import type { RouteObject } from 'react-router-dom';
import { siteRoutes } from '../routes';

/**
 * The shell's own pages, read from its route table: every path without a parameter or a wildcard. The server answers
 * 404 for a path that is neither one of these nor under a deployed section when it cannot render (page-status.ts).
 */
export function shellPagePaths(routes: readonly RouteObject[] = siteRoutes, parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const own = route.path !== undefined && !/[:*]/.test(path) ? [path] : [];
    return [...own, ...(route.children ? shellPagePaths(route.children, path) : [])];
  });
}

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent === '/' ? '' : parent}/${path}`;
