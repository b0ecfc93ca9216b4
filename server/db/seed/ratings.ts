/**
 * Demo ratings of the registry: fulfilled service contracts of the region's clients, each rated 1-5
 * by its recipient (some with feedback). The registry's rating tab averages them per provider
 * (the view institution_ratings); there is no rating typed in anywhere else. Every contract's
 * history is replayed through the state table, as the other demo contracts are.
 */
import {
  decide,
  ServiceContractStatus,
  type ContractSide,
  type ServiceContractAction,
  type ServiceContractFacts,
} from '../../../common/contracts/service-contract-machine.ts';
import type { ContractHistorySeed, ContractServiceSeed, ServiceContractSeed } from './contracts.ts';
import { CATALOG_SERVICES } from './catalog.ts';
import { INSTITUTION as I } from './institutions.ts';
import { SERVICES } from './services.ts';

/** Each rated provider and its recipients' ratings, in the order the contracts were fulfilled. */
const RATINGS: ReadonlyArray<[institutionId: number, ratings: number[]]> = [
  [I.csoSalekhard, [5, 5, 5, 4, 5]],
  [I.kcsonNoyabrsk, [5, 4, 5, 4]],
  [I.familyCentreUrengoy, [5, 4, 5, 4]],
  [I.severnayaZabota, [5, 4, 5]],
  [I.dobryeRuki, [4, 4, 5, 4, 4]],
  [I.taxiPolyarnaya, [4, 4, 3, 5, 4, 3, 4]],
  [I.ipVanuito, [5, 5]],
  [I.ipSafronov, [4, 5, 4, 5, 4]],
  [I.oporaMuravlenko, [4, 4, 5, 3, 5, 4, 4]],
  [I.earlyStepsSalekhard, [5, 5, 5, 5, 4]],
  [I.internatLabytnangi, [4, 5, 4, 5, 4]],
  [I.kcsonTarkoSale, [4, 4, 5, 4]],
  [I.ipKhudyakova, [5, 5, 5, 4]],
  [I.nadezhdaMuravlenko, [4, 4, 4, 5, 4, 4]],
  [I.earlyKrokhaNoyabrsk, [5, 4, 5]],
];

/** What recipients wrote beside some ratings, by rating. */
const FEEDBACK: Record<number, string[]> = {
  5: [
    'Всё выполнено в срок и очень бережно, спасибо специалистам!',
    'Приходили даже в сильные морозы, ни одного пропущенного визита.',
    'Внимательные и вежливые сотрудники, помогли оформить документы.',
  ],
  4: [
    'В целом хорошо, но пару раз визит переносили без предупреждения.',
    'Услуги оказаны качественно, хотелось бы больше свободного времени для записи.',
  ],
  3: ['Машину приходилось ждать по 30–40 минут, диспетчер не всегда отвечает.'],
};

/** Adult clients of the region who rate (persons of people.ts); the demo citizen and guardian are left out. */
const RATERS = [11, 12, 13, 14, 15, 16, 17, 20, 21, 22, 18, 19];

/** A history row; the provider's side of these contracts acts without a named employee. */
export type RatedHistorySeed = Omit<ContractHistorySeed, 'actorPersonId'> & { actorPersonId: number | null };

const FIRST_ID = 101;
const FIRST_HISTORY_ID = 1001;

const serviceOf = (institutionId: number): number => {
  const service = [...SERVICES, ...CATALOG_SERVICES].find((s) => s.institutionId === institutionId && !s.isTourism);
  if (!service) throw new Error(`Демо-оценки: у поставщика ${institutionId} нет услуг`);
  return service.id;
};

const pad = (n: number) => String(n).padStart(2, '0');

function build() {
  const contracts: ServiceContractSeed[] = [];
  const history: RatedHistorySeed[] = [];
  const services: ContractServiceSeed[] = [];
  let n = 0;
  for (const [institutionId, ratings] of RATINGS) {
    ratings.forEach((rating, k) => {
      const id = FIRST_ID + n;
      const personId = RATERS[n % RATERS.length];
      const month = 1 + ((n + k) % 9);
      const dateFrom = `2026-${pad(month)}-${pad(1 + (n % 20))}`;
      const dateTo = `2026-${pad(month + 1)}-${pad(1 + (n % 20))}`;
      const feedbackTexts = FEEDBACK[rating] ?? [];
      const text = n % 2 === 0 ? feedbackTexts[n % Math.max(feedbackTexts.length, 1)] : undefined;
      const steps: Array<[ServiceContractAction, ContractSide, string]> = [
        ['sign', 'provider', `${dateFrom} 10:00`],
        ['sign', 'person', `${dateFrom} 17:30`],
        ['signActByProvider', 'provider', `${dateTo} 11:00`],
        ['signAct', 'person', `${dateTo} 18:00`],
        ['rate', 'person', `${dateTo} 18:05`],
        ...(text ? [['feedback', 'person', `${dateTo} 18:10`] as [ServiceContractAction, ContractSide, string]] : []),
      ];
      let facts: ServiceContractFacts = {
        status: ServiceContractStatus.Waiting,
        signedByPerson: false,
        signedByServiceProvider: false,
        actSignedByProvider: false,
        actSignedByPerson: false,
        rateByPerson: null,
        openServices: 1,
        isTour: false,
        dateTo,
      };
      history.push({
        id: FIRST_HISTORY_ID + history.length,
        contractId: id,
        action: 'create',
        side: 'provider',
        actorPersonId: null,
        actedAt: `${dateFrom} 08:30:00+05`,
        fromStatus: null,
        toStatus: 1,
        note: null,
      });
      for (const [action, by, at] of steps) {
        const decision = decide(facts, by, action, { rating });
        if (!decision.ok) throw new Error(`Демо-оценки: договор ${id}: ${action} — ${decision.message}`);
        const note = action === 'rate' ? `Оценка: ${rating}` : action === 'feedback' ? text! : null;
        // Most demo providers have no employee account: the history names no one on their side.
        history.push({
          id: FIRST_HISTORY_ID + history.length,
          contractId: id,
          action,
          side: by,
          actorPersonId: by === 'person' ? personId : null,
          actedAt: `${at}:00+05`,
          fromStatus: facts.status,
          toStatus: decision.next.status,
          note,
        });
        facts = decision.next;
      }
      contracts.push({
        id,
        number: `ДЕМО-ОЦ-2026/${String(id).padStart(4, '0')}`,
        contractDate: dateFrom,
        personId,
        targetPersonId: null,
        institutionId,
        status: facts.status,
        dateFrom,
        dateTo,
        paymentKind: 'contract',
        version: steps.length + 1,
        signedByPerson: true,
        signedByServiceProvider: true,
        actSignedByProvider: true,
        actSignedByPerson: true,
        rateByPerson: rating,
        feedback: text ?? null,
        rejectReason: null,
        isTour: false,
        representativeInfo: null,
      });
      services.push({ contractId: id, serviceId: serviceOf(institutionId), quantity: 10, rendered: 10 });
      n += 1;
    });
  }
  return { contracts, history, services };
}

const BUILT = build();
/** Fulfilled and rated contracts of the region's clients (ids 101..): the registry's ratings. */
export const RATED_CONTRACTS: ServiceContractSeed[] = BUILT.contracts;
export const RATED_CONTRACT_HISTORY: RatedHistorySeed[] = BUILT.history;
export const RATED_CONTRACT_SERVICES: ContractServiceSeed[] = BUILT.services;
