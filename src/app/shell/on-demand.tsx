import { onDemand } from '@/components/on-demand';

/**
 * Parts of the shell that the first paint of a page does not need, each loaded the first time it
 * is shown: dialogs, the notification area, the mobile drawer and the signed-in user's controls.
 */
export const SignedInTools = onDemand(() => import('./signed-in-tools').then((m) => m.SignedInTools));
export const SessionDialogs = onDemand(() => import('@/features/auth/session-dialogs').then((m) => m.SessionDialogs));
export const NotificationHost = onDemand(() =>
  import('@/components/notification-host').then((m) => m.NotificationHost),
);
export const ImpersonationBanner = onDemand(() =>
  import('@/features/auth/impersonation-banner').then((m) => m.ImpersonationBanner),
);
export const NavDrawer = onDemand(() => import('./nav-drawer').then((m) => m.NavDrawer));

/**
 * Once the person starts using the page, the parts that may have to appear without being asked
 * for (a message, the session-ended dialog) are fetched, so that they can still appear if the
 * network goes away later.
 */
export function prefetchOnFirstUse(): () => void {
  const prefetch = () => {
    NotificationHost.prefetch();
    SessionDialogs.prefetch();
    stop();
  };
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => events.forEach((event) => window.removeEventListener(event, prefetch, true));
  events.forEach((event) => window.addEventListener(event, prefetch, true));
  return stop;
}
