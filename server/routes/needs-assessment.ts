import { ACCESS } from '../auth/access.ts';

import { requireAuth } from '../auth/session.ts';

import { HttpError, ok } from '../http/envelope.ts';

import { envelope, type RoutePlugin } from '../http/contract.ts';

import type { ServedAct } from '../acts/registry.ts';

import { callerInstitution, loadOwnedAct } from '../acts/engine.ts';

import { ippsuForms, ippsuServices, type IppsuProject } from '../../common/acts/ippsu.ts';

import { displayValue, resolveNode } from '../../common/acts/display-value.ts';

import { classifierItems, programmeOf, serviceKinds } from '../../common/acts/service-classifier.ts';

import { getPointer } from '../../common/acts/computed.ts';

import { findPersonCard } from '../acts/records.ts';

import {
  findServiceNorm,
  institutionRegion,
  organisationsProviding,
  otherOrganisationsServing,
  serviceNorms,
} from '../acts/records.ts';

import { ACT_MSG, IPPSU_MSG } from '../messages.ts';

import { idParam } from '../schemas/shared.ts';

import { pairParams, norm, classifierItem } from '../schemas/needs-assessment.ts';

/**
 * The needs assessment's own reads (workflows.md section 7): the norm of time of a service type
 * (standardminutes/{serviceTypeId}, which the service line's dialog fills in), and the project of
 * the individual programme (IPPSU) drawn up from an act (ippsu/{personId}/{actId}): its service
 * lines with minutes per month and the organisations that provide those services; and the lookup
 * of the services a line chooses from (service-types), the classifier grouped by kind.
 */
export function needsAssessmentRoutes(served: ServedAct): RoutePlugin {
  const { definition, schema } = served.act;
  const p = definition.apiPrefix;
  const itemProps = (resolveNode(schema, resolveNode(schema, schema.properties.services)?.items)?.properties ??
    {}) as Record<string, unknown>;
  const typeNode = resolveNode(schema, itemProps.serviceTypeId);
  const knownTypes = new Set(((typeNode?.oneOf ?? []) as Array<{ const?: unknown }>).map((o) => o.const));
  const classifier = classifierItems(
    schema,
    itemProps.serviceTypeId,
    serviceKinds(served.act.uiSchema, '/services/items/serviceTypeId'),
  );
  return async (app) => {
    const access = { access: ACCESS.staff };

    app.get(
      `${p}/service-types`,
      {
        config: access,
        schema: {
          summary: 'Классификатор социальных услуг по видам (442-ФЗ) для строк услуг акта',
          response: { 200: envelope({ type: 'array', items: classifierItem }) },
        },
      },
      async (request) => {
        requireAuth(request);
        return ok(classifier);
      },
    );

    app.get(
      `${p}/standardminutes/:id`,
      {
        config: access,
        schema: {
          summary: 'Норма времени на одну социальную услугу вида (мин.)',
          params: idParam,
          response: { 200: envelope(norm) },
        },
      },
      async (request) => {
        requireAuth(request);
        const serviceTypeId = request.params.id;
        if (!knownTypes.has(serviceTypeId)) throw new HttpError(404, IPPSU_MSG.unknownServiceType);
        const standardMinutes = await findServiceNorm(app.db, serviceTypeId);
        if (standardMinutes === undefined) throw new HttpError(404, IPPSU_MSG.noNorm);
        return ok({ serviceTypeId, caption: displayValue(schema, typeNode, serviceTypeId), standardMinutes });
      },
    );

    app.get(
      `${p}/ippsu/:personId/:actId`,
      {
        config: access,
        schema: {
          summary: 'Проект индивидуальной программы предоставления социальных услуг по акту',
          params: pairParams,
          response: { 200: envelope({ $ref: 'IppsuProject' }) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        callerInstitution(auth);
        const { personId, actId } = request.params;
        const act = await loadOwnedAct(app.db, served, auth, actId);
        if (act.personId !== personId) throw new HttpError(404, ACT_MSG.notFound);
        const data = act.data;
        const types = [
          ...new Set(
            ((getPointer(data, '/services') as Array<{ serviceTypeId?: unknown }> | undefined) ?? [])
              .map((s) => s.serviceTypeId)
              .filter((t): t is number => typeof t === 'number'),
          ),
        ];
        const totals = ippsuServices(schema, data, await serviceNorms(app.db, types));
        const recommended = await organisationsProviding(
          app.db,
          [...new Set(types.map(programmeOf))],
          personId,
          await institutionRegion(app.db, act.institutionId),
        );
        const others = await otherOrganisationsServing(
          app.db,
          personId,
          recommended.map((o) => o.id),
        );
        const person = await findPersonCard(app.db, personId);
        const date = (pointer: string) => {
          const value = getPointer(data, pointer);
          return typeof value === 'string' ? value : null;
        };
        const project: IppsuProject = {
          actId: act.id,
          personId,
          person: person
            ? {
                lastName: person.lastName,
                firstName: person.firstName,
                middleName: person.middleName,
                birthDate: person.birthDate,
              }
            : null,
          // The act's own number: its «Номер акта» field holds the same (act.json numberField).
          actNumber: act.number,
          actDate: date('/actDate'),
          signed: act.signedAt !== null,
          serviceForms: ippsuForms(schema, data),
          dateFrom: date('/decision/dateFrom') ?? date('/socServicesDateFrom'),
          dateTo: date('/decision/dateTo') ?? date('/socServicesDateTo'),
          ...totals,
          allRecommendedOrganisations: recommended,
          otherOrganisationsWithContracts: others,
        };
        return ok(project);
      },
    );
  };
}
