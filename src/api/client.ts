import { config } from '@/config';

/** A message of the spec's envelope. */
export interface ApiMessage {
  severity: string;
  text: string;
}

/** A failed call: HTTP status (0 when no response came) and the answer's body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API ${status}`);
  }
}

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

/** The one HTTP client for /api: sends JSON, unwraps { data }, throws ApiError otherwise. */
export async function apiRequest<T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return (body as { data: T } | undefined)?.data as T;
}

/** GET helper, also the SWR fetcher for keys of the form [path, query]. */
export const apiGet = <T>(path: string, query?: Query) => apiRequest<T>('GET', path, { query });
