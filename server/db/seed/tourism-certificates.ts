/**
 * Demo tourism certificates in every status of the table (common/tourism/certificate-machine.ts),
 * counted from the region's today, each held by a person its type's holder rule admits on the day it
 * was applied for (common/tourism/certificate-holders.ts). The demo citizen (person 1, children 2 and
 * 3) holds a certificate for her son's health tour issued three weeks ago and valid now (a tour
 * contract is concluded under it in the tour contracts' walk), after she had withdrawn an earlier
 * application of that type; with two children and 38 years she may hold neither the large family's
 * certificate nor the pensioner's, and the list of types says why. The guardian (person 4, a son of 14
 * and a ward of 11) waits for the decision on her son's health tour. The large family (the account
 * «family», person 18, children 23–25, a large-family identity) used a child's tour certificate this
 * season, let an issued one expire last year, was refused a family holiday for want of the children's
 * birth certificates and withdrew the next application, so the father may apply for it again. Each
 * certificate's history is replayed through the table, and its holder through the type's rule: a step
 * or a holder they do not allow stops the seed; the decisions' notices are written by the notice rules.
 */
import { decide } from '../../../common/workflow/state-table.ts';
import { noticeOf } from '../../../common/messages/notice-rules.ts';
import { TOURISM_REGISTER_KEEPER } from '../../../common/tourism/provider-request-machine.ts';
import {
  TOURISM_CERTIFICATE_TABLE,
  TourismCertificateStatus as S,
  validPeriodText,
  type TourismCertificateAction,
  type TourismCertificateSide,
  type TourismCertificateStatus,
} from '../../../common/tourism/certificate-machine.ts';
import { applicationRefusal, type HolderFacts } from '../../../common/tourism/certificate-holders.ts';
import { numbersInOrder } from './document-numbers.ts';
import { IDENTITIES, IDENTITY_MEMBERS } from './identities.ts';
import { ADDRESSES, PERSON, PERSON_RELATIONS, PERSONS } from './people.ts';
import { HOME_REGION_ID } from './regions.ts';
import type { UserMessageSeed } from './platform.ts';
import { daysAgo } from './tourism-calendar.ts';
import { TOUR_CONTRACT_OF_CERTIFICATE } from './tour-contracts.ts';

/** The administrator who decides (people.ts, user 6). */
const ADMIN_USER = 6;

/** The types of migration 0037: their nominal and valid days. */
const TYPES: Record<number, { nominal: number; validDays: number }> = {
  1: { nominal: 90000, validDays: 180 },
  2: { nominal: 60000, validDays: 120 },
  3: { nominal: 35000, validDays: 90 },
};

/** Relation degrees (schemas/common/relation-degree.json). */
const SON = 2;
const DAUGHTER = 3;

type Step = [TourismCertificateAction, TourismCertificateSide, string, { reason?: string; contractNumber?: string }?];

interface Head {
  id: number;
  typeId: number;
  personId: number;
  created: string;
  status: TourismCertificateStatus;
  /** The applicant's children who travel (their relation degree follows from their gender). */
  members: number[];
  steps: Step[];
}

