import pino, { type DestinationStream, type Logger } from 'pino';

/** Keys whose values are personal data or secrets and never reach a log line. */
const SECRET_KEY =
  /snils|passport|inn|phone|e-?mail|token|password|secret|cookie|authorization|signature|code_verifier/i;
const MASK = '[скрыто]';
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** Personal data that may hide inside free text (a URL, an error message). */
const SECRET_TEXT: RegExp[] = [
  /\b\d{3}(?:[- ]|%20)?\d{3}(?:[- ]|%20)?\d{3}(?:[- ]|%20)?\d{2}\b/g, // SNILS, also URL-encoded
  /(\+7|\b8)[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}\b/g, // phone
  EMAIL, // e-mail
  /\b\d{4} \d{6}\b/g, // passport
  /\b\d{10}(\d{2})?\b/g, // INN
];

/** Query parameters that carry a sign-in's secrets wherever they appear (the code, its state, the nonce). */
const SECRET_PARAM = /^(code|state|nonce|id_token_hint|session_state)$/i;
/** A query string, with the path before it when there is one, inside any text. */
const QUERY_IN_TEXT = /([^\s"'?]*)\?([^\s"'#]*)/g;

/** The query without the values that must not be logged: all of an /esia/ call's, and secret ones anywhere. */
function redactQuery(path: string, query: string): string {
  const everyValue = path.includes('/esia/');
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      // Names are judged as written: senders of the real secrets (the provider, the portal) do not escape them.
      const key = pair.slice(0, eq);
      return everyValue || SECRET_PARAM.test(key) || SECRET_KEY.test(key) ? `${key}=${MASK}` : pair;
    })
    .join('&');
}

/**
 * A URL as it may be logged: /esia/* calls keep their parameter names and lose every value (the
 * OIDC code and state, person ids of impersonation, redirect addresses); any other URL loses the
 * values of the sign-in's secret parameters and of personal-data keys.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? url : `${url.slice(0, mark)}?${redactQuery(url.slice(0, mark), url.slice(mark + 1))}`;
}

function scrubText(text: string): string {
  const withoutQueries = text.includes('?')
    ? text.replace(QUERY_IN_TEXT, (_all, path: string, query: string) => `${path}?${redactQuery(path, query)}`)
    : text;
  return SECRET_TEXT.reduce((acc, pattern) => acc.replace(pattern, MASK), withoutQueries);
}

/** Deep copy of a log object with secret keys masked and personal data removed from strings. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    return { type: value.name, message: scrubText(value.message), stack: value.stack && scrubText(value.stack) };
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? MASK : scrub(item, depth + 1);
  }
  return out;
}

/**
 * SECRET_TEXT as one test without state (no g flag). The e-mail pattern apart: ruling it out means
 * trying it from every letter, so it only runs where there is an '@'.
 */
const SECRET_TEXT_TEST = new RegExp(
  SECRET_TEXT.filter((pattern) => pattern !== EMAIL)
    .map((pattern) => pattern.source)
    .join('|'),
);
const EMAIL_TEST = new RegExp(EMAIL.source);
/** A query that redactQuery() could change: of an /esia/ call, or with a secret parameter. */
const QUERY_TEST = /\/esia\/[^\s"?]*\?|[?&](code|state|nonce|id_token_hint|session_state)=/i;

/**
 * True when scrub() could change something in the line: a key or any text in it matches a secret
 * pattern. Without a backslash, every string of a JSON line is written as it is (no escapes), so
 * whatever scrub() would find in a key or a string value this finds in the line; it also looks at
 * numbers and at the JSON around them, which can only send a clean line the slow way. A backslash
 * (an escaped quote, a newline in a stack) could hide a match: such lines always go the slow way.
 */
function mayHoldSecret(line: string): boolean {
  return (
    line.includes('\\') ||
    SECRET_KEY.test(line) ||
    SECRET_TEXT_TEST.test(line) ||
    (line.includes('?') && QUERY_TEST.test(line)) ||
    (line.includes('@') && EMAIL_TEST.test(line))
  );
}

/**
 * Scrubs one finished JSON log line (after pino's serializers have run). Most lines (a request's
 * method, URL and status) hold nothing to scrub and are written as they are: parsing and writing
 * every line again cost more than the rest of the logging.
 */
export function scrubLine(line: string): string {
  if (!mayHoldSecret(line)) return line;
  try {
    return `${JSON.stringify(scrub(JSON.parse(line)))}\n`;
  } catch {
    return scrubText(line);
  }
}

/** The server's pino logger; every finished line passes through scrub() before it is written. */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    hooks: { streamWrite: scrubLine },
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url && redactUrl(req.url),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  return stream ? pino(options, stream) : pino(options);
}
