/**
 * The demo tour contracts on the demo operator's tours (tour-services.ts, migration 0036): one in
 * every status of the service contract's table, for the demo citizen, the guardian, the large
 * family and the operator's other tourists. Each history is replayed through the table
 * (common/contracts/service-contract-machine.ts), so no demo contract is in a state the portal
 * could not reach; a citizen's contract is born «На подписании», one the operator made for a
 * tourist «На заключении», as server/tourism/tour-contracts.ts makes them. The places a contract
 * holds are part of its tour's `placesTaken` (the rest were sold outside the portal): the seed
 * refuses a tour whose contracts hold more.
 */
import {
  decide,
  ServiceContractStatus as S,
  type ContractSide,
  type ServiceContractAction,
  type ServiceContractFacts,
} from '../../../common/contracts/service-contract-machine.ts';
import type { ContractHistorySeed, ServiceContractSeed } from './contracts.ts';
import { numbersInOrder } from './document-numbers.ts';
import { INSTITUTION } from './institutions.ts';
import { PERSON, USERS } from './people.ts';
import { daysAgo } from './tourism-calendar.ts';
import { TOUR_SERVICE, TOUR_SERVICES } from './tour-services.ts';

/** Demo tour contract ids (service_contracts) and their history's first id. */
const FIRST_ID = 3001;
const FIRST_HISTORY_ID = 30001;

export interface TourContractHoldSeed extends ServiceContractSeed {
  tourServiceId: number;
  places: number;
  tourismCertificateId: number | null;
}

interface Step {
  action: ServiceContractAction;
  by: ContractSide;
  /** 'YYYY-MM-DD HH:MM' of the region. */
  at: string;
  reason?: string;
  rating?: number;
  text?: string;
  /** changeMembers: who goes now, named as the history names them. */
  members?: string;
  /** rate: the answers to the tour's questions (migration 0042), [question, answer]. */
  answers?: Array<[questionId: number, answer: number]>;
}

interface Head {
  personId: number;
  tour: number;
  members: number[];
  /** How many went on the contract as it was made, when the holder changed the members since. */
  firstMembers?: number;
  /** The tourism certificate that pays for it (server/db/seed/tourism-certificates.ts): used by it. */
  certificateId?: number;
  /** Who made it: a citizen on the portal, or the operator for a tourist. */
  madeBy: ContractSide;
  madeAt: string;
  steps: Step[];
  /** When the operator checked the tourists in at the start of the tour ('YYYY-MM-DD HH:MM' of the region). */
  checkedInAt?: string;
}

const signedByBoth = (person: string, operator: string): Step[] => [
  { action: 'sign', by: 'person', at: person },
  { action: 'sign', by: 'provider', at: operator },
];

