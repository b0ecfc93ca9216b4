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

/**
 * Query parameters whose values may be logged: paging, sorting and tabs, and only while the value
 * is a short plain word or number. Every other value (a search term, a name, an id of a person,
 * the sign-in's code and state) is masked, whatever the parameter is called.
 */
const SAFE_PARAM = 'page|pageSize|size|limit|offset|sort|order|dir|tab|view|year';
const SAFE_PAIR = new RegExp(`^(?:${SAFE_PARAM})=[\\w.-]{1,32}$`);
/** A query string, with the path before it when there is one, inside any text. */
const QUERY_IN_TEXT = /([^\s"'?]*)\?([^\s"'#]*)/g;

/** The query with every value masked but those of the paging and sorting parameters. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0 || SAFE_PAIR.test(pair) || pair.slice(eq + 1) === MASK) return pair;
      return `${pair.slice(0, eq)}=${MASK}`;
    })
    .join('&');
}

/**
 * A URL as it may be logged: its path, and its query with the parameter names kept and every value
 * masked but paging and sorting (search terms, names, ids of people, the sign-in's code and state,
 * redirect addresses never reach a log).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? url : `${url.slice(0, mark)}?${redactQuery(url.slice(mark + 1))}`;
}

function scrubText(text: string): string {
  const withoutQueries = text.includes('?')
    ? text.replace(QUERY_IN_TEXT, (_all, path: string, query: string) => `${path}?${redactQuery(query)}`)
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
/** A query that redactQuery() could change: a parameter not of paging or sorting, or with an unplain value. */
const QUERY_TEST = new RegExp(
  `[?&](?!(?:${SAFE_PARAM})=[\\w.-]{1,32}(?:[&\\s"'#]|$))(?![^=&\\s"'#]*=\\[скрыто\\](?:[&\\s"'#]|$))[^=&\\s"'#]*=`,
);

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
