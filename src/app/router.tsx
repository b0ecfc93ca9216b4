import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { routeTable } from './route-table';
import { Shell } from './shell/shell';
import { RouteError } from './route-error';

/** Router built from the route table: every screen lazily loaded inside the shell. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      errorElement: <RouteError />,
      children: [
        ...routeTable.map(
          (entry): RouteObject => ({
            path: entry.path,
            handle: { title: entry.title, roles: entry.roles },
            lazy: async () => ({ Component: (await entry.load()).default }),
          }),
        ),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
