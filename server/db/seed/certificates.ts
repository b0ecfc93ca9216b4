/**
 * Demo certificates of the demo citizen, one per certificate request of server/db/seed/requests.ts (ids
 * 13..17): for herself and her children, in every status — her son's issued (with a contract concluded
 * under it with one organisation and others without), hers requested, refused and withdrawn, and her
 * daughter's issued a year before and expired. Each certificate's history is replayed through its state table
 * (common/certificates/certificate-machine.ts) from its request's own history, as the server's hook on
 * the request's decisions makes it; the numbers are given in the order the certificates were issued.
 */
import {
  CERTIFICATE_ACTION_OF_REQUEST,
  CertificateStatus,
  decideCertificate,
  SIDE_OF_ACTION,
  type CertificateAction,
  type CertificateFacts,
  type CertificateSide,
} from '../../../common/certificates/certificate-machine.ts';
import { certificateType, certificateValidity } from '../../../common/certificates/types.ts';
import {
  decide as decideContract,
  ServiceContractStatus,
  type ContractSide,
  type ServiceContractAction,
  type ServiceContractFacts,
} from '../../../common/contracts/service-contract-machine.ts';
import { numbersInOrder } from './document-numbers.ts';
import { INSTITUTION as I } from './institutions.ts';
import { PERSON } from './people.ts';
import { PERSON_REQUEST_HISTORY, PERSON_REQUESTS } from './requests.ts';
import type { ContractHistorySeed, ContractServiceSeed, ServiceContractSeed } from './contracts.ts';

export interface CertificateSeed {
  id: number;
  number: string | null;
  certTypeId: number;
  personId: number;
  targetPersonId: number | null;
  requestId: number;
  institutionId: number;
  status: number;
  issuedOn: string | null;
  validFrom: string | null;
  validTo: string | null;
  amount: number | null;
  volume: number | null;
  refuseReason: string | null;
  version: number;
  createdAt: string;
}

export interface CertificateHistorySeed {
  id: number;
  certificateId: number;
  action: CertificateAction | 'create';
  side: CertificateSide;
  actorPersonId: number | null;
  actedAt: string;
  fromStatus: number | null;
  toStatus: number;
  note: string | null;
}

/** The certificate of each demo certificate request has the request's id. */
const REQUESTS = PERSON_REQUESTS.filter((r) => r.kind === 'certificate');

