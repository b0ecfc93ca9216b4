import { ACCESS } from '../auth/access.ts';
import { requireAuth, type Auth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import {
  findTourismRequisites,
  listEmployeesLookup,
  listInstitutionsLookup,
  saveTourismRequisites,
} from '../registry/institutions.ts';
import { SystemRole } from '../../common/roles.ts';
import { REQUISITE_FIELDS, tourismRequisitesSchema, type RequisiteField } from '../../common/tourism-requisites.ts';
import { checkRequisites } from '../../common/validation/index.ts';
import { MSG } from '../messages.ts';
import { idParam } from '../schemas/shared.ts';
import { codeCaptionList, requisitesBody, requisites } from '../schemas/institution.ts';

export const REQUISITES_MSG = { saved: 'Реквизиты успешно обновлены' } as const;

/** The tourism institution the caller works in now, else 403. */
function tourismInstitution({ user }: Auth): number {
  const inst = user.selectedInstitution;
  if (!inst || inst.institutionRole !== SystemRole.TourismProvider) throw new HttpError(403, MSG.noAccess);
  return inst.institutionId;
}

const empty = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Institutions: employees lookup, the list of all institutions, tourism provider requisites. */
const institutionRoutes: RoutePlugin = async (app) => {
  app.get(
    '/institution/employees/lookup/:id',
    {
      config: { access: ACCESS.providers },
      schema: {
        summary: 'Сотрудники учреждения (справочник)',
        params: idParam,
        response: { 200: envelope(codeCaptionList) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      // An employee sees the staff of the institution they work in now; an admin any.
      if (!user.administrator && user.selectedInstitution?.institutionId !== request.params.id)
        throw new HttpError(403, MSG.noAccess);
      return ok(await listEmployeesLookup(app.db, request.params.id));
    },
  );

  app.get(
    '/metadata/institution/all',
    {
      config: { access: ACCESS.signedIn },
      schema: { summary: 'Все учреждения (справочник)', response: { 200: envelope(codeCaptionList) } },
    },
    async () => ok(await listInstitutionsLookup(app.db)),
  );

  app.get(
    '/institution/tourism-requisites',
    {
      config: { access: [SystemRole.TourismProvider] },
      schema: { summary: 'Реквизиты туроператора', response: { 200: envelope(requisites) } },
    },
    async (request) => {
      const found = await findTourismRequisites(app.db, tourismInstitution(requireAuth(request)));
      if (!found) throw new HttpError(404, MSG.notFound);
      return ok(found);
    },
  );

  app.post(
    '/institution/tourism-requisites',
    {
      config: { access: [SystemRole.TourismProvider] },
      schema: {
        summary: 'Сохранить реквизиты туроператора',
        body: requisitesBody,
        response: { 200: envelope(requisites) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const institutionId = tourismInstitution(auth);
      const values = Object.fromEntries(REQUISITE_FIELDS.map((f) => [f, empty(request.body[f])])) as Record<
        (typeof REQUISITE_FIELDS)[number],
        string | null
      >;
      // The kernel's rules of the form (the same the page runs before saving), each named by its field.
      const errors = Object.entries(checkRequisites(values)).map(
        ([field, text]) => `${tourismRequisitesSchema.properties[field as RequisiteField].title}: ${text}`,
      );
      if (errors.length) throw new HttpError(400, errors[0], 'Error', {}, errors);
      await app.db.transaction((tx) =>
        saveTourismRequisites(
          tx,
          institutionId,
          { ...values, isUpdateInstitutionDetails: request.body.isUpdateInstitutionDetails },
          auth.realUserId,
        ),
      );
      return ok((await findTourismRequisites(app.db, institutionId))!, {
        severity: 'Success',
        text: REQUISITES_MSG.saved,
      });
    },
  );
};

export default institutionRoutes;
