import { requireAuth, type Auth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { listRegistryChangeRequests, sendRegistryChangeRequest } from '../registry/institutions.ts';
import { filesUploadedBy } from '../acts/records.ts';
import { uploadLimits } from '../system/settings.ts';
import { checkFileCount } from '../../common/validation/index.ts';
import { SystemRole } from '../../common/roles.ts';
import { MSG } from '../messages.ts';
import { sentApplication, applicationRow, registryChangeBody } from '../schemas/institution-request.ts';

export const REGISTRY_CHANGE_MSG = {
  sent: 'Заявление отправлено.',
  noFiles: 'Приложите хотя бы один файл',
  foreignFiles: 'Приложены файлы, загруженные не вами',
} as const;

/** The provider institution the caller works in now (register changes are a service provider's), else 403. */
function providerInstitution({ user }: Auth): { institutionId: number; employeeId: number } {
  const inst = user.selectedInstitution;
  if (!inst || inst.institutionRole !== SystemRole.ServiceProvider) throw new HttpError(403, MSG.noAccess);
  return { institutionId: inst.institutionId, employeeId: inst.employeeId };
}

/** Applications of a service provider to change its entry in the register (platform.md section 2). */
const institutionRequestRoutes: RoutePlugin = async (app) => {
  app.post(
    '/institution-request/application-registry-change',
    {
      config: { access: [SystemRole.ServiceProvider] },
      schema: {
        summary: 'Заявление о внесении изменений в Реестр',
        body: registryChangeBody,
        response: { 200: envelope(sentApplication) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { institutionId, employeeId } = providerInstitution(auth);
      const { fileIds } = request.body;
      if (fileIds.length === 0) throw new HttpError(400, REGISTRY_CHANGE_MSG.noFiles);
      const tooMany = checkFileCount(
        fileIds.length,
        (await uploadLimits(app.db, app.config.maxReportFileSizeMb)).maxReportFilesCount,
      );
      if (tooMany) throw new HttpError(400, tooMany);
      if ((await filesUploadedBy(app.db, fileIds, auth.user.userId)).length !== fileIds.length)
        throw new HttpError(400, REGISTRY_CHANGE_MSG.foreignFiles);
      const sent = await sendRegistryChangeRequest(app.db, { institutionId, employeeId, fileIds });
      return ok(sent, { severity: 'Success', text: REGISTRY_CHANGE_MSG.sent });
    },
  );

  app.get(
    '/institution-request/application-registry-change',
    {
      config: { access: [SystemRole.ServiceProvider] },
      schema: {
        summary: 'Заявления учреждения о внесении изменений в Реестр',
        response: { 200: envelope({ type: 'array', items: applicationRow }) },
      },
    },
    async (request) =>
      ok(await listRegistryChangeRequests(app.db, providerInstitution(requireAuth(request)).institutionId)),
  );
};

export default institutionRequestRoutes;
