import { MESSAGES } from './messages';
import { normalizeSeverity, type Notification, type Severity } from '@/stores/notification-model';

// The notification itself is the store's model; the API reads and re-exports it.
export { normalizeSeverity, validateNotification, type Notification, type Severity } from '@/stores/notification-model';

/** What a failed call means for the person: notices to show and whether the session ended. */
export interface ResponseOutcome {
  notifications: Notification[];
  /** A 401 for a signed-in user: the session-outdated dialog should open. */
  sessionOutdated: boolean;
  /** The outcome is the default warning, which is throttled. */
  isDefaultWarning: boolean;
}

/** Display time of an error notification, ms (platform.md section 9). */
export const ERROR_NOTIFICATION_TIMEOUT_MS = 15_000;
/** Display time of any other notification, ms (platform.md section 9). */
export const NOTIFICATION_TIMEOUT_MS = 10_000;
/** The default warning is shown at most once per this window, ms (platform.md section 9). */
export const DEFAULT_WARNING_WINDOW_MS = 1_000;

/** Bodies the server uses as markers, never shown as text. */
const SILENT_STRING_BODIES = new Set(['NO-ACCESS', 'CONFLICT-ACCESS']);
const PROXY_ERROR = /proxy error|ошибка прокси/i;

/** How long a notification stays, ms; 0 or less means it stays until closed. */
export function notificationTimeout(severity: Severity): number {
  return severity === 'Error' ? ERROR_NOTIFICATION_TIMEOUT_MS : NOTIFICATION_TIMEOUT_MS;
}

/** The notice for an error nobody expected (platform.md section 8). */
export function unexpectedErrorNotification(): Notification {
  return { severity: 'Error', text: MESSAGES.unexpectedError };
}

const warning = (text: string): Notification => ({ severity: 'Warning', text });
const error = (text: string): Notification => ({ severity: 'Error', text });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Notices the body itself carries, in the spec's order of body shapes. */
function bodyNotifications(body: unknown): Notification[] {
  if (isRecord(body) && Array.isArray(body.messages)) {
    return body.messages
      .filter(
        (m): m is { severity?: unknown; text: string } =>
          isRecord(m) && typeof m.text === 'string' && m.text.trim() !== '',
      )
      .map((m) => ({ severity: normalizeSeverity(m.severity), text: m.text }));
  }
  if (typeof body === 'string') {
    if (PROXY_ERROR.test(body)) return [warning(MESSAGES.connectionLost)];
    const text = body.trim();
    return text && !SILENT_STRING_BODIES.has(text) ? [warning(body)] : [];
  }
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim()) return [warning(body.message)];
  return [];
}

/**
 * Generic response handling (platform.md section 8) as a pure function: what to show for a failed
 * call. Body rules come first (messages list, proxy error, string, { message }); then the status:
 * 401 ends a signed-in session or says 'Не пройдена авторизация'; 403/404 say 'Нет доступа' when the
 * body said nothing; a 429 that said nothing asks to wait; no response means a lost connection (status 0) or the default warning, which
 * also covers a 5xx that said nothing.
 */
export function responseToNotifications(input: {
  status: number;
  body: unknown;
  hasResponse: boolean;
  signedIn: boolean;
}): ResponseOutcome {
  // A signed-in user's 401 only marks the session outdated: the dialog says it, nothing else.
  if (input.status === 401 && input.signedIn)
    return { notifications: [], sessionOutdated: true, isDefaultWarning: false };
  const notifications = bodyNotifications(input.body);
  const fromBody = notifications.length > 0;
  const sessionOutdated = false;
  let isDefaultWarning = false;

  if (input.status === 401) {
    if (!fromBody) notifications.push(error(MESSAGES.notAuthorized));
  } else if ((input.status === 403 || input.status === 404) && !fromBody) {
    notifications.push(error(MESSAGES.noAccess));
  } else if (input.status === 429) {
    if (!fromBody) notifications.push(warning(MESSAGES.tooManyRequests));
  } else if (!input.hasResponse && input.status === 0) {
    if (!fromBody) notifications.push(error(MESSAGES.connectionLost));
  } else if ((!input.hasResponse || input.status >= 500) && !fromBody) {
    notifications.push(warning(MESSAGES.defaultWarning));
    isDefaultWarning = true;
  }
  return { notifications, sessionOutdated, isDefaultWarning };
}

const isDefaultWarningNotice = (n: Notification): boolean =>
  n.severity === 'Warning' && n.text === MESSAGES.defaultWarning;

/**
 * A gate for the default warning: returns false for a batch holding the default warning when one
 * was let through less than DEFAULT_WARNING_WINDOW_MS ago; other batches always pass.
 */
export function createDefaultWarningThrottle(
  now: () => number = () => Date.now(),
): (notifications: readonly Notification[]) => boolean {
  let lastShown = Number.NEGATIVE_INFINITY;
  return (notifications) => {
    if (!notifications.some(isDefaultWarningNotice)) return true;
    const current = now();
    if (current - lastShown < DEFAULT_WARNING_WINDOW_MS) return false;
    lastShown = current;
    return true;
  };
}
