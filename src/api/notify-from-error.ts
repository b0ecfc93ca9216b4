import { useNotifications } from '@/stores/notifications';
import { ApiError } from './api-error';
import { createDefaultWarningThrottle, responseToNotifications, unexpectedErrorNotification } from './notifications';

const defaultWarningThrottle = createDefaultWarningThrottle();

/**
 * Tells the person about a failed operation: an ApiError goes through the generic response
 * handling (the default warning at most once per second, a 401 of a signed-in user opens the
 * session-outdated dialog); anything else is logged and shown as 'Произошла ошибка в работе'.
 */
export function notifyFromError(error: unknown, signedIn: boolean): void {
  const { push, setSessionDialog } = useNotifications.getState();
  if (!(error instanceof ApiError)) {
    console.error(error);
    push(unexpectedErrorNotification());
    return;
  }
  const outcome = responseToNotifications({
    status: error.status,
    body: error.body,
    hasResponse: error.status !== 0,
    signedIn,
  });
  if (outcome.notifications.length && defaultWarningThrottle(outcome.notifications)) push(...outcome.notifications);
  if (outcome.sessionOutdated) setSessionDialog('outdated');
}
