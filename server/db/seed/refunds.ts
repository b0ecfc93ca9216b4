/**
 * Demo refund (compensation) requests of the demo provider's two institutions (АНО «Северная забота»
 * and КЦСОН «Участие») over three reporting months, August to October 2026, in every status of the
 * table. Each request's history is replayed through the table (common/refunds/refund-machine.ts): a
 * step it does not allow stops the seed, so the demo holds no impossible state. November and later
 * are left free: the provider makes the current month's request themself.
 */
import { decide } from '../../../common/workflow/state-table.ts';
import {
  REFUND_TABLE,
  RefundStatus,
  type RefundAction,
  type RefundSide,
} from '../../../common/refunds/refund-machine.ts';
import { formatDocumentNumber } from '../../../common/numbering.ts';
import { INSTITUTION } from './institutions.ts';
import { PERSON } from './people.ts';

export interface RefundRequestSeed {
  id: number;
  number: string;
  institutionId: number;
  requestTypeId: number;
  reportingMonth: string;
  requestTime: string;
  status: number;
  comment: string | null;
  returnReason: string | null;
  createdBy: number;
  version: number;
}

export interface RefundServiceSeed {
  requestId: number;
  serviceId: number;
  recipients: number;
  quantity: number;
  price: number;
  amount: number;
}

export interface RefundDocumentSeed {
  requestId: number;
  position: number;
  kind: 'contract' | 'ippsu' | 'certificate';
  number: string;
  issuedOn: string;
}

