/** Severities of the spec's message list (platform.md section 8). */
export type Severity = 'Success' | 'Info' | 'Warning' | 'Error';

export interface Message {
  severity: Severity;
  text: string;
}

/** The spec's answer envelope: { data } and, when something must be told, messages. */
export interface Envelope<T> {
  data?: T;
  messages?: Message[];
}

/** A successful answer: its data always, its messages when something must be told. */
export interface Answer<T> {
  data: T;
  messages?: Message[];
}

/** Wraps a payload, optionally with messages for the person. */
export function ok<T>(data: T, ...messages: Message[]): Answer<T> {
  return messages.length ? { data, messages } : { data };
}

/** An error the handlers throw; the error handler turns it into an envelope with one message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly severity: Severity = 'Error',
    /** Extra fields of the answer beside messages (e.g. errors by field). */
    readonly details: Record<string, unknown> = {},
    /** Several messages instead of the one message. */
    readonly texts: string[] = [message],
  ) {
    super(message);
  }
}

/**
 * The refusal of a write made on a version someone has changed since: 409 with the conflict
 * dialog's text and the code STALE_VERSION, by which the client tells it from the state table's
 * refusals (also 409).
 */
export function staleVersion(text: string): HttpError {
  return new HttpError(409, text, 'Warning', { code: 'STALE_VERSION' });
}
