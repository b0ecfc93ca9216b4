/**
 * Demo catalogue contracts: applications for catalogue services in every status 1-5 for the demo
 * citizen (for herself and her children) at the demo provider's two institutions, and a few of other
 * people. Each one's history is replayed through the state table, so status and history agree.
 */
import {
  CatalogContractStatus,
  decideCatalogContract,
  type CatalogContractAction,
} from '../../../common/contracts/catalog-contract-machine.ts';
import type { ContractSide } from '../../../common/contracts/service-contract-machine.ts';
import { numbersInOrder } from './document-numbers.ts';
import { INSTITUTION as I } from './institutions.ts';
import { PERSON } from './people.ts';

export interface CatalogContractSeed {
  id: number;
  number: string;
  personId: number;
  targetPersonId: number | null;
  institutionId: number;
  serviceId: number;
  status: number;
  desiredDateFrom: string;
  phone: string;
  comment: string | null;
  rejectReason: string | null;
  createdAt: string;
  paidAt: string | null;
  version: number;
}

export interface CatalogContractHistorySeed {
  id: number;
  contractId: number;
  action: CatalogContractAction | 'create';
  side: ContractSide;
  actorPersonId: number;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

/** Catalogue services of the demo provider's institutions (services.ts, catalog.ts). */
const SERVICE = { zabotaNurse: 3, zabotaTaxi: 60, kcsonSilverClub: 13, kcsonAirportTaxi: 61 } as const;

interface Head
  extends Omit<CatalogContractSeed, 'status' | 'rejectReason' | 'paidAt' | 'version' | 'createdAt' | 'number'> {
  createdAt: string;
  steps: Array<{ action: CatalogContractAction; by: ContractSide; at: string; reason?: string }>;
  /** The expected status after the steps: the seed refuses to start if the table disagrees. */
  status: number;
}

const S = CatalogContractStatus;
const HEADS: Head[] = [
  {
    id: 1,
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.severnayaZabota,
    serviceId: SERVICE.zabotaTaxi,
    status: S.New,
    desiredDateFrom: '2026-12-07',
    phone: '+79220511234',
    comment: 'Поездки в окружную больницу на процедуры два раза в месяц, нужен автомобиль с пандусом',
    createdAt: '2026-11-23 20:14',
    steps: [],
  },
  {
    id: 2,
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenDaughter,
    institutionId: I.severnayaZabota,
    serviceId: SERVICE.zabotaNurse,
    status: S.Accepted,
    desiredDateFrom: '2026-12-01',
    phone: '+79220511234',
    comment: 'Дочь после операции, нужна сиделка с 9:00 до 18:00 в будни, пока я на работе',
    createdAt: '2026-11-19 08:47',
    steps: [{ action: 'save', by: 'provider', at: '2026-11-20 10:05' }],
  },
  {
    id: 3,
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    serviceId: SERVICE.kcsonSilverClub,
    status: S.Rejected,
    desiredDateFrom: '2026-11-16',
    phone: '+79220511234',
    comment: null,
    createdAt: '2026-11-09 19:30',
    steps: [
      {
        action: 'reject',
        by: 'provider',
        at: '2026-11-10 11:20',
        reason:
          'Клуб «Серебряный возраст» принимает граждан старше 55 лет; предлагаем мастерские центра «Семья» по субботам',
      },
    ],
  },
  {
    id: 4,
    personId: PERSON.citizen,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    serviceId: SERVICE.kcsonAirportTaxi,
    status: S.Paid,
    desiredDateFrom: '2026-10-28',
    phone: '+79220511234',
    comment: 'Рейс в Тюмень в 06:40, нужна помощь с багажом',
    createdAt: '2026-10-20 12:02',
    steps: [
      { action: 'save', by: 'provider', at: '2026-10-20 15:40' },
      { action: 'setPayed', by: 'provider', at: '2026-10-28 09:15' },
    ],
  },
  {
    id: 5,
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenSon,
    institutionId: I.kcsonNoyabrsk,
    serviceId: SERVICE.kcsonAirportTaxi,
    status: S.Cancelled,
    desiredDateFrom: '2026-11-30',
    phone: '+79220511234',
    comment: 'Сын летит на соревнования в Салехард',
    createdAt: '2026-11-14 21:10',
    steps: [
      { action: 'save', by: 'provider', at: '2026-11-16 09:30' },
      { action: 'cancel', by: 'person', at: '2026-11-18 18:45' },
    ],
  },
  {
    id: 6,
    personId: PERSON.guardian,
    targetPersonId: PERSON.guardianWard,
    institutionId: I.severnayaZabota,
    serviceId: SERVICE.zabotaTaxi,
    status: S.New,
    desiredDateFrom: '2026-12-03',
    phone: '+79044567812',
    comment: 'Поездки подопечной на занятия в реабилитационный центр',
    createdAt: '2026-11-24 09:12',
    steps: [],
  },
  {
    id: 7,
    personId: 14,
    targetPersonId: null,
    institutionId: I.kcsonNoyabrsk,
    serviceId: SERVICE.kcsonAirportTaxi,
    status: S.Accepted,
    desiredDateFrom: '2026-12-10',
    phone: '+79088571402',
    comment: null,
    createdAt: '2026-11-21 14:55',
    steps: [{ action: 'save', by: 'provider', at: '2026-11-22 10:10' }],
  },
  {
    id: 8,
    personId: 12,
    targetPersonId: null,
    institutionId: I.severnayaZabota,
    serviceId: SERVICE.zabotaNurse,
    status: S.Paid,
    desiredDateFrom: '2026-09-01',
    phone: '+79028110925',
    comment: 'Уход после выписки из больницы',
    createdAt: '2026-08-25 10:00',
    steps: [
      { action: 'save', by: 'provider', at: '2026-08-25 16:20' },
      { action: 'setPayed', by: 'provider', at: '2026-09-30 12:00' },
    ],
  },
];

/** Seed moments are the region's local time (Салехард, UTC+5). */
const regionTime = (at: string) => `${at}:00+05`;

/**
 * The applications' numbers: within each year in the order they were made, as the server gives them
 * and as migration 0021 renumbered the applications made before it.
 */
const BY_CREATION = [...HEADS].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
const NUMBERS = new Map(
  numbersInOrder(
    BY_CREATION,
    () => 'catalog-application',
    (head) => `${head.createdAt.replace(' ', 'T')}:00+05:00`,
  ).map((number, i) => [BY_CREATION[i].id, number]),
);

function replay() {
  const contracts: CatalogContractSeed[] = [];
  const history: CatalogContractHistorySeed[] = [];
  for (const { steps, ...head } of HEADS) {
    let status: number = S.New;
    let rejectReason: string | null = null;
    let paidAt: string | null = null;
    const row = (r: Omit<CatalogContractHistorySeed, 'id' | 'contractId'>) =>
      history.push({ id: history.length + 1, contractId: head.id, ...r });
    row({
      action: 'create',
      side: 'person',
      actorPersonId: head.personId,
      actedAt: regionTime(head.createdAt),
      fromStatus: null,
      toStatus: S.New,
      note: null,
    });
    for (const step of steps) {
      const decision = decideCatalogContract(status as CatalogContractStatus, step.by, step.action, {
        reason: step.reason,
      });
      if (!decision.ok) throw new Error(`Демо-заявление ${head.id}: ${step.action} (${step.by}) — ${decision.message}`);
      row({
        action: step.action,
        side: step.by,
        actorPersonId: step.by === 'person' ? head.personId : PERSON.provider,
        actedAt: regionTime(step.at),
        fromStatus: status,
        toStatus: decision.to,
        note: step.reason ?? null,
      });
      status = decision.to;
      if (step.reason) rejectReason = step.reason;
      if (step.action === 'setPayed') paidAt = regionTime(step.at);
    }
    if (status !== head.status)
      throw new Error(`Демо-заявление ${head.id}: история ведёт в статус ${status}, а не ${head.status}`);
    contracts.push({
      ...head,
      number: NUMBERS.get(head.id)!,
      status,
      rejectReason,
      paidAt,
      createdAt: regionTime(head.createdAt),
      version: steps.length + 1,
    });
  }
  return { contracts, history };
}

const REPLAYED = replay();
/** The demo citizen's applications in every status, the guardian's and two other people's. */
export const CATALOG_CONTRACTS: CatalogContractSeed[] = REPLAYED.contracts;
export const CATALOG_CONTRACT_HISTORY: CatalogContractHistorySeed[] = REPLAYED.history;