/** In the order of their creation (their numbers follow it). */
const HEADS: Head[] = [
  {
    id: 1,
    typeId: 2,
    personId: PERSON.largeFamilyFather,
    created: daysAgo(420, '10:15'),
    status: S.Expired,
    members: [24],
    steps: [
      ['issue', 'department', daysAgo(412, '15:30')],
      ['expire', 'system', daysAgo(412 - 120, '00:05')],
    ],
  },
  {
    id: 2,
    typeId: 2,
    personId: PERSON.largeFamilyFather,
    created: daysAgo(120, '09:40'),
    status: S.Used,
    // The daughter of 11 goes with her father (a child of 7 to 17 with a companion).
    members: [24],
    steps: [
      ['issue', 'department', daysAgo(113, '11:20')],
      // Used by the contract on the health tour concluded at that minute (server/db/seed/tour-contracts.ts).
      ['use', 'system', daysAgo(96, '14:00'), { contractNumber: TOUR_CONTRACT_OF_CERTIFICATE.get(2)!.number }],
    ],
  },
  {
    id: 3,
    typeId: 1,
    personId: PERSON.largeFamilyFather,
    created: daysAgo(64, '18:25'),
    status: S.Refused,
    members: [23, 24, 25],
    steps: [
      [
        'refuse',
        'department',
        daysAgo(58, '12:10'),
        { reason: 'Не приложены свидетельства о рождении детей, указанных в заявлении' },
      ],
    ],
  },
  {
    id: 4,
    typeId: 2,
    personId: PERSON.citizen,
    created: daysAgo(45, '20:05'),
    status: S.Withdrawn,
    members: [PERSON.citizenSon],
    steps: [['withdraw', 'applicant', daysAgo(44, '08:50'), { reason: 'Подам заявление позже, после отпуска' }]],
  },
  {
    id: 5,
    typeId: 2,
    personId: PERSON.citizen,
    created: daysAgo(27, '11:35'),
    status: S.Issued,
    members: [PERSON.citizenSon],
    steps: [['issue', 'department', daysAgo(21, '16:40')]],
  },
  {
    id: 6,
    typeId: 1,
    personId: PERSON.largeFamilyFather,
    created: daysAgo(19, '13:00'),
    status: S.Withdrawn,
    members: [23],
    steps: [['withdraw', 'applicant', daysAgo(18, '09:15')]],
  },
  {
    id: 7,
    typeId: 2,
    personId: PERSON.guardian,
    created: daysAgo(3, '19:45'),
    status: S.Submitted,
    // Her son of 14 goes with her; the decision is not yet taken, so nothing lights her messages.
    members: [PERSON.guardianSon],
    steps: [],
  },
];

const NUMBERS = numbersInOrder(
  HEADS,
  () => 'tourism-certificate',
  (head) => `${head.created.replace(' ', 'T')}:00+05:00`,
);

/** The person's phone and actual address, as the form would start from them. */
function contactsOf(personId: number) {
  const person = PERSONS.find((p) => p.id === personId)!;
  const address = ADDRESSES.find((a) => a.id === (person.factAddressId ?? person.regAddressId))!;
  return {
    phone: person.phone ?? '+79000000000',
    cityId: address.cityId,
    streetId: address.streetId,
    house: address.house,
    flat: address.room,
  };
}

/** What the type's holder rule reads of a demo person on a day, as the server reads it of the database. */
function holderFactsOf(personId: number, today: string): HolderFacts {
  const person = PERSONS.find((p) => p.id === personId)!;
  const address = ADDRESSES.find((a) => a.id === (person.factAddressId ?? person.regAddressId));
  const inForce = (d: (typeof IDENTITIES)[number]) =>
    d.kind === 'large-family' &&
    d.issuedOn <= today &&
    (d.validUntil === null || d.validUntil >= today) &&
    (d.revokedOn === null || d.revokedOn > today);
  return {
    today,
    birthDate: person.birthDate,
    gender: person.gender,
    livesInRegion: address?.regionId === HOME_REGION_ID,
    largeFamilyIdentity: IDENTITIES.some(
      (d) =>
        inForce(d) &&
        (d.personId === personId ||
          IDENTITY_MEMBERS.some((m) => m.identityId === d.id && m.personId === personId && m.relation !== 'child')),
    ),
    children: PERSON_RELATIONS.filter((r) => r.personId === personId).map((r) => ({
      personId: r.relativeId,
      birthDate: PERSONS.find((p) => p.id === r.relativeId)!.birthDate,
      kind: r.kind,
    })),
  };
}

