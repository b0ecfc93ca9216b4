import { ACCESS } from '../auth/access.ts';
import { requireAuth, type Auth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { findScopePersons, listScopePersons, type PersonScope } from '../acts/records.ts';
import { SystemRole } from '../../common/roles.ts';
import { MSG } from '../messages.ts';
import { idParam } from '../schemas/shared.ts';
import { byIdsBody, persons } from '../schemas/person.ts';

/** At most this many people in one answer. */
const MAX_PERSONS = 500;

/** Whose people the caller sees (ownership: an employee sees the people of their institution only). */
export function personScope({ user }: Auth): PersonScope {
  if (user.administrator) return { kind: 'all' };
  const inst = user.selectedInstitution;
  if (
    inst &&
    (inst.institutionRole === SystemRole.ServiceProvider || inst.institutionRole === SystemRole.SocialWorker)
  ) {
    return { kind: 'institution', institutionId: inst.institutionId };
  }
  if (!inst && user.personId) return { kind: 'family', personId: user.personId };
  return { kind: 'none' };
}

/** People: the clients of the employee's institution, one person, several by ids. */
const personRoutes: RoutePlugin = async (app) => {
  app.get(
    '/person/user-clients',
    {
      config: { access: ACCESS.staff },
      schema: { summary: 'Получатели услуг учреждения сотрудника', response: persons },
    },
    async (request) => ok(await listScopePersons(app.db, personScope(requireAuth(request)), MAX_PERSONS)),
  );

  app.get(
    '/person/:id',
    {
      config: { access: ACCESS.signedIn },
      schema: { summary: 'Сведения о человеке', params: idParam, response: { 200: envelope({ $ref: 'PersonCard' }) } },
    },
    async (request) => {
      const [person] = await findScopePersons(app.db, personScope(requireAuth(request)), [request.params.id]);
      // Someone outside the caller's scope reads as absent.
      if (!person) throw new HttpError(404, MSG.notFound);
      return ok(person);
    },
  );

  app.post(
    '/person/by-ids',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Сведения о нескольких людях',
        body: byIdsBody,
        response: persons,
      },
    },
    async (request) => {
      const { ids } = request.body;
      const found = await findScopePersons(app.db, personScope(requireAuth(request)), ids);
      // One person outside the caller's scope refuses the whole request: nothing is told about the others.
      if (found.length !== ids.length) throw new HttpError(403, MSG.noAccess);
      return ok(found);
    },
  );
};

export default personRoutes;
