import { matchRoutes } from 'react-router-dom';
import { routeTable } from './route-table';

/** What the shell reads of the matched route: its title (browser tab) and roles (access guard). */
export interface RouteHandle {
  title?: string;
  roles?: readonly number[];
}

const handleRoutes = routeTable.map((entry) => ({
  path: entry.path,
  handle: { title: entry.title, roles: entry.roles } as RouteHandle,
}));

/** The handles of the routes matching a path, outermost first (none for an unknown path). */
export const routeHandles = (pathname: string): RouteHandle[] =>
  (matchRoutes(handleRoutes, pathname) ?? []).map((m) => m.route.handle);
