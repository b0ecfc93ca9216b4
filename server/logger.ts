import pino, { type DestinationStream, type Logger } from 'pino';

/** Keys whose values are personal data or secrets and never reach a log line. */
const SECRET_KEY = /snils|passport|inn|phone|e-?mail|token|password|secret|cookie|authorization|signature|code_verifier/i;
const MASK = '[скрыто]';
/** Personal data that may hide inside free text (a URL, an error message). */
const SECRET_TEXT: RegExp[] = [
  /\b\d{3}(?:[- ]|%20)?\d{3}(?:[- ]|%20)?\d{3}(?:[- ]|%20)?\d{2}\b/g, // SNILS, also URL-encoded
  /(\+7|\b8)[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}\b/g, // phone
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail
  /\b\d{4} \d{6}\b/g, // passport
  /\b\d{10}(\d{2})?\b/g, // INN
];

function scrubText(text: string): string {
  return SECRET_TEXT.reduce((acc, pattern) => acc.replace(pattern, MASK), text);
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

/** Scrubs one finished JSON log line (after pino's serializers have run). */
export function scrubLine(line: string): string {
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
      req: (req: { method?: string; url?: string; id?: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  return stream ? pino(options, stream) : pino(options);
}