/** The moment of a history row (region time with its offset) as an ISO instant's date on the region's clock. */
const regionDay = (at: string) => at.slice(0, 10);
/** The day after the last valid day, when the portal's clock closes an issued certificate. */
const dayAfter = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** One decided step of a certificate: an action at a moment by a person (null: the portal's clock). */
interface Step {
  action: CertificateAction;
  at: string;
  actorPersonId: number | null;
  reason: string | null;
}

function stepsOf(requestId: number): Step[] {
  return PERSON_REQUEST_HISTORY.filter((h) => h.requestId === requestId).flatMap((h) => {
    const action = CERTIFICATE_ACTION_OF_REQUEST[h.action];
    return action ? [{ action, at: h.actedAt, actorPersonId: h.actorPersonId, reason: h.note }] : [];
  });
}

const ISSUES = REQUESTS.flatMap((r) =>
  stepsOf(r.id)
    .filter((s) => s.action === 'issue')
    .map((s) => ({ id: r.id, at: s.at })),
).sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
const NUMBERS = new Map(
  numbersInOrder(
    ISSUES,
    () => 'certificate',
    (i) => i.at.replace(' ', 'T').replace(/\+05$/, '+05:00'),
  ).map((n, i) => [ISSUES[i].id, n]),
);

/** The demo's «today» for expiry: the last day the demo data describes. */
const DEMO_TODAY = '2026-11-28';

function replay() {
  const certificates: CertificateSeed[] = [];
  const history: CertificateHistorySeed[] = [];
  for (const request of REQUESTS) {
    const type = certificateType(request.certTypeId!)!;
    let facts: CertificateFacts = { status: CertificateStatus.Requested, validTo: null, today: request.submittedOn };
    let issued: Pick<CertificateSeed, 'number' | 'issuedOn' | 'validFrom' | 'validTo' | 'amount' | 'volume'> = {
      number: null,
      issuedOn: null,
      validFrom: null,
      validTo: null,
      amount: null,
      volume: null,
    };
    let refuseReason: string | null = null;
    const row = (r: Omit<CertificateHistorySeed, 'id' | 'certificateId'>) =>
      history.push({ id: history.length + 1, certificateId: request.id, ...r });
    row({
      action: 'create',
      side: 'person',
      actorPersonId: request.personId,
      actedAt: request.createdAt,
      fromStatus: null,
      toStatus: CertificateStatus.Requested,
      note: null,
    });
    const steps = stepsOf(request.id);
    for (const step of steps) {
      const decided = decideCertificate(
        { ...facts, today: regionDay(step.at) },
        SIDE_OF_ACTION[step.action],
        step.action,
        {
          reason: step.reason ?? undefined,
        },
      );
      if (!decided.ok) throw new Error(`Демо-сертификат ${request.id}: ${step.action} — ${decided.message}`);
      row({
        action: step.action,
        side: SIDE_OF_ACTION[step.action],
        actorPersonId: step.actorPersonId,
        actedAt: step.at,
        fromStatus: facts.status,
        toStatus: decided.next.status,
        note: decided.note,
      });
      if (step.action === 'issue') {
        const day = regionDay(step.at);
        issued = {
          number: NUMBERS.get(request.id)!,
          issuedOn: day,
          ...certificateValidity(day),
          amount: type.amount,
          volume: type.volume,
        };
        decided.next.validTo = issued.validTo;
      }
      if (step.action === 'refuse') refuseReason = decided.note;
      facts = decided.next;
    }
    // An issued certificate past its last day is closed by the portal's clock the next morning.
    if (facts.status === CertificateStatus.Issued && facts.validTo! < DEMO_TODAY) {
      const at = `${dayAfter(facts.validTo!)} 00:05:00+05`;
      const decided = decideCertificate({ ...facts, today: regionDay(at) }, 'system', 'expire');
      if (!decided.ok) throw new Error(`Демо-сертификат ${request.id}: expire — ${decided.message}`);
      row({
        action: 'expire',
        side: 'system',
        actorPersonId: null,
        actedAt: at,
        fromStatus: facts.status,
        toStatus: decided.next.status,
        note: null,
      });
      facts = decided.next;
    }
    certificates.push({
      id: request.id,
      certTypeId: type.code,
      personId: request.personId,
      targetPersonId: request.targetPersonId,
      requestId: request.id,
      institutionId: request.institutionId,
      status: facts.status,
      ...issued,
      refuseReason,
      version: history.filter((h) => h.certificateId === request.id).length,
      createdAt: request.createdAt,
    });
  }
  return { certificates, history };
}

const REPLAYED = replay();
export const CERTIFICATES: CertificateSeed[] = REPLAYED.certificates;
export const CERTIFICATE_HISTORY: CertificateHistorySeed[] = REPLAYED.history;

/** The social certificate of the citizen's son (request 13): a contract is concluded under it. */
const SOCIAL = CERTIFICATES.find((c) => c.id === 13 && c.status === CertificateStatus.Issued)!;
if (!SOCIAL) throw new Error('Демо-сертификат 13 должен быть выдан');

/**
 * The contract concluded under the son's social certificate with the family centre in Novy Urengoy
 * (psychological counselling, service 22): created by the citizen for him on the portal, sent for
 * signing by the provider, signed by both; numbered as the portal numbers its contracts.
 */
const CONTRACT_ID = 20;
const CONTRACT_NUMBER = numbersInOrder(
  [SOCIAL],
  () => 'service-contract',
  () => '2026-10-12T10:00:00+05:00',
)[0];
export const CERTIFICATE_CONTRACTS: ServiceContractSeed[] = [
  {
    id: CONTRACT_ID,
    number: CONTRACT_NUMBER,
    contractDate: '2026-10-12',
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenSon,
    institutionId: I.familyCentreUrengoy,
    status: ServiceContractStatus.Active,
    dateFrom: '2026-10-12',
    dateTo: SOCIAL.validTo!,
    paymentKind: 'certificate',
    version: 4,
    signedByPerson: true,
    signedByServiceProvider: true,
    actSignedByProvider: false,
    actSignedByPerson: false,
    rateByPerson: null,
    feedback: null,
    rejectReason: null,
    isTour: false,
    representativeInfo: null,
  },
];
export const CERTIFICATE_CONTRACT_SERVICES: ContractServiceSeed[] = [
  { contractId: CONTRACT_ID, serviceId: 22, quantity: SOCIAL.volume!, rendered: 6 },
];
/** Its steps after its creation: sent for signing by the provider, signed by the citizen, then by the provider. */
const CONTRACT_STEPS: Array<{ action: ServiceContractAction; by: ContractSide; at: string }> = [
  { action: 'sendForSigning', by: 'provider', at: '2026-10-13 11:20' },
  { action: 'sign', by: 'person', at: '2026-10-13 19:05' },
  { action: 'sign', by: 'provider', at: '2026-10-14 09:40' },
];

/** Its history (ids after the other demo contracts' 1..60), replayed through the service contracts' table. */
function contractHistory(): ContractHistorySeed[] {
  const contract = CERTIFICATE_CONTRACTS[0];
  let facts: ServiceContractFacts = {
    status: ServiceContractStatus.Waiting,
    signedByPerson: false,
    signedByServiceProvider: false,
    actSignedByProvider: false,
    actSignedByPerson: false,
    rateByPerson: null,
    openServices: CERTIFICATE_CONTRACT_SERVICES.length,
    isTour: false,
    dateTo: contract.dateTo,
  };
  const rows: ContractHistorySeed[] = [
    {
      id: 70,
      contractId: CONTRACT_ID,
      action: 'create',
      side: 'person',
      actorPersonId: PERSON.citizen,
      actedAt: '2026-10-12 10:00:00+05',
      fromStatus: null,
      toStatus: facts.status,
      note: `По сертификату № ${SOCIAL.number}`,
    },
  ];
  for (const step of CONTRACT_STEPS) {
    const decided = decideContract(facts, step.by, step.action);
    if (!decided.ok) throw new Error(`Демо-договор ${contract.number}: ${step.action} — ${decided.message}`);
    rows.push({
      id: 70 + rows.length,
      contractId: CONTRACT_ID,
      action: step.action,
      side: step.by,
      actorPersonId: step.by === 'person' ? PERSON.citizen : PERSON.provider,
      actedAt: `${step.at}:00+05`,
      fromStatus: facts.status,
      toStatus: decided.next.status,
      note: decided.note,
    });
    facts = decided.next;
  }
  if (facts.status !== contract.status)
    throw new Error(`Демо-договор ${contract.number}: история ведёт в статус ${facts.status}`);
  return rows;
}
export const CERTIFICATE_CONTRACT_HISTORY: ContractHistorySeed[] = contractHistory();
/** Which contracts were concluded under which certificates. */
export const CERTIFICATE_CONTRACT_LINKS = [{ contractId: CONTRACT_ID, certificateId: SOCIAL.id }];
