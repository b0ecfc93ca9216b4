import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { serviceContractService } from '../contracts/service-contracts.ts';
import { contractSigning } from '../contracts/contract-signing.ts';
import { demoSignaturesOnFirstRead } from '../contracts/demo-signatures.ts';
import { binaryAnswer } from '../http/contract.ts';
import { SystemRole as R } from '../../common/roles.ts';
import type { ServiceContractAction } from '../../common/contracts/service-contract-machine.ts';
import * as S from '../schemas/service-contracts.ts';

/** Citizens and the providers' employees (administrators pass every list). */
const PARTIES = [R.Public, R.ServiceProvider, R.TourismProvider] as const;

/** The signing actions by path: each is a simple electronic signature of its document (as electronic-signature with type 1). */
const PATH_SIGNATURES: ReadonlyArray<
  [path: string, action: ServiceContractAction, document: 'contract' | 'act', summary: string]
> = [
  ['sign', 'sign', 'contract', 'Подписать договор простой электронной подписью (получатель услуг или поставщик)'],
  ['sign-act', 'signAct', 'act', 'Подписать акт оказанных услуг простой электронной подписью (получатель услуг)'],
  [
    'sign-act-provider',
    'signActByProvider',
    'act',
    'Подписать акт оказанных услуг простой электронной подписью (поставщик)',
  ],
];

/** The other actions on a contract addressed by path, as the spec names them; send-for-signing, request-termination and mark-missed complete the table's actions. */
const PATH_ACTIONS: ReadonlyArray<[path: string, action: ServiceContractAction, summary: string]> = [
  ['terminate', 'terminate', 'Расторгнуть договор'],
  ['send-for-signing', 'sendForSigning', 'Отправить договор на подписание (поставщик)'],
  ['request-termination', 'requestTermination', 'Запросить расторжение договора на тур'],
  ['mark-missed', 'markMissed', 'Отметить, что тур не оказан (поставщик)'],
];

