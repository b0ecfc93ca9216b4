import { config } from '@/config';
import { ApiError, refusalTexts, type Refusal } from './api-error';
import { isSignedIn } from '@/stores/session';
import { useNotifications } from '@/stores/notifications';
import { notifyFromError } from './notify-from-error';
import { normalizeSeverity } from './notifications';
import type { components, paths } from './generated/openapi';

/** A message of the spec's envelope. */
export interface ApiMessage {
  severity: string;
  text: string;
}

export { ApiError, refusalTexts, type Refusal };

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
      // A FormData body gets its multipart Content-Type (with the boundary) from the browser.
      headers: {
        'X-Requested-With': 'fetch',
        ...(options.body === undefined || options.body instanceof FormData
          ? {}
          : { 'Content-Type': 'application/json' }),
      },
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
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

/**
 * For a quiet call that failed (its caller shows its own refusal): a 401 of a signed-in user still
 * opens the session-ended dialog, so the person signs in again and then retries what waited.
 */
export function askToSignInAgain(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) notifyFromError(error, isSignedIn());
}

/*
 * The API's contract, generated from the server's OpenAPI document (npm run codegen): a path as
 * the client writes it (without /api, with {id} for its parameters), its query, path parameters,
 * body and the data of its answer. A renamed server field breaks the client's typecheck.
 * openapi-fetch was weighed against these ~50 lines of types: its calls answer { data, error } and
 * know nothing of our envelope, messages, 401 dialog or quiet calls, so it would need the same
 * wrapper around it, one more package in the bundle and every call site rewritten; not shorter.
 */
type Method = 'get' | 'post';
type ApiPaths = { [P in keyof paths as P extends `/api${infer Rest}` ? Rest : never]: paths[P] };
type Operation<P extends keyof ApiPaths, M extends Method> = ApiPaths[P][M];

/** The paths that answer this method, e.g. ApiPath<'get'> includes '/public/news/{id}'. */
export type ApiPath<M extends Method> = {
  [P in keyof ApiPaths]: ApiPaths[P][M] extends { responses: unknown } ? P : never;
}[keyof ApiPaths];
/** The data of a path's JSON answer (the envelope unwrapped). */
export type ApiAnswer<P extends keyof ApiPaths, M extends Method> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } }
    ? Data
    : never;
/** A shared answer by its name in the server's schemas (ActView, ReportView, CurrentUser...). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [never | undefined] ? never : Q) : never;
type ParamsOf<O> = O extends { parameters: { path: infer X } } ? ([X] extends [never | undefined] ? never : X) : never;
/** The query a path takes. */
export type ApiQuery<P extends keyof ApiPaths, M extends Method> = QueryOf<Operation<P, M>>;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** The JSON body a path takes. */
export type ApiBody<P extends keyof ApiPaths, M extends Method> = BodyOf<Operation<P, M>>;

/** What a typed call takes: only what its path accepts. */
export type CallOptions<O> = {
  query?: QueryOf<O>;
  params?: ParamsOf<O>;
  body?: BodyOf<O>;
  /** As in {@link RequestOptions}. */
  quiet?: boolean;
};

/** '/public/news/{id}' with { id: 5 } -> '/public/news/5'. */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** A call typed by its path and method: the data of the answer, with the client's messages and 401 handling. */
function typedCall<M extends Method>(method: M) {
  return <P extends ApiPath<M>>(path: P, options: CallOptions<Operation<P, M>> = {}): Promise<ApiAnswer<P, M>> =>
    apiRequest<ApiAnswer<P, M>>(
      method.toUpperCase(),
      fillPath(path, options.params as Record<string, unknown> | undefined),
      {
        query: options.query as Query | undefined,
        body: method === 'post' ? (options.body ?? {}) : undefined,
        quiet: options.quiet,
      },
    );
}

/** The typed API: `api.get('/public/news/{id}', { params: { id } })`, `api.post('/person-note/add', { body })`. */
export const api = { get: typedCall('get'), post: typedCall('post') };

/**
 * GET by a path built at run time (an act's calls under its apiPrefix, lookup groups), also the
 * SWR fetcher for keys of the form [path, query]; type the answer with {@link ApiSchema}.
 */
export const apiGet = <T>(path: string, query?: Query) => apiRequest<T>('GET', path, { query });

/** The path parameters of an upload path; undefined for a path that has none ('/files/upload'). */
export type UploadParams<P extends ApiPath<'post'>> = [ParamsOf<Operation<P, 'post'>>] extends [never]
  ? undefined
  : ParamsOf<Operation<P, 'post'>>;

/** How an upload is sent: the name the server stores (the file's own by default) and, as in RequestOptions, quiet. */
export interface UploadOptions {
  fileName?: string;
  quiet?: boolean;
}

/**
 * Sends one file as multipart form data (fields `file` and `fileName`) to an upload path of the
 * API (`/files/upload`, `/every-mother-news/send-file/{id}`), with the client's messages and error
 * handling: the one place the portal posts files.
 */
export function apiUpload<P extends ApiPath<'post'>>(
  path: P,
  params: UploadParams<P>,
  file: File,
  options: UploadOptions = {},
): Promise<ApiAnswer<P, 'post'>> {
  const fileName = options.fileName ?? file.name;
  const body = new FormData();
  body.append('fileName', fileName);
  body.append('file', file, fileName);
  return apiRequest<ApiAnswer<P, 'post'>>('POST', fillPath(path, params as Record<string, unknown> | undefined), {
    body,
    quiet: options.quiet,
  });
}

/**
 * Whether a call was refused because the record changed since it was read (409 with the code
 * STALE_VERSION): the screen shows the conflict dialog and reloads; the state table's own 409
 * refusals carry no code and are notifications.
 */
export function isStaleVersion(error: unknown): error is ApiError & { refusal: Refusal } {
  return error instanceof ApiError && error.status === 409 && error.refusal?.code === 'STALE_VERSION';
}