const HEADS: Head[] = [
  // The citizen with her son and daughter, three days in the mountains: in force.
  {
    personId: PERSON.citizen,
    tour: TOUR_SERVICE.polarUral,
    members: [PERSON.citizen, PERSON.citizenSon, PERSON.citizenDaughter],
    madeBy: 'person',
    madeAt: daysAgo(12, '19:40'),
    steps: signedByBoth(daysAgo(12, '19:52'), daysAgo(11, '10:15')),
  },
  // The citizen asked to end her contract for the reindeer camp.
  {
    personId: PERSON.citizen,
    tour: TOUR_SERVICE.reindeerCamp,
    members: [PERSON.citizen],
    madeBy: 'person',
    madeAt: daysAgo(20, '21:05'),
    steps: [
      ...signedByBoth(daysAgo(20, '21:10'), daysAgo(19, '09:30')),
      { action: 'requestTermination', by: 'person', at: daysAgo(2, '08:45') },
    ],
  },
  // The mother of the large family took her eldest to the northern lights: not signed yet.
  {
    personId: PERSON.largeFamilyMother,
    tour: TOUR_SERVICE.northernLights,
    members: [PERSON.largeFamilyMother, 23],
    firstMembers: 3,
    madeBy: 'person',
    madeAt: daysAgo(1, '20:30'),
    // The youngest stays at home: the mother took her off before signing.
    steps: [
      {
        action: 'changeMembers',
        by: 'person',
        at: daysAgo(1, '20:44'),
        members: 'Григорьева Анна Сергеевна, Григорьев Максим Алексеевич',
      },
    ],
  },
  // The guardian with her ward on today's excursion: in force, the tourists are checked in today.
  {
    personId: PERSON.guardian,
    tour: TOUR_SERVICE.salekhardTour,
    members: [PERSON.guardian, PERSON.guardianWard],
    madeBy: 'person',
    madeAt: daysAgo(6, '18:00'),
    steps: signedByBoth(daysAgo(6, '18:07'), daysAgo(5, '11:20')),
  },
  // Signed by the tourist, waiting for the operator.
  {
    personId: 12,
    tour: TOUR_SERVICE.reindeerCamp,
    members: [12],
    madeBy: 'person',
    madeAt: daysAgo(1, '13:10'),
    steps: [{ action: 'sign', by: 'person', at: daysAgo(1, '13:16') }],
  },
  // Made by the operator at its office for a tourist by SNILS: the operator signs first.
  {
    personId: 13,
    tour: TOUR_SERVICE.polarUral,
    members: [13],
    madeBy: 'provider',
    madeAt: daysAgo(1, '17:40'),
    steps: [],
  },
  {
    personId: PERSON.largeFamilyFather,
    tour: TOUR_SERVICE.polarUral,
    members: [PERSON.largeFamilyFather],
    madeBy: 'provider',
    madeAt: daysAgo(3, '15:00'),
    steps: [{ action: 'sign', by: 'provider', at: daysAgo(3, '15:05') }],
  },
  // The fishing tour is over: one tourist closed it with the act and rated it, one did not come.
  {
    personId: 15,
    tour: TOUR_SERVICE.obFishing,
    members: [15],
    madeBy: 'person',
    madeAt: daysAgo(150, '12:00'),
    checkedInAt: daysAgo(120, '06:50'),
    steps: [
      ...signedByBoth(daysAgo(150, '12:05'), daysAgo(149, '10:00')),
      { action: 'signActByProvider', by: 'provider', at: daysAgo(116, '17:00') },
      { action: 'signAct', by: 'person', at: daysAgo(116, '19:30') },
      {
        action: 'rate',
        by: 'person',
        at: daysAgo(115, '10:10'),
        rating: 5,
        answers: [
          [1, 1],
          [2, 4],
          [3, 5],
          [4, 4],
          [5, 1],
        ],
      },
      {
        action: 'feedback',
        by: 'person',
        at: daysAgo(115, '10:12'),
        text: 'Проводники знают каждую протоку, уха на берегу — лучшая в жизни. Спасибо!',
      },
    ],
  },
  {
    personId: 16,
    tour: TOUR_SERVICE.obFishing,
    members: [16],
    madeBy: 'person',
    madeAt: daysAgo(140, '09:00'),
    steps: [
      ...signedByBoth(daysAgo(140, '09:04'), daysAgo(139, '14:00')),
      { action: 'markMissed', by: 'provider', at: daysAgo(120, '08:30') },
    ],
  },
  // Refused by the operator before it was concluded.
  {
    personId: 14,
    tour: TOUR_SERVICE.northernLights,
    members: [14],
    madeBy: 'person',
    madeAt: daysAgo(9, '16:00'),
    steps: [
      {
        action: 'reject',
        by: 'provider',
        at: daysAgo(8, '10:40'),
        reason: 'Выезд на снегоходах не рекомендован по состоянию здоровья (по справке, приложенной туристом)',
      },
    ],
  },
  // Terminated by the operator at the tourist's request before today's excursion.
  {
    personId: 17,
    tour: TOUR_SERVICE.salekhardTour,
    members: [17],
    madeBy: 'person',
    madeAt: daysAgo(10, '11:00'),
    steps: [
      ...signedByBoth(daysAgo(10, '11:03'), daysAgo(10, '15:30')),
      { action: 'requestTermination', by: 'person', at: daysAgo(4, '09:00') },
      { action: 'terminate', by: 'provider', at: daysAgo(3, '12:00') },
    ],
  },
  // The large family's father took his daughter to the health tour on their child-tour certificate
  // (tourism certificate 2, used by this contract): the tour is over, both signed the act.
  {
    personId: PERSON.largeFamilyFather,
    tour: TOUR_SERVICE.gornoknyazevsk,
    members: [PERSON.largeFamilyFather, 24],
    certificateId: 2,
    madeBy: 'person',
    madeAt: daysAgo(96, '14:00'),
    checkedInAt: daysAgo(40, '09:10'),
    steps: [
      ...signedByBoth(daysAgo(96, '14:06'), daysAgo(95, '10:30')),
      { action: 'signActByProvider', by: 'provider', at: daysAgo(36, '17:30') },
      { action: 'signAct', by: 'person', at: daysAgo(35, '12:15') },
    ],
  },
];

/** Statuses whose contracts still hold their places (server/contracts/service-contracts.ts gives them back otherwise). */
const RELEASED: readonly number[] = [S.Rejected, S.Terminated, S.TerminatedByPerson];

const regionTime = (at: string) => `${at}:00+05`;

/** The operator's employee who checks the tourists in (the demo login `tourism`). */
const OPERATOR_USER = USERS.find((u) => u.personId === PERSON.tourism)!.id;