export interface RefundHistorySeed {
  id: number;
  requestId: number;
  action: RefundAction | 'create';
  side: RefundSide;
  actorPersonId: number | null;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

/** The provider's user (people.ts: «provider»), who created the demo requests. */
const PROVIDER_USER = 4;
/** Services of services.ts with their prices. */
const NURSE = { id: 3, price: 350 };
const HOME_MEDICAL = { id: 21, price: 238.9 };

interface Head {
  id: number;
  institutionId: number;
  month: string;
  comment?: string;
  services: Array<{ service: { id: number; price: number }; recipients: number; quantity: number }>;
  documents: Array<Omit<RefundDocumentSeed, 'requestId' | 'position'>>;
  /** The expected status after the history. */
  status: RefundStatus;
  /** Steps after the creation: action, side, moment (region time), a return's reason. */
  steps: Array<[RefundAction, RefundSide, string, string?]>;
  created: string;
}

const HEADS: Head[] = [
  {
    id: 1,
    institutionId: INSTITUTION.severnayaZabota,
    month: '2026-08',
    services: [{ service: NURSE, recipients: 2, quantity: 120 }],
    documents: [{ kind: 'contract', number: 'ДЕМО-СД-2026/0001', issuedOn: '2026-08-25' }],
    status: RefundStatus.Paid,
    created: '2026-09-03 10:15',
    steps: [
      ['send', 'provider', '2026-09-04 11:00'],
      ['accept', 'department', '2026-09-11 09:30'],
      ['pay', 'department', '2026-09-25 15:10'],
    ],
  },
  {
    id: 2,
    institutionId: INSTITUTION.severnayaZabota,
    month: '2026-09',
    services: [{ service: NURSE, recipients: 2, quantity: 64 }],
    documents: [{ kind: 'contract', number: 'ДЕМО-СД-2026/0001', issuedOn: '2026-08-25' }],
    status: RefundStatus.Accepted,
    created: '2026-10-02 14:20',
    steps: [
      ['send', 'provider', '2026-10-05 09:45'],
      ['accept', 'department', '2026-10-19 16:00'],
    ],
  },
  {
    id: 3,
    institutionId: INSTITUTION.severnayaZabota,
    month: '2026-10',
    comment: 'Сиделка работала по двум договорам, часы по графику посещений.',
    services: [{ service: NURSE, recipients: 1, quantity: 80 }],
    documents: [{ kind: 'contract', number: 'ДЕМО-СД-2026/0001', issuedOn: '2026-08-25' }],
    status: RefundStatus.Returned,
    created: '2026-11-06 12:00',
    steps: [
      ['send', 'provider', '2026-11-09 10:30'],
      ['returnRequest', 'department', '2026-11-16 11:20', 'Не приложен акт оказанных услуг за октябрь'],
    ],
  },
  {
    id: 4,
    institutionId: INSTITUTION.kcsonNoyabrsk,
    month: '2026-08',
    services: [{ service: HOME_MEDICAL, recipients: 1, quantity: 40 }],
    documents: [{ kind: 'ippsu', number: 'ИППСУ-2026/0002', issuedOn: '2026-07-20' }],
    status: RefundStatus.Paid,
    created: '2026-09-08 09:00',
    steps: [
      ['send', 'provider', '2026-09-08 09:40'],
      ['accept', 'department', '2026-09-15 13:00'],
      ['pay', 'department', '2026-09-29 10:00'],
    ],
  },
  {
    id: 5,
    institutionId: INSTITUTION.kcsonNoyabrsk,
    month: '2026-09',
    services: [{ service: HOME_MEDICAL, recipients: 2, quantity: 48 }],
    documents: [{ kind: 'ippsu', number: 'ИППСУ-2026/0002', issuedOn: '2026-07-20' }],
    status: RefundStatus.Sent,
    created: '2026-10-08 15:30',
    steps: [['send', 'provider', '2026-10-14 10:05']],
  },
  {
    id: 6,
    institutionId: INSTITUTION.kcsonNoyabrsk,
    month: '2026-10',
    services: [{ service: HOME_MEDICAL, recipients: 2, quantity: 96 }],
    documents: [],
    status: RefundStatus.Draft,
    created: '2026-11-12 17:45',
    steps: [],
  },
];

const round2 = (value: number) => Math.round(value * 100) / 100;

function replay() {
  const requests: RefundRequestSeed[] = [];
  const services: RefundServiceSeed[] = [];
  const documents: RefundDocumentSeed[] = [];
  const history: RefundHistorySeed[] = [];
  let historyId = 1;
  for (const head of HEADS) {
    let facts = { status: REFUND_TABLE.initial, services: head.services.length };
    let returnReason: string | null = null;
    history.push({
      id: historyId++,
      requestId: head.id,
      action: 'create',
      side: 'provider',
      actorPersonId: PERSON.provider,
      actedAt: `${head.created}+05`,
      fromStatus: null,
      toStatus: facts.status,
      note: null,
    });
    for (const [action, by, at, reason] of head.steps) {
      const decided = decide(REFUND_TABLE, facts, by, action, { reason });
      if (!decided.ok) throw new Error(`Демо-заявление на компенсацию ${head.id}: ${action} — ${decided.message}`);
      history.push({
        id: historyId++,
        requestId: head.id,
        action,
        side: by,
        actorPersonId: by === 'provider' ? PERSON.provider : PERSON.admin,
        actedAt: `${at}+05`,
        fromStatus: facts.status,
        toStatus: decided.next.status,
        note: decided.note,
      });
      if (action === 'returnRequest') returnReason = decided.note;
      facts = decided.next;
    }
    if (facts.status !== head.status)
      throw new Error(`Демо-заявление на компенсацию ${head.id}: статус ${facts.status}, ожидался ${head.status}`);
    requests.push({
      id: head.id,
      number: formatDocumentNumber('refund-request', 2026, head.id),
      institutionId: head.institutionId,
      requestTypeId: 100,
      reportingMonth: `${head.month}-01`,
      requestTime: `${head.created}+05`,
      status: facts.status,
      comment: head.comment ?? null,
      returnReason,
      createdBy: PROVIDER_USER,
      version: 1 + head.steps.length,
    });
    for (const s of head.services)
      services.push({
        requestId: head.id,
        serviceId: s.service.id,
        recipients: s.recipients,
        quantity: s.quantity,
        price: s.service.price,
        amount: round2(s.quantity * s.service.price),
      });
    head.documents.forEach((d, index) => documents.push({ requestId: head.id, position: index + 1, ...d }));
  }
  return { requests, services, documents, history };
}

const REPLAYED = replay();
export const REFUND_REQUESTS = REPLAYED.requests;
export const REFUND_REQUEST_SERVICES = REPLAYED.services;
export const REFUND_REQUEST_DOCUMENTS = REPLAYED.documents;
export const REFUND_REQUEST_HISTORY = REPLAYED.history;
