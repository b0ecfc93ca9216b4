import type { components } from './generated/openapi';
import { normalizeSeverity } from './notifications';

/** A refusal as the server's shared schema describes it: its messages and, for some refusals, a code. */
export type Refusal = components['schemas']['Refusal'];

/**
 * What a refused save may send beside its messages (the server's error details): the errors by
 * field and the unfilled blocks. Their shape differs by endpoint, so a reader checks it.
 */
export interface RefusalDetails {
  errors?: unknown;
  blocks?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The body of a failed answer as a Refusal, when it is one (an object with a list of messages);
 * messages without text are left out and severities read as the notifications read them.
 */
export function readRefusal(body: unknown): (Refusal & RefusalDetails) | undefined {
  if (!isRecord(body) || !Array.isArray(body.messages)) return undefined;
  const messages = body.messages
    .filter(
      (m): m is { severity?: unknown; text: string } => isRecord(m) && typeof m.text === 'string' && m.text !== '',
    )
    .map((m) => ({ severity: normalizeSeverity(m.severity), text: m.text }));
  return {
    messages,
    ...(body.code === 'STALE_VERSION' ? { code: body.code } : {}),
    ...('errors' in body ? { errors: body.errors } : {}),
    ...('blocks' in body ? { blocks: body.blocks } : {}),
  };
}

/**
 * A failed call: HTTP status (0 when no response came), the answer's body as it came (the generic
 * response handling reads strings and other shapes too) and, when the body is one, the typed refusal.
 */
export class ApiError extends Error {
  /** The server's refusal (messages, code, details); undefined when the answer was no refusal or none came. */
  readonly refusal: (Refusal & RefusalDetails) | undefined;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API ${status}`);
    this.refusal = readRefusal(body);
  }
}

/**
 * The texts of a refused call, in the server's order: [] for anything that is not an ApiError
 * carrying a refusal (a lost connection, a body without messages, an error of the script).
 */
export function refusalTexts(error: unknown): string[] {
  return error instanceof ApiError ? (error.refusal?.messages.map((message) => message.text) ?? []) : [];
}