function replay() {
  const contracts: TourContractHoldSeed[] = [];
  const history: ContractHistorySeed[] = [];
  const members: { contractId: number; personId: number }[] = [];
  const checkIns: { contractId: number; checkedInAt: string; byUserId: number; digest: null }[] = [];
  const answers: { contractId: number; questionId: number; answer: number }[] = [];
  const numbers = numbersInOrder(
    HEADS,
    () => 'tour-contract',
    (head) => regionTime(head.madeAt),
  );
  HEADS.forEach((head, index) => {
    const id = FIRST_ID + index;
    const tour = TOUR_SERVICES.find((t) => t.id === head.tour)!;
    const born = head.madeBy === 'person' ? S.Signing : S.Waiting;
    let facts: ServiceContractFacts = {
      status: born,
      signedByPerson: false,
      signedByServiceProvider: false,
      actSignedByProvider: false,
      actSignedByPerson: false,
      rateByPerson: null,
      openServices: 1,
      isTour: true,
      dateTo: tour.dateTo,
    };
    const actor = (side: ContractSide) => (side === 'person' ? head.personId : PERSON.tourism);
    history.push({
      id: FIRST_HISTORY_ID + history.length,
      contractId: id,
      action: 'create',
      side: head.madeBy,
      actorPersonId: actor(head.madeBy),
      actedAt: regionTime(head.madeAt),
      fromStatus: null,
      toStatus: born,
      note: `Тур «${tour.name}», участников: ${head.firstMembers ?? head.members.length}`,
    });
    let feedback: string | null = null;
    let rejectReason: string | null = null;
    for (const step of head.steps) {
      const decision = decide(facts, step.by, step.action, {
        reason: step.reason,
        rating: step.rating,
        text: step.text,
        members: step.members,
      });
      if (!decision.ok) throw new Error(`Демо-договор на тур ${numbers[index]}: ${step.action} — ${decision.message}`);
      history.push({
        id: FIRST_HISTORY_ID + history.length,
        contractId: id,
        action: step.action,
        side: step.by,
        actorPersonId: actor(step.by),
        actedAt: regionTime(step.at),
        fromStatus: facts.status,
        toStatus: decision.next.status,
        note: decision.note,
      });
      facts = decision.next;
      if (step.text) feedback = step.text;
      for (const [questionId, answer] of step.answers ?? []) answers.push({ contractId: id, questionId, answer });
      if (step.reason) rejectReason = step.reason;
    }
    contracts.push({
      id,
      number: numbers[index],
      contractDate: head.madeAt.slice(0, 10),
      personId: head.personId,
      targetPersonId: null,
      institutionId: INSTITUTION.yamalTour,
      status: facts.status,
      dateFrom: tour.dateFrom,
      dateTo: tour.dateTo,
      paymentKind: head.certificateId ? 'certificate' : 'contract',
      tourismCertificateId: head.certificateId ?? null,
      version: head.steps.length + 1,
      signedByPerson: facts.signedByPerson,
      signedByServiceProvider: facts.signedByServiceProvider,
      actSignedByProvider: facts.actSignedByProvider,
      actSignedByPerson: facts.actSignedByPerson,
      rateByPerson: facts.rateByPerson,
      feedback,
      rejectReason,
      isTour: true,
      representativeInfo: null,
      tourServiceId: tour.id,
      places: head.members.length,
    });
    for (const personId of head.members) members.push({ contractId: id, personId });
    if (head.checkedInAt) {
      if (facts.status === S.Rejected || tour.dateFrom > head.checkedInAt.slice(0, 10))
        throw new Error(
          `Демо-договор на тур ${numbers[index]}: прибытие отмечено до тура или по отклонённому договору`,
        );
      // Checked in at the desk from the list: no code was scanned.
      checkIns.push({
        contractId: id,
        checkedInAt: regionTime(head.checkedInAt),
        byUserId: OPERATOR_USER,
        digest: null,
      });
    }
  });
  // The places the contracts hold never exceed what their tour counts as taken.
  for (const tour of TOUR_SERVICES) {
    const held = contracts
      .filter((c) => c.tourServiceId === tour.id && !RELEASED.includes(c.status))
      .reduce((sum, c) => sum + c.places, 0);
    if (held > tour.placesTaken)
      throw new Error(`Демо-тур «${tour.name}»: договоры держат ${held} мест, а занято ${tour.placesTaken}`);
  }
  return { contracts, history, members, checkIns, answers };
}

const REPLAYED = replay();

export const PORTAL_TOUR_CONTRACTS: TourContractHoldSeed[] = REPLAYED.contracts;
/** The contract that used a demo tourism certificate, by the certificate (its number goes into the certificate's history). */
export const TOUR_CONTRACT_OF_CERTIFICATE: ReadonlyMap<number, { id: number; number: string }> = new Map(
  REPLAYED.contracts
    .filter((c) => c.tourismCertificateId !== null)
    .map((c) => [c.tourismCertificateId!, { id: c.id, number: c.number }]),
);
export const PORTAL_TOUR_CONTRACT_HISTORY: ContractHistorySeed[] = REPLAYED.history;
export const PORTAL_TOUR_CONTRACT_MEMBERS = REPLAYED.members;
/** The tourists' answers to the questions about a tour (tour_feedback_answers). */
export const PORTAL_TOUR_FEEDBACK_ANSWERS = REPLAYED.answers;
/** The operator's check-ins of the tourists (tour_check_ins): the tour that is over. */
export const PORTAL_TOUR_CHECK_INS = REPLAYED.checkIns;
