import { config } from '@/config';
import { ApiError } from './api-error';
import { isSignedIn } from '@/stores/session';
import { notifyFromError, useNotifications } from '@/stores/notifications';
import { normalizeSeverity } from './notifications';

/** A message of the spec's envelope. */
export interface ApiMessage {
  severity: string;
  text: string;
}

export { ApiError };

export type Query = Record<string, string | number | boolean | undefined | null>;

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${config.apiRoot}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Do not turn a failure into notifications (the caller handles it, e.g. 403 of current-user-info). */
  quiet?: boolean;
}

/** Shows the messages a successful answer carries (e.g. 'Новые данные успешно добавлены'). */
function showMessages(body: unknown): void {
  const messages = (body as { messages?: unknown } | undefined)?.messages;
  if (!Array.isArray(messages)) return;
  const valid = messages
    .filter((m): m is { severity?: unknown; text: string } => typeof m?.text === 'string' && m.text !== '')
    .map((m) => ({ severity: normalizeSeverity(m.severity), text: m.text }));
  if (valid.length) useNotifications.getState().push(...valid);
}

/**
 * The one HTTP client for /api: sends JSON, unwraps { data }, shows the answer's messages and,
 * on failure, the notifications of the spec's error catalogue (a 401 of a signed-in user opens
 * the session-ended dialog and keeps the screen as it is); then throws ApiError.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'same-origin',
      // Tells the server the call comes from the portal's own script (a page of another site cannot send it).
      headers: { 'X-Requested-With': 'fetch', ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    const error = new ApiError(0, undefined);
    if (!options.quiet) notifyFromError(error, isSignedIn());
    throw error;
  }
  const body = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, body);
    if (!options.quiet) notifyFromError(error, isSignedIn());
    throw error;
  }
  showMessages(body);
  return (body as { data: T } | undefined)?.data as T;
}

/** GET helper, also the SWR fetcher for keys of the form [path, query]. */
export const apiGet = <T>(path: string, query?: Query) => apiRequest<T>('GET', path, { query });

/** POST helper with a JSON body. */
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body: body ?? {} });
