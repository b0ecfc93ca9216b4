import { ACCESS } from '../auth/access.ts';
import { requireAuth, type Auth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { findAsoiInstitution, findAsoiReport, insertAsoiReport, listAsoiActs, type AsoiAct } from '../reports/asoi.ts';
import { SystemRole } from '../../common/roles.ts';
import { MSG } from '../messages.ts';
import { idParam } from '../schemas/shared.ts';
import { asoiCreated, asoiReport, periodBody } from '../schemas/reporting.ts';

export const ASOI_MSG = {
  created: 'Отчёт для АСОИ сформирован',
  periodOrder: 'Дата начала периода не может быть позже даты окончания',
  periodTooLong: 'Период отчёта — не больше одного года',
} as const;

/** Version of the payload's layout, for the receiving system. */
export const ASOI_PAYLOAD_VERSION = 1;

/** The employee's institution (a provider or social worker), else 403. */
function staffInstitution({ user }: Auth): number {
  const inst = user.selectedInstitution;
  if (
    !inst ||
    (inst.institutionRole !== SystemRole.ServiceProvider && inst.institutionRole !== SystemRole.SocialWorker)
  )
    throw new HttpError(403, MSG.noAccess);
  return inst.institutionId;
}

/** Counts per act type: created in the period, signed in the period. */
function totals(acts: AsoiAct[], from: string, to: string) {
  const byType = new Map<string, { actType: string; created: number; signed: number }>();
  for (const act of acts) {
    const row = byType.get(act.actType) ?? { actType: act.actType, created: 0, signed: 0 };
    if (act.createdAt >= from && act.createdAt <= to) row.created += 1;
    if (act.signedAt && act.signedAt >= from && act.signedAt <= to) row.signed += 1;
    byType.set(act.actType, row);
  }
  return [...byType.values()];
}

/**
 * Reports to the region's automated social information system (ASOI): the institution's acts of a
 * period (who was surveyed, which act, when signed) with totals per act type, recorded as sent.
 */
const reportingRoutes: RoutePlugin = async (app) => {
  app.post(
    '/reporting/asoi/create',
    {
      config: { access: ACCESS.staff },
      schema: {
        summary: 'Сформировать отчёт для АСОИ по актам учреждения за период',
        body: periodBody,
        response: { 200: envelope(asoiCreated) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const institutionId = staffInstitution(auth);
      const { periodFrom, periodTo } = request.body;
      if (periodFrom > periodTo) throw new HttpError(400, ASOI_MSG.periodOrder);
      if (Date.parse(periodTo) - Date.parse(periodFrom) > 366 * 86_400_000)
        throw new HttpError(400, ASOI_MSG.periodTooLong);
      const institution = (await findAsoiInstitution(app.db, institutionId))!;
      const acts = await listAsoiActs(app.db, institutionId, periodFrom, periodTo);
      const payload = {
        version: ASOI_PAYLOAD_VERSION,
        institution: {
          ogrn: institution.ogrn,
          inn: institution.inn,
          kpp: institution.kpp,
          caption: institution.caption,
        },
        period: { from: periodFrom, to: periodTo },
        totals: totals(acts, periodFrom, periodTo),
        acts,
      };
      const id = await insertAsoiReport(app.db, {
        institutionId,
        from: periodFrom,
        to: periodTo,
        payload,
        userId: auth.realUserId,
      });
      return ok({ id, actsCount: acts.length }, { severity: 'Success', text: ASOI_MSG.created });
    },
  );

  app.get(
    '/reporting/asoi/:id',
    {
      config: { access: ACCESS.staff },
      schema: {
        summary: 'Отчёт для АСОИ',
        params: idParam,
        response: { 200: envelope(asoiReport) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const report = await findAsoiReport(app.db, request.params.id);
      if (!report || (!auth.user.administrator && report.institutionId !== staffInstitution(auth)))
        throw new HttpError(404, MSG.notFound);
      const { institutionId: _own, ...answer } = report;
      return ok(answer);
    },
  );
};

export default reportingRoutes;
