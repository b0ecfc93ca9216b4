import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { routeTable } from './route-table';
import { Shell } from './shell/shell';
import { RouteError } from './route-error';
import type { RouteEntry } from './route-table';

const isCabinet = (entry: RouteEntry) => entry.path === '/user' || entry.path.startsWith('/user/');

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: { title: entry.title, roles: entry.roles },
  lazy: async () => ({ Component: (await entry.load()).default }),
});

/** Router built from the route table: every screen lazily loaded inside the shell. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      errorElement: <RouteError />,
      children: [
        ...routeTable.filter((entry) => !isCabinet(entry)).map(toRoute),
        {
          // The cabinet's menu is loaded with the first cabinet screen, beside it.
          lazy: async () => ({ Component: (await import('@/features/cabinet/cabinet-layout')).CabinetLayout }),
          children: routeTable.filter(isCabinet).map(toRoute),
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
