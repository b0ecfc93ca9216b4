/**
 * Demo service contracts, requests with decisions and tour contracts: clearly seeded examples so
 * that the report jobs (contract, act of rendered services, decision notices, tour contract,
 * a person's register extract) print real content. The contract and request issues extend them.
 */
import {
  decide,
  ServiceContractStatus,
  type ContractSide,
  type ServiceContractAction,
  type ServiceContractFacts,
} from '../../../common/contracts/service-contract-machine.ts';
import { INSTITUTION } from './institutions.ts';
import { PERSON } from './people.ts';

export interface ServiceContractSeed {
  id: number;
  number: string;
  contractDate: string;
  personId: number;
  targetPersonId: number | null;
  institutionId: number;
  /** Waiting 1 .. Missed 11 (workflows.md section 4): the end of its history below. */
  status: number;
  dateFrom: string;
  dateTo: string;
  paymentKind: 'contract' | 'ippsu' | 'certificate';
  version: number;
  signedByPerson: boolean;
  signedByServiceProvider: boolean;
  actSignedByProvider: boolean;
  actSignedByPerson: boolean;
  rateByPerson: number | null;
  feedback: string | null;
  rejectReason: string | null;
  isTour: boolean;
  representativeInfo: string | null;
}

/** One row of a contract's history (service_contract_history). */
export interface ContractHistorySeed {
  id: number;
  contractId: number;
  action: ServiceContractAction | 'create';
  side: ContractSide;
  actorPersonId: number;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

export interface ContractServiceSeed {
  contractId: number;
  serviceId: number;
  quantity: number;
  rendered: number;
  /** When the provider removed the service from the contract (region time); absent while it is in force. */
  removedAt?: string;
}

const I = INSTITUTION;
/** Service ids of services.ts. */
const SERVICE = {
  transport: 2,
  nurse: 3,
  fosterFamilies: 8,
  silverClub: 13,
  ippsu: 19,
  homeCare: 20,
  homeMedical: 21,
  ethnoTour: 26,
  cityTour: 27,
} as const;

/** A contract before its history: what was agreed, and the steps it went through. */
interface ContractHead
  extends Pick<
    ServiceContractSeed,
    | 'id'
    | 'number'
    | 'contractDate'
    | 'personId'
    | 'targetPersonId'
    | 'institutionId'
    | 'dateFrom'
    | 'dateTo'
    | 'paymentKind'
  > {
  isTour?: boolean;
  representativeInfo?: string;
  /** The end date first agreed, when the validity was extended later (dateTo is the current one). */
  agreedDateTo?: string;
  /** The expected status after the history: the seed refuses to start if the table disagrees. */
  status: number;
  history: Step[];
}

/** One step of a demo contract's history: an action of the table, by a side, at a moment (region time). */
interface Step {
  action: ServiceContractAction;
  by: ContractSide;
  at: string;
  /** What the action carried: a rejection's reason, a rating 1-5, feedback, a new end date, a removed service. */
  reason?: string;
  rating?: number;
  text?: string;
  dateTo?: string;
  removedServiceId?: number;
}

const step = (action: ServiceContractAction, by: ContractSide, at: string, extra: Partial<Step> = {}): Step => ({
  action,
  by,
  at,
  ...extra,
});
/** Sent for signing, signed by the person, then by the provider: Active 3. */
const signedPersonFirst = (sent: string, person: string, provider: string): Step[] => [
  step('sendForSigning', 'provider', sent),
  step('sign', 'person', person),
  step('sign', 'provider', provider),
];
/** Signed by the provider, then by the person: Active 3. */
const signedProviderFirst = (provider: string, person: string): Step[] => [
  step('sign', 'provider', provider),
  step('sign', 'person', person),
];

/** The contracts as concluded, with their history; status and flags come from replaying it through the table. */
const CONTRACT_HEADS: ContractHead[] = [
  {
    id: 1,
    number: 'ДЕМО-СД-2026/0001',
    contractDate: '2026-09-01',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.severnayaZabota,
    status: 3,
    dateFrom: '2026-09-01',
    dateTo: '2026-12-31',
    paymentKind: 'contract',
    history: signedPersonFirst('2026-08-27 10:15', '2026-08-28 19:42', '2026-08-31 09:05'),
  },
  {
    id: 2,
    number: 'ДЕМО-ЦСО-2026/0107',
    contractDate: '2026-03-02',
    personId: 11,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    status: 7,
    dateFrom: '2026-03-02',
    dateTo: '2026-08-31',
    paymentKind: 'ippsu',
    history: [
      ...signedProviderFirst('2026-02-26 11:00', '2026-02-27 15:30'),
      step('signActByProvider', 'provider', '2026-09-01 10:20'),
      step('signAct', 'person', '2026-09-02 12:05'),
    ],
  },
  {
    id: 3,
    number: 'ДЕМО-КЦСОН-2026/0033',
    contractDate: '2026-11-20',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    status: 1,
    dateFrom: '2026-12-01',
    dateTo: '2027-05-31',
    paymentKind: 'ippsu',
    history: [],
  },
  {
    id: 4,
    number: 'ДЕМО-ЦСО-2026/0142',
    contractDate: '2026-11-10',
    personId: 12,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    status: 2,
    dateFrom: '2026-11-15',
    dateTo: '2027-05-14',
    paymentKind: 'ippsu',
    history: [step('sendForSigning', 'provider', '2026-11-10 14:40')],
  },
  {
    id: 5,
    number: 'ДЕМО-СД-2026/0019',
    contractDate: '2026-06-15',
    personId: PERSON.guardian,
    targetPersonId: PERSON.guardianWard,
    institutionId: I.severnayaZabota,
    status: 5,
    dateFrom: '2026-06-15',
    dateTo: '2026-10-31',
    paymentKind: 'certificate',
    representativeInfo:
      'Кузнецова Ольга Николаевна — опекун несовершеннолетней Салиндер Алины Олеговны (распоряжение управления опеки и попечительства г. Ноябрьск от 14.03.2024 № 112-р)',
    history: [
      ...signedProviderFirst('2026-06-11 09:30', '2026-06-12 18:10'),
      step('terminate', 'provider', '2026-09-15 16:00'),
    ],
  },
  // The demo citizen's contracts in every other status, with the demo provider's two institutions and the tour operator.
  {
    id: 6,
    number: 'ДЕМО-КЦСОН-2026/0041',
    contractDate: '2026-11-23',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    status: 2,
    dateFrom: '2026-12-01',
    dateTo: '2027-11-30',
    paymentKind: 'ippsu',
    history: [step('sendForSigning', 'provider', '2026-11-23 11:25')],
  },
  {
    id: 7,
    number: 'ДЕМО-СД-2026/0027',
    contractDate: '2026-11-24',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.severnayaZabota,
    status: 9,
    dateFrom: '2026-12-01',
    dateTo: '2027-02-28',
    paymentKind: 'contract',
    history: [step('sign', 'provider', '2026-11-24 16:05')],
  },
  {
    id: 8,
    number: 'ДЕМО-КЦСОН-2026/0038',
    contractDate: '2026-11-18',
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenSon,
    institutionId: I.kcsonNoyabrsk,
    status: 8,
    dateFrom: '2026-12-01',
    dateTo: '2027-05-31',
    paymentKind: 'certificate',
    representativeInfo:
      'Иванова Мария Петровна — мать несовершеннолетнего Иванова Артёма Андреевича (свидетельство о рождении II-ПК № 604512)',
    history: [step('sendForSigning', 'provider', '2026-11-18 10:00'), step('sign', 'person', '2026-11-19 20:14')],
  },
  {
    id: 9,
    number: 'ДЕМО-СД-2026/0011',
    contractDate: '2026-04-06',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.severnayaZabota,
    status: 4,
    dateFrom: '2026-04-06',
    dateTo: '2026-09-30',
    paymentKind: 'contract',
    history: [
      ...signedProviderFirst('2026-04-02 10:40', '2026-04-03 08:55'),
      step('terminate', 'person', '2026-06-19 17:30'),
    ],
  },
  {
    id: 10,
    number: 'ДЕМО-КЦСОН-2026/0012',
    contractDate: '2026-02-10',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    status: 5,
    dateFrom: '2026-02-16',
    dateTo: '2026-07-31',
    paymentKind: 'ippsu',
    history: [
      ...signedPersonFirst('2026-02-10 12:00', '2026-02-11 09:20', '2026-02-12 14:45'),
      step('terminate', 'provider', '2026-05-29 11:10'),
    ],
  },
  {
    id: 11,
    number: 'ДЕМО-СД-2026/0024',
    contractDate: '2026-10-30',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.severnayaZabota,
    status: 6,
    dateFrom: '2026-11-05',
    dateTo: '2027-01-31',
    paymentKind: 'contract',
    history: [
      step('sendForSigning', 'provider', '2026-10-30 15:20'),
      step('reject', 'person', '2026-11-02 21:03', {
        reason: 'Время посещений сиделки (с 8:00 до 10:00) не подходит: прошу предложить вечерние часы',
      }),
    ],
  },
  {
    id: 12,
    number: 'ДЕМО-КЦСОН-2026/0007',
    contractDate: '2026-01-19',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    status: 7,
    dateFrom: '2026-01-20',
    dateTo: '2026-06-30',
    paymentKind: 'ippsu',
    history: [
      ...signedProviderFirst('2026-01-19 10:30', '2026-01-19 18:45'),
      step('signActByProvider', 'provider', '2026-07-01 09:40'),
      step('signAct', 'person', '2026-07-02 19:12'),
      step('rate', 'person', '2026-07-02 19:15', { rating: 5 }),
      step('feedback', 'person', '2026-07-02 19:18', {
        text: 'Спасибо социальному работнику Надежде Викторовне: всегда приходила вовремя, помогала с лекарствами и записью к врачу.',
      }),
    ],
  },
  {
    id: 13,
    number: 'ДЕМО-ТУР-2026/0031',
    contractDate: '2026-10-12',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.yamalTour,
    status: 10,
    dateFrom: '2026-12-12',
    dateTo: '2026-12-14',
    paymentKind: 'certificate',
    isTour: true,
    history: [
      ...signedProviderFirst('2026-10-12 13:00', '2026-10-13 10:25'),
      step('requestTermination', 'person', '2026-11-21 08:50'),
    ],
  },
  {
    id: 14,
    number: 'ДЕМО-ТУР-2026/0019',
    contractDate: '2026-08-03',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.yamalTour,
    status: 11,
    dateFrom: '2026-09-05',
    dateTo: '2026-09-05',
    paymentKind: 'certificate',
    isTour: true,
    history: [
      ...signedProviderFirst('2026-08-03 12:10', '2026-08-04 09:00'),
      step('markMissed', 'provider', '2026-09-06 10:30'),
    ],
  },
  {
    id: 15,
    number: 'ДЕМО-СД-2026/0006',
    contractDate: '2026-05-12',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.severnayaZabota,
    status: 3,
    dateFrom: '2026-05-12',
    dateTo: '2026-11-30',
    paymentKind: 'contract',
    history: [
      ...signedProviderFirst('2026-05-08 11:00', '2026-05-08 20:30'),
      step('signActByProvider', 'provider', '2026-11-24 17:45'),
    ],
  },
  {
    id: 16,
    number: 'ДЕМО-КЦСОН-2026/0029',
    contractDate: '2026-09-14',
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    status: 3,
    dateFrom: '2026-09-15',
    dateTo: '2026-12-31',
    agreedDateTo: '2026-11-30',
    paymentKind: 'ippsu',
    history: [
      ...signedPersonFirst('2026-09-14 09:30', '2026-09-14 19:05', '2026-09-15 08:40'),
      step('removeService', 'provider', '2026-10-20 15:00', { removedServiceId: SERVICE.silverClub }),
      step('extendValidity', 'provider', '2026-11-16 10:10', { dateTo: '2026-12-31' }),
    ],
  },
  // The guardian's ward's own contract, concluded before the guardianship: the guardian follows it for her.
  {
    id: 17,
    number: 'ДЕМО-ЦСО-2026/0063',
    contractDate: '2026-10-01',
    personId: PERSON.guardianWard,
    targetPersonId: null,
    institutionId: I.csoSalekhard,
    status: 3,
    dateFrom: '2026-10-01',
    dateTo: '2027-03-31',
    paymentKind: 'ippsu',
    history: [...signedProviderFirst('2026-09-29 10:00', '2026-09-30 12:15')],
  },
];

export const CONTRACT_SERVICES: ContractServiceSeed[] = [
  { contractId: 1, serviceId: SERVICE.nurse, quantity: 120, rendered: 64 },
  { contractId: 2, serviceId: SERVICE.homeCare, quantity: 96, rendered: 96 },
  { contractId: 2, serviceId: SERVICE.transport, quantity: 6, rendered: 5 },
  { contractId: 3, serviceId: SERVICE.homeMedical, quantity: 48, rendered: 0 },
  { contractId: 4, serviceId: SERVICE.homeCare, quantity: 72, rendered: 0 },
  { contractId: 5, serviceId: SERVICE.nurse, quantity: 80, rendered: 52 },
  { contractId: 6, serviceId: SERVICE.homeMedical, quantity: 96, rendered: 0 },
  { contractId: 6, serviceId: SERVICE.silverClub, quantity: 24, rendered: 0 },
  { contractId: 7, serviceId: SERVICE.nurse, quantity: 60, rendered: 0 },
  { contractId: 8, serviceId: SERVICE.fosterFamilies, quantity: 12, rendered: 0 },
  { contractId: 8, serviceId: SERVICE.silverClub, quantity: 8, rendered: 0 },
  { contractId: 9, serviceId: SERVICE.nurse, quantity: 90, rendered: 34 },
  { contractId: 10, serviceId: SERVICE.homeMedical, quantity: 72, rendered: 41 },
  { contractId: 11, serviceId: SERVICE.nurse, quantity: 48, rendered: 0 },
  { contractId: 12, serviceId: SERVICE.homeMedical, quantity: 60, rendered: 60 },
  { contractId: 12, serviceId: SERVICE.silverClub, quantity: 20, rendered: 18 },
  { contractId: 13, serviceId: SERVICE.ethnoTour, quantity: 3, rendered: 0 },
  { contractId: 14, serviceId: SERVICE.cityTour, quantity: 2, rendered: 0 },
  { contractId: 15, serviceId: SERVICE.nurse, quantity: 100, rendered: 100 },
  { contractId: 16, serviceId: SERVICE.homeMedical, quantity: 64, rendered: 30 },
  { contractId: 16, serviceId: SERVICE.silverClub, quantity: 16, rendered: 6, removedAt: '2026-10-20 15:00:00+05' },
  { contractId: 16, serviceId: SERVICE.fosterFamilies, quantity: 8, rendered: 3 },
  { contractId: 17, serviceId: SERVICE.homeCare, quantity: 48, rendered: 16 },
];

/** The provider side's employee of each demo institution (their person), for the history's «who». */
const PROVIDER_PERSON: Record<number, number> = {
  [I.severnayaZabota]: PERSON.provider,
  [I.kcsonNoyabrsk]: PERSON.provider,
  [I.yamalTour]: PERSON.tourism,
  [I.csoSalekhard]: PERSON.worker,
};

const SERVICE_CAPTIONS: Record<number, string> = {
  [SERVICE.silverClub]: 'Клуб «Серебряный возраст»: творческие мастерские',
};
/** Seed moments are the region's local time (Салехард, UTC+5). */
const regionTime = (at: string) => `${at}:00+05`;

/** What a step carried, as the table's input (its history note comes from the table's row). */
const stepInput = (s: Step) => ({
  reason: s.reason,
  rating: s.rating,
  dateTo: s.dateTo,
  text: s.text,
  serviceName:
    s.removedServiceId === undefined ? undefined : (SERVICE_CAPTIONS[s.removedServiceId] ?? String(s.removedServiceId)),
});

/**
 * Replays every demo contract's history through the state table (`decide`): the history rows and the
 * contract's status and flags agree with the table by construction; a step the table refuses stops the
 * server at start with the contract's number, so demo data never shows an impossible state.
 */
function replay(): { contracts: ServiceContractSeed[]; history: ContractHistorySeed[] } {
  const contracts: ServiceContractSeed[] = [];
  const history: ContractHistorySeed[] = [];
  for (const { history: steps, ...head } of CONTRACT_HEADS) {
    const services = CONTRACT_SERVICES.filter((line) => line.contractId === head.id).length;
    let facts: ServiceContractFacts = {
      status: ServiceContractStatus.Waiting,
      signedByPerson: false,
      signedByServiceProvider: false,
      actSignedByProvider: false,
      actSignedByPerson: false,
      rateByPerson: null,
      openServices: services,
      isTour: head.isTour ?? false,
      dateTo: head.agreedDateTo ?? head.dateTo,
    };
    const provider = PROVIDER_PERSON[head.institutionId] ?? PERSON.provider;
    const row = (s: Pick<ContractHistorySeed, 'action' | 'side' | 'actedAt' | 'fromStatus' | 'toStatus' | 'note'>) =>
      history.push({
        id: history.length + 1,
        contractId: head.id,
        actorPersonId: s.side === 'person' ? head.personId : provider,
        ...s,
        actedAt: regionTime(s.actedAt),
      });
    // Prepared in the morning of the contract's date, or of its first step when that came earlier.
    const created = [head.contractDate, ...steps.map((s) => s.at.slice(0, 10))].sort()[0];
    row({
      action: 'create',
      side: 'provider',
      actedAt: `${created} 08:30`,
      fromStatus: null,
      toStatus: facts.status,
      note: null,
    });
    let feedback: string | null = null;
    let rejectReason: string | null = null;
    for (const s of steps) {
      const decision = decide(facts, s.by, s.action, stepInput(s));
      if (!decision.ok) throw new Error(`Демо-договор ${head.number}: ${s.action} (${s.by}) — ${decision.message}`);
      row({
        action: s.action,
        side: s.by,
        actedAt: s.at,
        fromStatus: facts.status,
        toStatus: decision.next.status,
        note: decision.note,
      });
      facts = decision.next;
      if (s.text) feedback = s.text;
      if (s.reason) rejectReason = s.reason;
    }
    if (facts.status !== head.status)
      throw new Error(`Демо-договор ${head.number}: история ведёт в статус ${facts.status}, а не ${head.status}`);
    contracts.push({
      ...head,
      status: facts.status,
      version: steps.length + 1,
      signedByPerson: facts.signedByPerson,
      signedByServiceProvider: facts.signedByServiceProvider,
      actSignedByProvider: facts.actSignedByProvider,
      actSignedByPerson: facts.actSignedByPerson,
      rateByPerson: facts.rateByPerson,
      feedback,
      rejectReason,
      isTour: head.isTour ?? false,
      representativeInfo: head.representativeInfo ?? null,
    });
  }
  return { contracts, history };
}

const REPLAYED = replay();
/** Demo service contracts: the demo citizen's in every status 1-11, the guardian's, two other people's. */
export const SERVICE_CONTRACTS: ServiceContractSeed[] = REPLAYED.contracts;
/** Every demo contract's history, from its creation, as the table allows it. */
export const CONTRACT_HISTORY: ContractHistorySeed[] = REPLAYED.history;
