import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { findSetting, listSettings, updateSetting } from '../repositories/settings.ts';
import { checkSettingValue, isAvailableForDate, SETTINGS_MSG } from '../system/settings.ts';
import { idParam } from './schemas.ts';

const setting = {
  type: 'object',
  required: ['id', 'caption', 'value', 'updatedAt', 'updatedBy'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    caption: { type: 'string' },
    value: { type: 'object', additionalProperties: true },
    updatedAt: { type: 'string' },
    updatedBy: { type: ['string', 'null'] },
  },
} as const;
const saveBody = {
  type: 'object',
  required: ['value'],
  additionalProperties: false,
  properties: { value: { type: 'object', additionalProperties: true, maxProperties: 20 } },
} as const;

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
    async (request) => {
      const found = await findSetting(app.db, request.params.id);
      if (!found) throw new HttpError(404, SETTINGS_MSG.notFound);
      return ok(found);
    },
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
      const value = checkSettingValue(id, request.body.value, app.config.maxReportFileSizeMb);
      if (!(await updateSetting(app.db, id, value, requireAuth(request).realUserId)))
        throw new HttpError(404, SETTINGS_MSG.notFound);
      return ok((await findSetting(app.db, id))!, { severity: 'Success', text: SETTINGS_MSG.saved });
    },
  );
};

export default settingsRoutes;
