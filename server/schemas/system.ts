import { record } from './answers.ts';

/** The JSON schemas of the system route plugin (server/routes/system.ts): params, bodies and answers. */

export const int = { type: 'integer' } as const;

export const str = { type: 'string' } as const;

export const strOrNull = { type: ['string', 'null'] } as const;

export const bool = { type: 'boolean' } as const;

export const applicationSettings = record({
  maxReportFileSizeMb: int,
  maxReportFilesCount: int,
  disallowedExtensions: { type: 'array', items: str },
  jobPollingIntervalMs: int,
  tourismApplicationWindow: record({ dateFrom: strOrNull, dateTo: strOrNull, isOpen: bool }),
});

export const checkResult = record({ id: str, caption: str, ok: bool, detail: str, durationMs: int });

export const logRow = record({
  id: int,
  at: str,
  action: { type: 'string', enum: ['start', 'stop'] },
  kind: strOrNull,
  adminLogin: str,
  adminCaption: str,
  targetCaption: strOrNull,
  institutionRole: { type: ['integer', 'null'] },
});

export const userFound = record({
  userId: int,
  login: str,
  caption: str,
  snils: strOrNull,
  isAdmin: bool,
  roles: { type: 'array', items: str },
});
