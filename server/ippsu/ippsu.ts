/**
 * The citizen's individual programme of social services (IPPSU, workflows.md sections 2, 3, 7):
 * the programme with its services (captions, periodicity and minutes as the needs assessment reckons
 * them: common/acts/ippsu.ts), the organisations it recommends, each with whether the person has a
 * service contract in force with it, and the other organisations the person has contracts with.
 * A citizen reads their own; an employee the programmes of their institution's clients.
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import { ACTS } from '../../common/acts/generated/acts.ts';
import type { ActSchema } from '../../common/acts/act-schema.ts';
import { displayValue, resolveNode } from '../../common/acts/display-value.ts';
import { ippsuServices, PERIODICITY } from '../../common/acts/ippsu.ts';
import { programmeOf } from '../../common/acts/service-classifier.ts';
import { regionToday } from '../../common/time-zone.ts';
import { serviceNorms } from '../repositories/service-norms.ts';
import {
  findPersonIppsu,
  isInstitutionClient,
  listOrganisationsProviding,
  listOtherOrganisationsWithContracts,
  listRecommendedOrganisations,
  type IppsuRow,
} from '../repositories/ippsu.ts';
import { IPPSU_TEXT } from './texts.ts';

/** The needs assessment's schema: the captions of service types, periodicities and forms. */
const ASSESSMENT = ACTS['individual-needs-assessment-act'].schema as unknown as ActSchema;
const FORM_NODE = resolveNode(
  ASSESSMENT,
  (resolveNode(ASSESSMENT, ASSESSMENT.properties.decision)?.properties as Record<string, unknown> | undefined)
    ?.serviceForm,
);

/** Whether a programme is in force on a day: not begun yet, in force, or ended. */
export type IppsuStatus = 'upcoming' | 'active' | 'expired';

export function ippsuStatus(p: { dateFrom: string; dateTo: string }, today: string): IppsuStatus {
  if (today < p.dateFrom) return 'upcoming';
  return today > p.dateTo ? 'expired' : 'active';
}

/** The IPPSU service over the database. */
export function ippsuService(db: Db, now: () => Date = () => new Date()) {
  async function view(row: IppsuRow) {
    const types = [...new Set(row.services.map((s) => s.serviceTypeId).filter((t): t is number => t !== undefined))];
    const totals = ippsuServices(ASSESSMENT, { services: row.services }, await serviceNorms(db, types));
    const recommended = await listRecommendedOrganisations(db, row.id, row.personId);
    const others = await listOtherOrganisationsWithContracts(
      db,
      row.personId,
      recommended.map((o) => o.id),
    );
    const status = ippsuStatus(row, regionToday(now()));
    return {
      id: row.id,
      number: row.number,
      person: {
        id: row.personId,
        fio: [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' '),
        birthDate: row.birthDate,
      },
      institution: { id: row.institutionId, caption: row.institutionCaption },
      actId: row.actId,
      issuedOn: row.issuedOn,
      dateFrom: row.dateFrom,
      dateTo: row.dateTo,
      status,
      statusCaption: IPPSU_TEXT.status[status],
      serviceForm: row.serviceForm,
      serviceFormCaption: displayValue(ASSESSMENT, FORM_NODE, row.serviceForm),
      services: totals.services.map((s) => ({
        serviceTypeId: s.serviceTypeId,
        caption: s.caption,
        amount: s.amount,
        periodicityAmountId: s.periodicityAmountId,
        periodicity: s.periodicity,
        oneOff: s.periodicityAmountId === PERIODICITY.once,
        standardMinutes: s.standardMinutes,
        minutesPerMonth: s.minutesPerMonth,
      })),
      totalMinutesPerMonth: totals.totalMinutesPerMonth,
      allRecommendedOrganisations: recommended,
      otherOrganisationsWithContracts: others,
    };
  }

  /** The citizen's own person, or 403 for a caller who is not acting as a citizen. */
  function ownPerson(auth: Auth): number {
    const personId = auth.user.publicPerson ? auth.user.personId : null;
    if (personId === null) throw new HttpError(403, IPPSU_TEXT.noPerson);
    return personId;
  }

  const today = () => regionToday(now());

  return {
    /** GET /ippsu: the caller's programme, or null when they have none. */
    async own(auth: Auth) {
      const row = await findPersonIppsu(db, ownPerson(auth), today());
      return row ? view(row) : null;
    },

    /**
     * GET /ippsu/client/{id}: an employee reads the programme of a client of the institution chosen at
     * sign-in (an administrator anyone's). Someone else's person reads as absent: 404 'Нет доступа',
     * as the other areas answer; a client without a programme is null.
     */
    async client(auth: Auth, personId: number) {
      if (!auth.user.administrator) {
        const inst = auth.user.selectedInstitution;
        if (!inst) throw new HttpError(403, IPPSU_TEXT.noInstitution);
        if (!(await isInstitutionClient(db, inst.institutionId, personId))) throw new HttpError(404, MSG.notFound);
      }
      const row = await findPersonIppsu(db, personId, today());
      return row ? view(row) : null;
    },

    /** GET /ippsu/all-organisations: every provider of the caller's programme's services (none without one). */
    async allOrganisations(auth: Auth) {
      const personId = ownPerson(auth);
      const row = await findPersonIppsu(db, personId, today());
      if (!row) return [];
      const codes = [
        ...new Set(row.services.map((s) => s.serviceTypeId).filter((t): t is number => t !== undefined)),
      ].map(programmeOf);
      const recommended = await listRecommendedOrganisations(db, row.id, personId);
      return listOrganisationsProviding(
        db,
        [...new Set(codes)],
        recommended.map((o) => o.id),
        personId,
      );
    },
  };
}
