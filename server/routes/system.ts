import { ACCESS } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { impersonationLogPage, searchUsers } from '../system/admin.ts';
import { runSelfChecks } from '../system/self-check.ts';
import { tourismApplicationWindow, uploadLimits } from '../system/settings.ts';
import { BANNED_EXTENSIONS } from '../../common/validation/index.ts';
import { applicationSettings, checkResult, logPage, logQuery, userFound, usersQuery } from '../schemas/system.ts';

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
        querystring: logQuery,
        response: { 200: envelope(logPage) },
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
        querystring: usersQuery,
        response: { 200: envelope({ type: 'array', items: userFound }) },
      },
    },
    async (request) => ok(await searchUsers(app.db, request.query.search.trim(), 50)),
  );
};

export default systemRoutes;
