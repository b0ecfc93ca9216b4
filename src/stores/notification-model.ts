/**
 * A notification as the queue holds it (platform.md sections 5 and 8): the store's own model, so
 * the store needs nothing of the API client (which reads it from here).
 */

/** The text of a notification without text or severity (platform.md section 5). */
export const INCOMPLETE_NOTIFICATION = 'Переданы неполные данные для отображения сообщения';

/** Notification severities (platform.md section 8). */
export type Severity = 'Success' | 'Info' | 'Warning' | 'Error';

/** A message for the person, shown in the notifications queue. */
export interface Notification {
  severity: Severity;
  text: string;
}

const SEVERITIES: readonly Severity[] = ['Success', 'Info', 'Warning', 'Error'];
/** Maps any value to a severity; an unknown one is shown as Info (platform.md section 8). */
export function normalizeSeverity(value: unknown): Severity {
  if (typeof value !== 'string') return 'Info';
  return SEVERITIES.find((severity) => severity.toLowerCase() === value.trim().toLowerCase()) ?? 'Info';
}

/**
 * Checks that a notification has text and severity (platform.md section 5) and returns it with
 * the severity normalised; throws 'Переданы неполные данные для отображения сообщения' otherwise.
 */
export function validateNotification(n: { severity?: unknown; text?: unknown } | null | undefined): Notification {
  const text = n?.text;
  const severity = n?.severity;
  if (typeof text !== 'string' || !text.trim() || typeof severity !== 'string' || !severity.trim()) {
    throw new Error(INCOMPLETE_NOTIFICATION);
  }
  return { severity: normalizeSeverity(severity), text };
}
