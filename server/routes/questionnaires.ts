import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import type { ServedAct } from '../acts/registry.ts';
import { Questionnaires, QUESTIONNAIRE_MSG } from '../acts/questionnaires.ts';
import { classifierItem } from '../schemas/needs-assessment.ts';
import { actAnswer } from '../schemas/acts.ts';
import { idParam } from '../schemas/shared.ts';
import * as S from '../schemas/questionnaires.ts';
import { actView } from './acts.ts';

/**
 * The questionnaire calls of workflows.md section 7 (/questionnaire/…) over every act of record
 * kind `questionnaire`: a person's questionnaires, the institution's, the lookups of their forms
 * (services, relation degrees), one questionnaire and storing one. Each questionnaire is also an
 * act with its own calls under its apiPrefix (blocks, signature, print). Employees of the
 * person's institution only: a citizen gets 403, another institution's employee 403 or 404.
 */
export function questionnaireRoutes(served: readonly ServedAct[]): RoutePlugin {
  const q = new Questionnaires(served);
  return async (app) => {
    const access = { access: ACCESS.staff };

    app.get(
      '/questionnaire/person/:id',
      {
        config: access,
        schema: {
          summary: 'Анкеты гражданина в организации и виды анкет',
          params: idParam,
          response: { 200: envelope(S.personQuestionnaires) },
        },
      },
      async (request) => ok(await q.ofPerson(app.db, requireAuth(request), request.params.id)),
    );

    app.get(
      '/questionnaire/institution',
      {
        config: access,
        schema: {
          summary: 'Анкеты организации, новые сначала',
          querystring: S.institutionQuery,
          response: { 200: envelope(S.questionnairePage) },
        },
      },
      async (request) => ok(await q.ofInstitution(app.db, requireAuth(request), request.query)),
    );

    app.get(
      '/questionnaire/services',
      {
        config: access,
        schema: {
          summary: 'Социальные услуги, о которых спрашивает анкета (классификатор 442-ФЗ)',
          response: { 200: envelope({ type: 'array', items: classifierItem }) },
        },
      },
      async (request) => {
        requireAuth(request);
        return ok(q.services());
      },
    );

    app.get(
      '/questionnaire/services/for-act',
      {
        config: access,
        schema: {
          summary: 'Услуги из акта оценки потребности гражданина (без гражданина — все услуги)',
          querystring: S.forActQuery,
          response: { 200: envelope({ type: 'array', items: classifierItem }) },
        },
      },
      async (request) => ok(await q.servicesForAct(app.db, requireAuth(request), request.query.personId)),
    );

    app.get(
      '/questionnaire/relation-degree',
      {
        config: access,
        schema: {
          summary: 'Степени родства',
          response: { 200: envelope({ type: 'array', items: S.degreeItem }) },
        },
      },
      async (request) => {
        requireAuth(request);
        return ok(q.relationDegrees());
      },
    );

    app.get(
      '/questionnaire/:personId/:id',
      {
        config: access,
        schema: { summary: 'Анкета гражданина', params: S.personRecordParams, response: actAnswer },
      },
      async (request) => {
        const { act } = await q.load(app.db, requireAuth(request), request.params.personId, request.params.id);
        return ok(await actView(app, act));
      },
    );

    app.post(
      '/questionnaire/store',
      {
        config: access,
        schema: { summary: 'Создать или сохранить анкету', body: S.storeBody, response: actAnswer },
      },
      async (request) => {
        const { act, created } = await q.store(app.db, requireAuth(request), request.body);
        return ok(await actView(app, act), {
          severity: 'Success',
          text: created ? QUESTIONNAIRE_MSG.created : QUESTIONNAIRE_MSG.stored,
        });
      },
    );
  };
}
