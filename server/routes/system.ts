import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { impersonationLogPage, searchUsers } from '../system/admin.ts';
import { runSelfChecks } from '../system/self-check.ts';
import { tourismApplicationWindow, uploadLimits } from '../system/settings.ts';
import { BANNED_EXTENSIONS } from '../../common/validation/index.ts';
import { pageQuery } from '../schemas/shared.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;

function record<const P extends Record<string, object>>(properties: P) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as Array<keyof P & string>,
    properties,
  } as const;
}

const applicationSettings = record({
  maxReportFileSizeMb: int,
  maxReportFilesCount: int,
  disallowedExtensions: { type: 'array', items: str },
  jobPollingIntervalMs: int,
  tourismApplicationWindow: record({ dateFrom: strOrNull, dateTo: strOrNull, isOpen: bool }),
});
const checkResult = record({ id: str, caption: str, ok: bool, detail: str, durationMs: int });
const logRow = record({
  id: int,
  at: str,
  action: { type: 'string', enum: ['start', 'stop'] },
  kind: strOrNull,
  adminLogin: str,
  adminCaption: str,
  targetCaption: strOrNull,
  institutionRole: { type: ['integer', 'null'] },
});
const userFound = record({
  userId: int,
  login: str,
  caption: str,
  snils: strOrNull,
  isAdmin: bool,
  roles: { type: 'array', items: str },
});

/** Job state polling interval (platform.md section 9). */
const JOB_POLLING_INTERVAL_MS = 1000;

/**
 * The application's settings as the client needs them at start, and the admin's tools: the
 * self-check of /admin/test, the impersonation audit log and the user search of /admin.
 */
const systemRoutes: RoutePlugin = async (app) => {
  app.get(
    '/system/application-settings',
    {
      config: { access: ACCESS.any },
      schema: { summary: 'Настройки приложения для клиента', response: { 200: envelope(applicationSettings) } },
    },
    async () => {
      const limits = await uploadLimits(app.db, app.config.maxReportFileSizeMb);
      return ok({
        ...limits,
        disallowedExtensions: [...BANNED_EXTENSIONS],
        jobPollingIntervalMs: JOB_POLLING_INTERVAL_MS,
        tourismApplicationWindow: await tourismApplicationWindow(app.db),
      });
    },
  );

  app.get(
    '/system/self-check',
    {
      config: { access: ACCESS.admin },
      schema: {
        summary: 'Самопроверка: база данных, хранилище файлов, поставщик идентификации',
        response: { 200: envelope({ type: 'array', items: checkResult }) },
      },
    },
    async () => ok(await runSelfChecks(app)),
  );

  app.get(
    '/system/impersonation-log',
    {
      config: { access: ACCESS.admin },
      schema: {
        summary: 'Журнал входов от имени других пользователей',
        querystring: { type: 'object', properties: pageQuery },
        response: { 200: envelope(record({ total: int, items: { type: 'array', items: logRow } })) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(await impersonationLogPage(app.db, page, pageSize));
    },
  );

  app.get(
    '/system/users',
    {
      config: { access: ACCESS.admin },
      schema: {
        summary: 'Поиск пользователей по логину, ФИО или СНИЛС',
        querystring: {
          type: 'object',
          required: ['search'],
          properties: { search: { type: 'string', minLength: 2, maxLength: 100 } },
        },
        response: { 200: envelope({ type: 'array', items: userFound }) },
      },
    },
    async (request) => ok(await searchUsers(app.db, request.query.search.trim(), 50)),
  );
};

export default systemRoutes;
