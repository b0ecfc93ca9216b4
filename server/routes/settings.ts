import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { isAvailableForDate, listSettings, saveSetting, settingCard, SETTINGS_MSG } from '../system/settings.ts';
import { idParam } from '../schemas/shared.ts';
import { setting, saveBody } from '../schemas/settings.ts';

/**
 * Portal settings (platform.md sections 6 and 7): read by anyone (upload limits, the tourism
 * application window), changed by an admin. Values live in the database and are read at each use,
 * so a change takes effect without a restart, in every process.
 */
const settingsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/settings',
    {
      config: { access: ACCESS.admin },
      schema: { summary: 'Все настройки портала', response: { 200: envelope({ type: 'array', items: setting }) } },
    },
    async () => ok(await listSettings(app.db)),
  );

  app.get(
    '/settings/:id',
    {
      config: { access: ACCESS.any },
      schema: { summary: 'Настройка портала', params: idParam, response: { 200: envelope(setting) } },
    },
    async (request) => ok(await settingCard(app.db, request.params.id)),
  );

  app.get(
    '/settings/is-available-for-current-date/:id',
    {
      config: { access: ACCESS.any },
      schema: {
        summary: 'Действует ли период настройки сегодня',
        params: idParam,
        response: { 200: envelope({ type: 'boolean' }) },
      },
    },
    async (request) => ok(await isAvailableForDate(app.db, request.params.id)),
  );

  app.post(
    '/settings/:id',
    {
      config: { access: ACCESS.admin },
      schema: {
        summary: 'Изменить настройку портала',
        params: idParam,
        body: saveBody,
        response: { 200: envelope(setting) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const saved = await saveSetting(
        app.db,
        id,
        request.body.value,
        app.config.maxReportFileSizeMb,
        requireAuth(request).realUserId,
      );
      return ok(saved, { severity: 'Success', text: SETTINGS_MSG.saved });
    },
  );
};

export default settingsRoutes;
