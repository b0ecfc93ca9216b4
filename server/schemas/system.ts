import { record } from './answers.ts';
import { pageQuery } from './shared.ts';

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

/** The page of the impersonation log; unlike shared.ts's pageOnlyQuery, other parameters are kept (unread). */
export const logQuery = { type: 'object', properties: pageQuery } as const;

/** A page of the impersonation log and the count of all its entries. */
export const logPage = record({ total: int, items: { type: 'array', items: logRow } });

/** The user search: a login, a name or a SNILS, at least two characters. */
export const usersQuery = {
  type: 'object',
  required: ['search'],
  properties: { search: { type: 'string', minLength: 2, maxLength: 100 } },
} as const;

export const userFound = record({
  userId: int,
  login: str,
  caption: str,
  snils: strOrNull,
  isAdmin: bool,
  roles: { type: 'array', items: str },
});
