/**
 * Demo service contracts, requests with decisions and tour contracts: clearly seeded examples so
 * that the report jobs (contract, act of rendered services, decision notices, tour contract,
 * a person's register extract) print real content. The contract and request issues extend them.
 */
import { INSTITUTION } from './institutions.ts';
import { PERSON } from './people.ts';

export interface ServiceContractSeed {
  id: number;
  number: string;
  contractDate: string;
  personId: number;
  targetPersonId: number | null;
  institutionId: number;
  /** Waiting 1, Signing 2, Active 3, TerminatedByPerson 4, Terminated 5, Rejected 6, Closed 7 (workflows.md section 4). */
  status: number;
  dateFrom: string;
  dateTo: string;
  paymentKind: 'contract' | 'ippsu' | 'certificate';
}

export interface ContractServiceSeed {
  contractId: number;
  serviceId: number;
  quantity: number;
  rendered: number;
}

export interface PersonRequestSeed {
  id: number;
  number: string;
  submittedOn: string;
  personId: number;
  institutionId: number;
  serviceId: number;
  /** 1 Received, 2 InWork, 3 SoccontractConstruct, 4 Reject, 5 Satisfied, 6 Closed. */
  status: number;
  /** 1 satisfied, 2 refused; null while undecided. */
  decisionType: number | null;
  decisionOn: string | null;
  decisionReason: string | null;
}

export interface TourContractSeed {
  id: number;
  number: string;
  contractDate: string;
  personId: number;
  institutionId: number;
  serviceId: number;
  status: number;
  dateFrom: string;
  dateTo: string;
  membersCount: number;
}

const I = INSTITUTION;
/** Service ids of services.ts. */
const SERVICE = { transport: 2, nurse: 3, ippsu: 19, homeCare: 20, homeMedical: 21, ethnoTour: 26, cityTour: 27 } as const;

export const SERVICE_CONTRACTS: ServiceContractSeed[] = [
  {
    id: 1, number: 'ДЕМО-СД-2026/0001', contractDate: '2026-09-01', personId: PERSON.citizen, targetPersonId: null,
    institutionId: I.severnayaZabota, status: 3, dateFrom: '2026-09-01', dateTo: '2026-12-31', paymentKind: 'contract',
  },
  {
    id: 2, number: 'ДЕМО-ЦСО-2026/0107', contractDate: '2026-03-02', personId: 11, targetPersonId: null,
    institutionId: I.csoSalekhard, status: 7, dateFrom: '2026-03-02', dateTo: '2026-08-31', paymentKind: 'ippsu',
  },
  {
    id: 3, number: 'ДЕМО-КЦСОН-2026/0033', contractDate: '2026-11-20', personId: PERSON.citizen, targetPersonId: null,
    institutionId: I.kcsonNoyabrsk, status: 1, dateFrom: '2026-12-01', dateTo: '2027-05-31', paymentKind: 'ippsu',
  },
  {
    id: 4, number: 'ДЕМО-ЦСО-2026/0142', contractDate: '2026-11-10', personId: 12, targetPersonId: null,
    institutionId: I.csoSalekhard, status: 2, dateFrom: '2026-11-15', dateTo: '2027-05-14', paymentKind: 'ippsu',
  },
  {
    id: 5, number: 'ДЕМО-СД-2026/0019', contractDate: '2026-06-15', personId: PERSON.guardian, targetPersonId: PERSON.guardianWard,
    institutionId: I.severnayaZabota, status: 5, dateFrom: '2026-06-15', dateTo: '2026-10-31', paymentKind: 'certificate',
  },
];

export const CONTRACT_SERVICES: ContractServiceSeed[] = [
  { contractId: 1, serviceId: SERVICE.nurse, quantity: 120, rendered: 64 },
  { contractId: 2, serviceId: SERVICE.homeCare, quantity: 96, rendered: 96 },
  { contractId: 2, serviceId: SERVICE.transport, quantity: 6, rendered: 5 },
  { contractId: 3, serviceId: SERVICE.homeMedical, quantity: 48, rendered: 0 },
  { contractId: 4, serviceId: SERVICE.homeCare, quantity: 72, rendered: 0 },
  { contractId: 5, serviceId: SERVICE.nurse, quantity: 80, rendered: 52 },
];

export const PERSON_REQUESTS: PersonRequestSeed[] = [
  {
    id: 1, number: 'ДЕМО-З-2026/0311', submittedOn: '2026-09-22', personId: PERSON.citizen, institutionId: I.csoSalekhard,
    serviceId: SERVICE.ippsu, status: 5, decisionType: 1, decisionOn: '2026-10-05', decisionReason: null,
  },
  {
    id: 2, number: 'ДЕМО-З-2026/0342', submittedOn: '2026-10-14', personId: PERSON.citizen, institutionId: I.kcsonNoyabrsk,
    serviceId: SERVICE.homeMedical, status: 4, decisionType: 2, decisionOn: '2026-10-28',
    decisionReason: 'Заявитель проживает вне территории обслуживания организации (г. Ноябрьск); рекомендовано обратиться в ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
  },
  {
    id: 3, number: 'ДЕМО-З-2026/0357', submittedOn: '2026-11-02', personId: 11, institutionId: I.csoSalekhard,
    serviceId: SERVICE.homeCare, status: 2, decisionType: null, decisionOn: null, decisionReason: null,
  },
  {
    id: 4, number: 'ДЕМО-З-2026/0361', submittedOn: '2026-11-18', personId: PERSON.guardian, institutionId: I.csoSalekhard,
    serviceId: SERVICE.ippsu, status: 1, decisionType: null, decisionOn: null, decisionReason: null,
  },
];

export const TOUR_CONTRACTS: TourContractSeed[] = [
  {
    id: 1, number: 'ДЕМО-ТУР-2026/0012', contractDate: '2026-11-05', personId: PERSON.citizen, institutionId: I.yamalTour,
    serviceId: SERVICE.ethnoTour, status: 3, dateFrom: '2027-01-10', dateTo: '2027-01-12', membersCount: 3,
  },
  {
    id: 2, number: 'ДЕМО-ТУР-2026/0015', contractDate: '2026-11-21', personId: PERSON.guardian, institutionId: I.yamalTour,
    serviceId: SERVICE.cityTour, status: 1, dateFrom: '2027-02-14', dateTo: '2027-02-14', membersCount: 2,
  },
];
