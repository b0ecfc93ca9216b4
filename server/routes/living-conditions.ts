import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import type { ServedAct } from '../acts/registry.ts';
import { callerInstitution, createAct } from '../acts/engine.ts';
import { employeeName, prefillNewAct } from '../acts/prefill.ts';
import { findPersonAddresses, findPersonCard, isClientOf, listRelatives } from '../acts/records.ts';
import { ACT_MSG } from '../messages.ts';
import { idParam } from '../schemas/shared.ts';
import { pairParams, created } from '../schemas/living-conditions.ts';

/**
 * The living-conditions act's own calls (workflows.md section 7): the children and wards of a client
 * (relatives-601/{id}), and a new act about one of them (create-for-relative/{client}/{relative}).
 * The act is about the child; the client's institution keeps it.
 */
export function livingConditionsRoutes(served: ServedAct): RoutePlugin {
  const p = served.act.definition.apiPrefix;
  return async (app) => {
    const access = { access: ACCESS.staff };

    app.get(
      `${p}/relatives-601/:id`,
      {
        config: access,
        schema: {
          summary: 'Дети и подопечные получателя услуг',
          params: idParam,
          response: { 200: envelope({ type: 'array', items: { $ref: 'RelativeFound' } }) },
        },
      },
      async (request) => {
        const institution = callerInstitution(requireAuth(request));
        if (!(await isClientOf(app.db, request.params.id, institution)))
          throw new HttpError(404, ACT_MSG.personNotFound);
        return ok(await listRelatives(app.db, request.params.id));
      },
    );

    app.post(
      `${p}/create-for-relative/:personId/:relativeId`,
      {
        config: access,
        schema: {
          summary: 'Акт обследования условий жизни ребёнка получателя услуг',
          params: pairParams,
          response: { 200: envelope(created) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const institution = callerInstitution(auth);
        const { personId, relativeId } = request.params;
        if (!(await isClientOf(app.db, personId, institution))) throw new HttpError(404, ACT_MSG.personNotFound);
        if (!(await listRelatives(app.db, personId)).some((r) => r.id === relativeId))
          throw new HttpError(404, ACT_MSG.personNotFound);
        const child = (await findPersonCard(app.db, relativeId))!;
        const act = await createAct(app.db, served, {
          personId: child.id,
          institutionId: institution ?? auth.user.selectedInstitution?.institutionId ?? null,
          createdBy: auth.realUserId,
          data: prefillNewAct(served.act.schema, child, {
            addresses: await findPersonAddresses(app.db, child.id),
            employeeName: employeeName(auth),
          }),
        });
        return ok(
          { id: act.id, version: act.version, personId: act.personId },
          { severity: 'Success', text: ACT_MSG.created },
        );
      },
    );
  };
}
