import { lazy } from 'react';

/**
 * Parts of the shell that the first paint of a page does not need, each loaded the first time it
 * is shown: dialogs, the notification area, the mobile drawer and the signed-in user's controls.
 */
export const SignedInTools = lazy(() => import('./signed-in-tools').then((m) => ({ default: m.SignedInTools })));
export const SessionDialogs = lazy(() => import('@/features/auth/session-dialogs').then((m) => ({ default: m.SessionDialogs })));
export const NotificationHost = lazy(() => import('@/components/notification-host').then((m) => ({ default: m.NotificationHost })));
export const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
