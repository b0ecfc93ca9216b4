import { matchRoutes } from 'react-router-dom';
import type { UserRight } from '@common/current-user';
import { routeTable } from './route-table';

/** What the shell reads of the matched route: its title (browser tab), roles and right (access guard). */
export interface RouteHandle {
  title?: string;
  roles?: readonly number[];
  right?: UserRight;
}

const handleRoutes = routeTable.map((entry) => ({
  path: entry.path,
  handle: { title: entry.title, roles: entry.roles, right: entry.right } as RouteHandle,
}));

/** The handles of the routes matching a path, outermost first (none for an unknown path). */
export const routeHandles = (pathname: string): RouteHandle[] =>
  (matchRoutes(handleRoutes, pathname) ?? []).map((m) => m.route.handle);
