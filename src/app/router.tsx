import { useRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { onDemand } from '@/components/on-demand';
import { routeTable, type RouteEntry } from './route-table';
import { Shell } from './shell/shell';

const isCabinet = (entry: RouteEntry) => entry.path === '/user' || entry.path.startsWith('/user/');

/** A screen downloaded when its route is first shown; a failed download is tried again next time. */
const toRoute = (entry: RouteEntry): RouteObject => {
  const Screen = onDemand(async () => (await entry.load()).default);
  return { path: entry.path, element: <Screen /> };
};

// The cabinet's menu is loaded with the first cabinet screen, beside it.
const CabinetLayout = onDemand(async () => (await import('@/features/cabinet/cabinet-layout')).CabinetLayout);

/**
 * Routes built from the route table: every screen lazily loaded inside the shell, which waits for
 * it (Suspense), shows the error page if it fails, and applies the access guard and the title of
 * the matched entry (route-handles.ts). Declarative routes: the data router's loaders and actions
 * are not used, and leaving them out keeps 18 KB gzip off the first paint.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        ...routeTable.filter((entry) => !isCabinet(entry)).map(toRoute),
        { element: <CabinetLayout />, children: routeTable.filter(isCabinet).map(toRoute) },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

const routes = buildRoutes();

/** The screen of the current location inside the shell. */
export function AppRoutes() {
  return useRoutes(routes);
}