function replay() {
  const certificates = [];
  const history = [];
  const members = [];
  let historyId = 1;
  for (const [index, head] of HEADS.entries()) {
    const type = TYPES[head.typeId];
    const notHolder = applicationRefusal(
      head.typeId,
      holderFactsOf(head.personId, head.created.slice(0, 10)),
      head.members,
    );
    if (notHolder) throw new Error(`Демо-сертификат ${head.id}: ${notHolder}`);
    let facts = {
      status: TOURISM_CERTIFICATE_TABLE.initial as TourismCertificateStatus,
      dateFrom: null as string | null,
      dateToIncluded: null as string | null,
      validDays: type.validDays,
      today: head.created.slice(0, 10),
    };
    let decided: { at: string; reason: string | null } | null = null;
    let reason: string | null = null;
    history.push({
      id: historyId++,
      certificateId: head.id,
      action: 'create',
      side: 'applicant',
      actorPersonId: head.personId,
      actedAt: `${head.created}+05`,
      fromStatus: null,
      toStatus: facts.status,
      note: null,
    });
    for (const [action, by, at, input = {}] of head.steps) {
      const decision = decide(TOURISM_CERTIFICATE_TABLE, { ...facts, today: at.slice(0, 10) }, by, action, input);
      if (!decision.ok) throw new Error(`Демо-сертификат ${head.id}: ${action} — ${decision.message}`);
      history.push({
        id: historyId++,
        certificateId: head.id,
        action,
        side: by,
        actorPersonId: by === 'applicant' ? head.personId : by === 'department' ? PERSON.admin : null,
        actedAt: `${at}+05`,
        fromStatus: facts.status,
        toStatus: decision.next.status,
        note: decision.note,
      });
      if (action === 'issue' || action === 'refuse') decided = { at: `${at}+05`, reason: decision.note };
      if (action === 'refuse' || action === 'withdraw') reason = decision.note;
      facts = decision.next;
    }
    if (facts.status !== head.status)
      throw new Error(`Демо-сертификат ${head.id}: статус ${facts.status}, ожидался ${head.status}`);
    certificates.push({
      id: head.id,
      number: NUMBERS[index],
      typeId: head.typeId,
      personId: head.personId,
      status: facts.status,
      version: head.steps.length + 1,
      dateFrom: facts.dateFrom,
      dateToIncluded: facts.dateToIncluded,
      validPeriod:
        facts.dateFrom && facts.dateToIncluded ? validPeriodText(facts.dateFrom, facts.dateToIncluded) : null,
      nominal: facts.dateFrom ? type.nominal : null,
      ...contactsOf(head.personId),
      createdAt: `${head.created}+05`,
      decidedAt: decided?.at ?? null,
      decidedBy: decided ? ADMIN_USER : null,
      reason,
      // Written after the contracts (their tables refer to each other): see USED_CERTIFICATE_CONTRACTS.
      contractId: null,
    });
    for (const personId of head.members)
      members.push({
        certificateId: head.id,
        personId,
        relationDegreeId: PERSONS.find((p) => p.id === personId)!.gender === 2 ? DAUGHTER : SON,
      });
  }
  return { certificates, history, members };
}

const REPLAYED = replay();
export const TOURISM_CERTIFICATES = REPLAYED.certificates;
export const TOURISM_CERTIFICATE_HISTORY = REPLAYED.history;
export const TOURISM_CERTIFICATE_MEMBERS = REPLAYED.members;

/** The demo citizen's certificate issued and valid now (a tour contract is concluded under it). */
export const CITIZEN_ISSUED_CERTIFICATE = 5;
/** The guardian's application for her son's health tour, waiting for the decision. */
export const GUARDIAN_SUBMITTED_CERTIFICATE = 7;

/** The last day of a demo certificate's validity, for the tests. */
export const lastValidDay = (id: number) => TOURISM_CERTIFICATES.find((c) => c.id === id)?.dateToIncluded ?? null;

/**
 * The account of the large family (people.ts USERS), whose notices the demo writes; the citizen's
 * notices stay those of the messages' own demo, which its walks read in order.
 */
const FAMILY_USER = 7;

/**
 * The notices the demo decisions and the expiry raised (server/messages/notices.ts writes them so),
 * read an hour later. Ids from 931.
 */
export const TOURISM_CERTIFICATE_NOTICES: UserMessageSeed[] = TOURISM_CERTIFICATE_HISTORY.flatMap((row) => {
  const certificate = TOURISM_CERTIFICATES.find((c) => c.id === row.certificateId)!;
  const notice =
    row.side === 'applicant' || certificate.personId !== PERSON.largeFamilyFather
      ? undefined
      : noticeOf(
          'tourismCertificate',
          row.toStatus,
          row.action,
          { number: certificate.number, sender: TOURISM_REGISTER_KEEPER },
          row.note,
        );
  return notice
    ? [
        {
          id: 0,
          userId: FAMILY_USER,
          contactName: notice.sender,
          text: notice.text,
          createdAt: row.actedAt,
          readAt: new Date(
            Date.parse(row.actedAt.replace(' ', 'T').replace('+05', '+05:00')) + 3_600_000,
          ).toISOString(),
          noticeClass: notice.kind,
        },
      ]
    : [];
}).map((notice, i) => ({ ...notice, id: 931 + i }));