/** The service contracts' calls: lists, the card, and every action of the state table. */
const serviceContractRoutes: RoutePlugin = async (app) => {
  const contracts = serviceContractService(app.db);
  const signing = contractSigning(app.db, app.storage, app.config);
  const config = { access: PARTIES };
  // The demo contracts' signatures: their signed PDFs are files, written when such a contract is first opened.
  const demoSignatures = demoSignaturesOnFirstRead(app.db, app.storage, app.config.seedDemoData);

  app.get(
    '/service-contract',
    {
      config,
      schema: {
        summary: 'Договоры на услуги: мои или учреждения',
        querystring: S.listQuery,
        response: { 200: envelope(S.listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await contracts.list(requireAuth(request), { ...filter, page: page ?? 1, pageSize: pageSize ?? 20 }));
    },
  );

  app.get(
    '/service-contract/:personId/:id',
    {
      config,
      schema: { summary: 'Договор на услуги: карточка', params: S.contractParams, response: { 200: envelope(S.card) } },
    },
    async (request) => {
      await demoSignatures(request.params.id);
      const view = await contracts.card(requireAuth(request), request.params.personId, request.params.id);
      return ok({
        ...view,
        signatures: await signing.signatures(view.id),
        qualifiedSignatureAvailable: signing.qualifiedAvailable,
      });
    },
  );

  app.get(
    '/service-contract/:personId/:id/document/:document',
    {
      config,
      schema: {
        summary: 'Документ для подписания: договор или акт оказанных услуг (PDF в base64) и его SHA-256',
        params: S.documentParams,
        response: { 200: envelope(S.documentPreview) },
      },
    },
    async (request) => {
      await demoSignatures(request.params.id);
      return ok(
        await signing.preview(
          requireAuth(request),
          request.params.personId,
          request.params.id,
          request.params.document,
        ),
      );
    },
  );

  app.get(
    '/service-contract/:personId/:id/signatures/:signatureId/document',
    {
      config,
      schema: {
        summary: 'Подписанный документ со штампами электронных подписей (PDF)',
        params: S.signedParams,
        response: { 200: binaryAnswer('Подписанный документ', 'application/pdf') },
      },
    },
    async (request, reply) => {
      await demoSignatures(request.params.id);
      const { fileName, pdf } = await signing.signedDocument(
        requireAuth(request),
        request.params.personId,
        request.params.id,
        request.params.signatureId,
      );
      const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/service-contract/electronic-signature',
    {
      config,
      schema: {
        summary: 'Подписать договор или акт электронной подписью (1 — простая, 2 — квалифицированная)',
        body: S.signatureBody,
        response: S.signatureAnswer,
      },
    },
    async (request) => {
      await demoSignatures(request.body.id);
      return signing.sign(requireAuth(request), request.body);
    },
  );

  for (const [path, action, document, summary] of PATH_SIGNATURES) {
    app.post(
      `/service-contract/:personId/:id/${path}`,
      { config, schema: { summary, params: S.contractParams, body: S.versionBody, response: S.signatureAnswer } },
      async (request) => {
        await demoSignatures(request.params.id);
        return signing.sign(requireAuth(request), {
          ...request.params,
          version: request.body.version,
          document,
          action,
          signatureType: 1,
        });
      },
    );
  }

  app.get(
    '/service-contract/:personId/:id/representative-info',
    {
      config,
      schema: {
        summary: 'Сведения о представителе получателя услуг',
        params: S.contractParams,
        response: { 200: envelope(S.representative) },
      },
    },
    async (request) =>
      ok(await contracts.representativeInfo(requireAuth(request), request.params.personId, request.params.id)),
  );

  app.get(
    '/service-contract/:personId/:id/services',
    {
      config,
      schema: { summary: 'Услуги договора', params: S.contractParams, response: { 200: envelope(S.services) } },
    },
    async (request) => ok(await contracts.services(requireAuth(request), request.params.personId, request.params.id)),
  );

  for (const [path, action, summary] of PATH_ACTIONS) {
    app.post(
      `/service-contract/:personId/:id/${path}`,
      { config, schema: { summary, params: S.contractParams, body: S.versionBody, response: S.actionAnswer } },
      async (request) =>
        contracts.act(requireAuth(request), request.params.personId, request.params.id, action, request.body),
    );
  }

  app.post(
    '/service-contract/:personId/:id/remove-service/:serviceId',
    {
      config,
      schema: {
        summary: 'Исключить услугу из договора (поставщик)',
        params: S.serviceParams,
        body: S.versionBody,
        response: S.actionAnswer,
      },
    },
    async (request) =>
      contracts.act(requireAuth(request), request.params.personId, request.params.id, 'removeService', {
        ...request.body,
        serviceId: request.params.serviceId,
      }),
  );

  app.post(
    '/service-contract/reject',
    {
      config,
      schema: { summary: 'Отклонить договор с указанием причины', body: S.rejectBody, response: S.actionAnswer },
    },
    async (request) => {
      const { personId, id: contractId, ...input } = request.body;
      return contracts.act(requireAuth(request), personId, contractId, 'reject', input);
    },
  );

  app.post(
    '/service-contract/feedback',
    {
      config,
      schema: { summary: 'Оценить поставщика (1–5) и оставить отзыв', body: S.feedbackBody, response: S.actionAnswer },
    },
    async (request) => {
      const { personId, id: contractId, ...input } = request.body;
      return contracts.feedback(requireAuth(request), personId, contractId, input);
    },
  );

  app.post(
    '/service-contract/add-validity-period',
    {
      config,
      schema: {
        summary: 'Продлить срок действия договора (поставщик)',
        body: S.validityBody,
        response: S.actionAnswer,
      },
    },
    async (request) => {
      const { personId, id: contractId, ...input } = request.body;
      return contracts.act(requireAuth(request), personId, contractId, 'extendValidity', input);
    },
  );
};

export default serviceContractRoutes;
