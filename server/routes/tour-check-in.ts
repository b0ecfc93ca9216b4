/**
 * The tourists' check-in (workflows.md section 2: /user/check-in-tour and
 * /qr-check-in-tourism/{payload}/{digest}): the holder's signed QR link, what a scanned link names,
 * the check-in by the code or from the list of the day. The rules: server/tourism/check-in.ts.
 */
import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { tourCheckInService } from '../tourism/check-in.ts';
import { SystemRole as R } from '../../common/roles.ts';
import * as S from '../schemas/tour-check-in.ts';

const tourCheckInRoutes: RoutePlugin = async (app) => {
  const checkIn = tourCheckInService(app.db, app.config.tourCheckInKey);
  const operator = { access: [R.TourismProvider] };
  const refusals = { 403: { $ref: 'Refusal' }, 404: { $ref: 'Refusal' }, 409: { $ref: 'Refusal' } } as const;

  app.get(
    '/tour-contract/check-in-qr/:personId/:id',
    {
      config: { access: [R.Public] },
      schema: {
        summary: 'Подписанная ссылка QR-кода прибытия по действующему договору на тур (турист)',
        params: S.holderParams,
        response: { 200: envelope(S.qrLink), ...refusals },
      },
    },
    async (request) => ok(await checkIn.qr(requireAuth(request), request.params.personId, request.params.id)),
  );

  app.get(
    '/tour-contract/for-check-in/:payload/:digest',
    {
      config: operator,
      schema: {
        summary: 'Кого отмечает QR-код прибытия: турист, участники, тур, можно ли отметить',
        params: S.codeParams,
        response: { 200: envelope(S.checkInView), ...refusals },
      },
    },
    async (request) =>
      ok(await checkIn.forCheckIn(requireAuth(request), request.params.payload, request.params.digest)),
  );

  app.post(
    '/tour-contract/check-in',
    {
      config: operator,
      schema: {
        summary: 'Отметить прибытие туристов по QR-коду (один раз)',
        body: S.codeBody,
        response: { 200: envelope(S.checkedIn), ...refusals },
      },
    },
    async (request) => checkIn.checkIn(requireAuth(request), request.body.payload, request.body.digest),
  );

  app.get(
    '/tour-contract/check-in/:date',
    {
      config: operator,
      schema: {
        summary: 'Туристы туроператора на день: действующие договоры на туры этого дня и отметки о прибытии',
        params: S.dayParams,
        response: { 200: envelope(S.checkInDay), ...refusals },
      },
    },
    async (request) => ok(await checkIn.day(requireAuth(request), request.params.date)),
  );

  app.post(
    '/tour-contract/check-in-by-list',
    {
      config: operator,
      schema: {
        summary: 'Отметить прибытие туристов по списку, без QR-кода (с версией договора)',
        body: S.byListBody,
        response: { 200: envelope(S.checkedIn), ...refusals },
      },
    },
    async (request) => checkIn.checkInByList(requireAuth(request), request.body),
  );
};

export default tourCheckInRoutes;
