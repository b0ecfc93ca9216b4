/**
 * Demo individual programmes of social services (IPPSU): the citizen's programme in force (its
 * recommended organisations with and without a contract in force, another organisation she has a
 * contract with) and her previous, expired one; and the programme the decision of Морозова В. И.'s
 * signed needs assessment (act 11) produced, which the demo social worker reads as her client's.
 */
import type { ServiceLine } from '../../../common/acts/ippsu.ts';
import { ippsuFromDecision } from '../../../common/acts/ippsu.ts';
import { formatDocumentNumber } from '../../../common/numbering.ts';
import { SURVEY_ACTS } from './acts.ts';
import { INSTITUTION } from './institutions.ts';
import { PERSON } from './people.ts';

export interface IppsuSeed {
  id: number;
  number: string;
  personId: number;
  institutionId: number;
  actId: number | null;
  issuedOn: string;
  dateFrom: string;
  dateTo: string;
  serviceForm: number;
  services: ServiceLine[];
}

export interface IppsuOrganisationSeed {
  ippsuId: number;
  institutionId: number;
  position: number;
}

const MOROZOVA_ACT_ID = 11;
const morozovaAct = SURVEY_ACTS.find((a) => a.id === MOROZOVA_ACT_ID);
const morozova = morozovaAct && ippsuFromDecision(morozovaAct.data as Record<string, unknown>);
if (!morozovaAct || !morozova) throw new Error('В демо-данных нет решения по акту оценки Морозовой В. И. (акт 11)');

/** Semi-stationary form (the decision's serviceForm 3): the citizen's son has difficulties in social adaptation. */
const SEMI_STATIONARY = 3;

export const IPPSU: IppsuSeed[] = [
  {
    id: 1,
    number: formatDocumentNumber('ippsu', 2025, 14),
    personId: PERSON.citizen,
    institutionId: INSTITUTION.csoSalekhard,
    actId: null,
    issuedOn: '2025-08-20',
    dateFrom: '2025-09-01',
    dateTo: '2026-08-31',
    serviceForm: SEMI_STATIONARY,
    services: [
      { serviceTypeId: 3001, standardMinutes: 60, amount: 1, periodicityAmountId: 3 },
      { serviceTypeId: 4003, standardMinutes: 45, amount: 2, periodicityAmountId: 3 },
    ],
  },
  {
    id: 2,
    number: formatDocumentNumber('ippsu', 2026, 21),
    personId: PERSON.citizen,
    institutionId: INSTITUTION.csoSalekhard,
    actId: null,
    issuedOn: '2026-09-08',
    dateFrom: '2026-09-15',
    dateTo: '2027-09-14',
    serviceForm: SEMI_STATIONARY,
    services: [
      { serviceTypeId: 3001, standardMinutes: 60, amount: 2, periodicityAmountId: 3 },
      { serviceTypeId: 4003, standardMinutes: 45, amount: 4, periodicityAmountId: 3 },
      { serviceTypeId: 4004, standardMinutes: 60, amount: 1, periodicityAmountId: 2 },
      { serviceTypeId: 3005, standardMinutes: 90, amount: 1, periodicityAmountId: 6 },
      { serviceTypeId: 6004, standardMinutes: 30, amount: 1, periodicityAmountId: 6 },
    ],
  },
  {
    id: 3,
    number: formatDocumentNumber('ippsu', 2026, 27),
    personId: morozovaAct.personId,
    institutionId: INSTITUTION.csoSalekhard,
    actId: MOROZOVA_ACT_ID,
    ...morozova,
  },
];

export const IPPSU_ORGANISATIONS: IppsuOrganisationSeed[] = [
  { ippsuId: 1, institutionId: INSTITUTION.kcsonNoyabrsk, position: 1 },
  // In force: КЦСОН «Участие» (a contract in force), СРЦН «Доверие» and ЦСПСиД «Радуга» (none yet).
  { ippsuId: 2, institutionId: INSTITUTION.kcsonNoyabrsk, position: 1 },
  { ippsuId: 2, institutionId: INSTITUTION.rehabNadym, position: 2 },
  { ippsuId: 2, institutionId: INSTITUTION.familyCentreUrengoy, position: 3 },
  { ippsuId: 3, institutionId: INSTITUTION.csoSalekhard, position: 1 },
  { ippsuId: 3, institutionId: INSTITUTION.ipVanuito, position: 2 },
];
