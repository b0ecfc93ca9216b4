/**
 * Idempotent demo seed of the portal: Ямало-Ненецкий автономный округ, its providers,
 * services, news and demo accounts. Runs at every start of the server:
 *   - every row has an explicit id below 100000 (identities start at 100000);
 *   - every INSERT ends with ON CONFLICT DO NOTHING, so a re-run adds no duplicates and never
 *     overwrites what users changed;
 *   - one cheap query first checks, for every table, whether its newest seed row already exists,
 *     and such tables are skipped, so a seeded database costs one round trip.
 * New demo rows are appended to the arrays of the data files with ids above the current ones.
 */
import type { Queryable } from '../db.ts';
import { parseDocumentNumber } from '../../../common/numbering.ts';
import { raiseDocumentCounters } from '../../repositories/document-numbers.ts';
import { SURVEY_ACT_COLUMNS, SURVEY_ACTS } from './acts.ts';
import { CARE_RECORD_ACTS } from './care-records.ts';
import { CONTRACT_HISTORY, CONTRACT_SERVICES, SERVICE_CONTRACTS } from './contracts.ts';
import { INSTITUTIONS } from './institutions.ts';
import { NEWS } from './news.ts';
import { LICENSES, SEATS, TOUR_DATES } from './registry.ts';
import { ADDRESSES, EMPLOYEES, INSTITUTION_CLIENTS, PERSON_RELATIONS, PERSONS, USERS } from './people.ts';
import { MESSAGE_THREADS, THREAD_MESSAGES } from './messages.ts';
import { PATRONAGE_FEEDBACK, PATRONAGE_MESSAGES, PATRONAGE_RECORDS, PATRONAGE_THREADS } from './patronage.ts';
import { CITIES, DISTRICTS, LOCALITIES, REGIONS, STREETS } from './regions.ts';
import { ACT_SEED_COLUMNS, REPORT_ACTS } from './reports.ts';
import { SERVICES } from './services.ts';
import { TOUR_SERVICES } from './tour-services.ts';
import {
  PORTAL_TOUR_CHECK_INS,
  PORTAL_TOUR_CONTRACT_HISTORY,
  PORTAL_TOUR_FEEDBACK_ANSWERS,
  PORTAL_TOUR_CONTRACT_MEMBERS,
  PORTAL_TOUR_CONTRACTS,
} from './tour-contracts.ts';
import { CATALOG_SERVICES } from './catalog.ts';
// The demo citizen's social contracts with their adaptation programmes and reports.
import {
  SOCIAL_CONTRACT_DEMO_FILES,
  SOCIAL_CONTRACT_EVENTS,
  SOCIAL_CONTRACT_HISTORY,
  SOCIAL_CONTRACT_REPORT_FILES,
  SOCIAL_CONTRACT_REPORT_HISTORY,
  SOCIAL_CONTRACT_REPORTS,
  SOCIAL_CONTRACTS,
} from './social-contracts.ts';
import { SETTINGS } from './settings.ts';
import {
  BANKS,
  DEMO_FILES,
  IMPERSONATION_AUDIT,
  NEWS_FILES,
  REGISTRY_CHANGE_REQUEST_FILES,
  REGISTRY_CHANGE_REQUESTS,
  REQUEST_ORDERS,
  TOURISM_REQUISITES,
  USER_MESSAGE_FILES,
  USER_MESSAGES,
} from './platform.ts';
import { SUBSIDY_CITIES, SUBSIDY_REGIONS } from './subsidy.ts';
import {
  OTHER_CONTRACT_DOCUMENTS,
  OTHER_CONTRACT_FILES,
  OTHER_CONTRACT_HISTORY,
  OTHER_CONTRACTS,
} from './other-contracts.ts';
import { EVERY_MOTHER_FILES, EVERY_MOTHER_NEWS, EVERY_MOTHER_NEWS_FILES } from './every-mother.ts';
import { RATED_CONTRACT_HISTORY, RATED_CONTRACT_SERVICES, RATED_CONTRACTS } from './ratings.ts';
import { CATALOG_CONTRACT_HISTORY, CATALOG_CONTRACTS } from './catalog-contracts.ts';
import { PERSON_REQUEST_HISTORY, PERSON_REQUEST_SERVICES, PERSON_REQUESTS } from './requests.ts';
import {
  REGISTRATION_HISTORY,
  REGISTRATION_REQUESTS,
  SCHEDULE_CLIENTS,
  SERVICE_RECORD_HISTORY,
  SERVICE_RECORD_SLOTS,
  SERVICE_RECORDS,
} from './schedule.ts';
// Payments, assignments, transfers and consents to payments.
import {
  PAYMENT_ASSIGNMENT_HISTORY,
  PAYMENT_ASSIGNMENTS,
  PAYMENT_CONSENT_HISTORY,
  PAYMENT_CONSENTS,
  PAYMENT_MSP_TYPES,
  PAYMENT_STOP_APPLICATIONS,
  PAYMENT_TRANSFERS,
  PAYMENTS,
  PAYREQS_CHANGES,
} from './payments.ts';
// Social navigator
import {
  MSP,
  MSP_CATEGORIES,
  MSP_SUBCATEGORIES,
  MSP_SUPPLIERS,
  MSP_TAG_LINKS,
  MSP_TAGS,
  SERVICE_SUPPLIERS,
  SOC_SERVICES,
  SOC_SUPPLIERS,
} from './navigator.ts';
import { IPPSU, IPPSU_ORGANISATIONS } from './ippsu.ts';
import { IDENTITIES, IDENTITY_MEMBERS } from './identities.ts';
import { APPROVED_DEMO_SERVICE, CATALOG_ENTRIES, CATALOG_ENTRY_HISTORY, PROVIDER_CLIENTS } from './service-catalog.ts';
import { adoptPublishedServices } from '../../repositories/service-catalog-entries.ts';
import { linkUsedCertificatesToContracts } from '../../repositories/tourism-certificates.ts';
// The citizen's certificates for social services and the contract concluded under one.
import {
  CERTIFICATE_CONTRACT_HISTORY,
  CERTIFICATE_CONTRACT_LINKS,
  CERTIFICATE_CONTRACT_SERVICES,
  CERTIFICATE_CONTRACTS,
  CERTIFICATE_HISTORY,
  CERTIFICATES,
} from './certificates.ts';

export { DEMO_ACCOUNTS, DEMO_SUBJECT_PREFIX } from './people.ts';
export type { DemoAccount } from './people.ts';
// A provider's applications to subsidy contests in every status, and the contests' periods.
import {
  CONTEST_APPLICATION_DEMO_FILES,
  CONTEST_APPLICATION_FILES,
  CONTEST_APPLICATION_HISTORY,
  CONTEST_APPLICATIONS,
  CONTEST_PERIODS,
} from './contest-applications.ts';
// A provider's refund (compensation) requests over three months in every status.
import {
  REFUND_REQUEST_DOCUMENTS,
  REFUND_REQUEST_HISTORY,
  REFUND_REQUEST_SERVICES,
  REFUND_REQUESTS,
} from './refunds.ts';
// Tour operators' requests for inclusion in the register in every status, and their applicants.
import {
  TOURISM_APPLICANT_PERSONS,
  TOURISM_APPLICANT_USERS,
  TOURISM_PROVIDER_REQUEST_HISTORY,
  TOURISM_PROVIDER_REQUESTS,
  TOURISM_REQUEST_NOTICES,
} from './tourism.ts';
import {
  TOURISM_CERTIFICATE_HISTORY,
  TOURISM_CERTIFICATE_MEMBERS,
  TOURISM_CERTIFICATE_NOTICES,
  TOURISM_CERTIFICATES,
} from './tourism-certificates.ts';

/** A table of the seed with its rows reduced to SQL values. */
export interface SeedTable {
  table: string;
  /** Column names in snake_case. */
  columns: string[];
  values: unknown[][];
  /** Key columns and values of the newest seed row (the greatest key). */
  newestKey: { columns: string[]; values: unknown[] };
}

type Key<Row> = keyof Row & string;

const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function sqlValue(value: unknown): unknown {
  if (value === undefined) return null;
  // Binary (a drawn signature) goes as it is: both drivers send a Uint8Array as bytea.
  if (value instanceof Uint8Array) return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

function compareKeys(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as number | string;
    const y = b[i] as number | string;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

function seedTable<Row>(
  table: string,
  rows: readonly Row[],
  columns: readonly Key<Row>[],
  key: readonly Key<Row>[],
): SeedTable {
  if (rows.length === 0) throw new Error(`Демо-данные таблицы ${table} пусты`);
  const keyOf = (row: Row): unknown[] => key.map((column) => row[column]);
  const newest = rows.reduce((best, row) => (compareKeys(keyOf(row), keyOf(best)) > 0 ? row : best));
  return {
    table,
    columns: columns.map(snake),
    values: rows.map((row) => columns.map((column) => sqlValue(row[column]))),
    newestKey: { columns: key.map(snake), values: keyOf(newest) },
  };
}

/** The seed tables in foreign-key order. */
/** The columns of a demo service contract (contracts.ts, ratings.ts, certificates.ts, tour-contracts.ts). */
const SERVICE_CONTRACT_COLUMNS = [
  'id',
  'number',
  'contractDate',
  'personId',
  'targetPersonId',
  'institutionId',
  'status',
  'dateFrom',
  'dateTo',
  'paymentKind',
  'version',
  'signedByPerson',
  'signedByServiceProvider',
  'actSignedByProvider',
  'actSignedByPerson',
  'rateByPerson',
  'feedback',
  'rejectReason',
  'isTour',
  'representativeInfo',
] as const;

/** The columns of a demo person and of a demo account (the people's, and the tour operator applicant's). */
const PERSON_COLUMNS = [
  'id',
  'lastName',
  'firstName',
  'middleName',
  'birthDate',
  'gender',
  'snils',
  'inn',
  'passport',
  'phone',
  'email',
  'regAddressId',
  'factAddressId',
] as const;
const USER_COLUMNS = ['id', 'login', 'subject', 'personId', 'isAdmin', 'serviceModerator'] as const;

export const SEED_TABLES: SeedTable[] = [
  seedTable('regions', REGIONS, ['id', 'caption', 'codePfr62'], ['id']),
  seedTable('districts', DISTRICTS, ['id', 'regionId', 'caption'], ['id']),
  seedTable('cities', CITIES, ['id', 'regionId', 'caption', 'type', 'isDefault', 'districtId'], ['id']),
  seedTable('localities', LOCALITIES, ['id', 'regionId', 'cityId', 'caption', 'type', 'codePfr62'], ['id']),
  seedTable('streets', STREETS, ['id', 'cityId', 'caption', 'type'], ['id']),
  seedTable(
    'addresses',
    ADDRESSES,
    ['id', 'regionId', 'cityId', 'streetId', 'house', 'building', 'room', 'customText'],
    ['id'],
  ),
  seedTable(
    'institutions',
    INSTITUTIONS,
    [
      'id',
      'caption',
      'shortCaption',
      'institutionTypeId',
      'sourceType',
      'ogrn',
      'inn',
      'kpp',
      'regionId',
      'cityId',
      'address',
      'phone',
      'email',
      'site',
      'director',
      'latitude',
      'longitude',
      'isActiveLongevityProgram',
      'dateIncluded',
      'description',
      'legalForm',
      'dateRegistered',
      'workHours',
    ],
    ['id'],
  ),
  // The services, then more of the catalogue's groups (catalog.ts, ids 60..), each with the kind
  // of its institution (1 a provider, 2 a tour operator: a tour's), which the database checks
  // against the institution (migration 0017).
  ...[SERVICES, CATALOG_SERVICES].map((services) =>
    seedTable(
      'services',
      services.map((service) => ({ ...service, providerSourceType: service.isTourism ? 2 : 1 })),
      [
        'id',
        'institutionId',
        'providerSourceType',
        'catalogGroup',
        'serviceTypeCode',
        'caption',
        'description',
        'area',
        'rateType',
        'rateUnit',
        'price',
        'isTourism',
      ],
      ['id'],
    ),
  ),
  seedTable(
    'institution_licenses',
    LICENSES,
    ['id', 'institutionId', 'number', 'activity', 'issuedBy', 'issuedOn', 'validUntil', 'place', 'status', 'works'],
    ['id'],
  ),
  seedTable('institution_seats', SEATS, ['institutionId', 'form', 'total', 'free'], ['institutionId', 'form']),
  seedTable('tour_dates', TOUR_DATES, ['id', 'serviceId', 'startsOn', 'endsOn', 'placesTotal', 'placesLeft'], ['id']),
  seedTable(
    'subsidy_region_standards',
    SUBSIDY_REGIONS,
    ['regionId', 'maxSharePercent', 'minimumWorking', 'minimumPensioner', 'minimumChild', 'basis'],
    ['regionId'],
  ),
  seedTable(
    'subsidy_city_standards',
    SUBSIDY_CITIES,
    ['cityId', 'costPerM2', 'areaSingle', 'areaTwo', 'areaPerPerson'],
    ['cityId'],
  ),
  seedTable('news', NEWS, ['id', 'kind', 'title', 'content', 'publishedAt'], ['id']),
  seedTable('persons', PERSONS, PERSON_COLUMNS, ['id']),
  seedTable(
    'person_relations',
    PERSON_RELATIONS,
    ['personId', 'relativeId', 'kind'],
    ['personId', 'relativeId', 'kind'],
  ),
  seedTable('users', USERS, USER_COLUMNS, ['id']),
  seedTable('employees', EMPLOYEES, ['id', 'userId', 'institutionId', 'institutionRole', 'position'], ['id']),
  // The applicant of a new tour operator's requests, a demo account (tourism.ts, id 901).
  seedTable('persons', TOURISM_APPLICANT_PERSONS, PERSON_COLUMNS, ['id']),
  seedTable('users', TOURISM_APPLICANT_USERS, USER_COLUMNS, ['id']),
  seedTable('institution_clients', INSTITUTION_CLIENTS, ['institutionId', 'personId'], ['institutionId', 'personId']),
  seedTable('settings', SETTINGS, ['id', 'caption', 'value'], ['id']),
  // Acts and reports (guardian reports, social passports: reports.ts, ids 50..80).
  seedTable('acts', REPORT_ACTS, ACT_SEED_COLUMNS, ['id']),
  // Survey acts of the demo social worker (acts.ts, ids 11..19) and two test acts written under its form's version 1 (ids 10, 20).
  seedTable('acts', SURVEY_ACTS, SURVEY_ACT_COLUMNS, ['id']),
  // Questionnaires, the long-term plan and a month of the care diary of the worker's clients (care-records.ts, ids 21..49).
  seedTable('acts', CARE_RECORD_ACTS, SURVEY_ACT_COLUMNS, ['id']),
  // The platform's screens (platform.ts): lookups, requisites, applications, archives, audit log.
  seedTable('banks', BANKS, ['bik', 'caption', 'corrAccount', 'city'], ['bik']),
  seedTable(
    'files',
    DEMO_FILES,
    ['id', 'originalName', 'storageKey', 'sizeBytes', 'contentType', 'uploadedBy'],
    ['id'],
  ),
  seedTable('request_orders', REQUEST_ORDERS, ['id', 'requestId', 'personId', 'institutionId', 'fileId'], ['id']),
  seedTable(
    'user_messages',
    USER_MESSAGES,
    ['id', 'userId', 'contactName', 'text', 'createdAt', 'readAt', 'noticeClass'],
    ['id'],
  ),
  seedTable('user_message_files', USER_MESSAGE_FILES, ['messageId', 'fileId'], ['messageId', 'fileId']),
  // The notices of the decisions on the demo tour operators' requests (tourism.ts, ids 901..).
  seedTable(
    'user_messages',
    TOURISM_REQUEST_NOTICES,
    ['id', 'userId', 'contactName', 'text', 'createdAt', 'readAt', 'noticeClass'],
    ['id'],
  ),
  seedTable('news_files', NEWS_FILES, ['newsId', 'fileId'], ['newsId', 'fileId']),
  // «Каждой маме» cards written in the editor and their documents (every-mother.ts).
  seedTable('news', EVERY_MOTHER_NEWS, ['id', 'kind', 'title', 'content', 'publishedAt'], ['id']),
  seedTable(
    'files',
    EVERY_MOTHER_FILES,
    ['id', 'originalName', 'storageKey', 'sizeBytes', 'contentType', 'uploadedBy'],
    ['id'],
  ),
  seedTable('news_files', EVERY_MOTHER_NEWS_FILES, ['newsId', 'fileId'], ['newsId', 'fileId']),
  seedTable(
    'tourism_requisites',
    TOURISM_REQUISITES,
    [
      'institutionId',
      'kpp',
      'dirFullFioGen',
      'foundationDoc',
      'oktmo',
      'bankAccount',
      'bankPAccount',
      'ks',
      'eks',
      'bankBik',
      'bankName',
      'isUpdateInstitutionDetails',
      'dateRegistered',
    ],
    ['institutionId'],
  ),
  seedTable(
    'registry_change_requests',
    REGISTRY_CHANGE_REQUESTS,
    ['id', 'number', 'institutionId', 'employeeId', 'createdAt'],
    ['id'],
  ),
  seedTable(
    'registry_change_request_files',
    REGISTRY_CHANGE_REQUEST_FILES,
    ['requestId', 'fileId'],
    ['requestId', 'fileId'],
  ),
  seedTable(
    'impersonation_audit',
    IMPERSONATION_AUDIT,
    [
      'adminUserId',
      'action',
      'kind',
      'targetUserId',
      'targetPersonId',
      'institutionRole',
      'institutionSourceType',
      'createdAt',
    ],
    ['adminUserId', 'createdAt'],
  ),
  // Demo contracts and requests the report jobs print (contracts.ts).
  seedTable('service_contracts', SERVICE_CONTRACTS, SERVICE_CONTRACT_COLUMNS, ['id']),
  seedTable(
    'service_contract_services',
    CONTRACT_SERVICES,
    ['contractId', 'serviceId', 'quantity', 'rendered', 'removedAt'],
    ['contractId', 'serviceId'],
  ),
  seedTable(
    'service_contract_history',
    CONTRACT_HISTORY,
    ['id', 'contractId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  seedTable(
    'person_requests',
    PERSON_REQUESTS,
    [
      'id',
      'number',
      'submittedOn',
      'createdAt',
      'kind',
      'personId',
      'targetPersonId',
      'institutionId',
      'serviceId',
      'certTypeId',
      'status',
      'deliveryStatus',
      'phone',
      'comment',
      'decisionType',
      'decisionOn',
      'decisionNumber',
      'decisionReason',
      'version',
    ],
    ['id'],
  ),
  seedTable('person_request_services', PERSON_REQUEST_SERVICES, ['requestId', 'serviceId'], ['requestId', 'serviceId']),
  seedTable(
    'person_request_history',
    PERSON_REQUEST_HISTORY,
    ['id', 'requestId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  // The citizens' «other» contracts (/user/contracts) with their history and documents (other-contracts.ts).
  seedTable(
    'files',
    OTHER_CONTRACT_FILES,
    ['id', 'originalName', 'storageKey', 'sizeBytes', 'contentType', 'uploadedBy'],
    ['id'],
  ),
  seedTable(
    'other_contracts',
    OTHER_CONTRACTS,
    [
      'id',
      'number',
      'contractDate',
      'kind',
      'subject',
      'personId',
      'targetPersonId',
      'institutionId',
      'status',
      'dateFrom',
      'dateTo',
      'amount',
    ],
    ['id'],
  ),
  seedTable(
    'other_contract_history',
    OTHER_CONTRACT_HISTORY,
    ['id', 'contractId', 'fromStatus', 'toStatus', 'changedAt', 'changedBy', 'note'],
    ['id'],
  ),
  seedTable(
    'other_contract_documents',
    OTHER_CONTRACT_DOCUMENTS,
    ['contractId', 'fileId', 'caption'],
    ['contractId', 'fileId'],
  ),
  // Catalogue contracts and the registry's ratings (catalog-contracts.ts, ratings.ts).
  seedTable('service_contracts', RATED_CONTRACTS, SERVICE_CONTRACT_COLUMNS, ['id']),
  seedTable(
    'service_contract_services',
    RATED_CONTRACT_SERVICES,
    ['contractId', 'serviceId', 'quantity', 'rendered'],
    ['contractId', 'serviceId'],
  ),
  seedTable(
    'service_contract_history',
    RATED_CONTRACT_HISTORY,
    ['id', 'contractId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  seedTable(
    'catalog_contracts',
    CATALOG_CONTRACTS,
    [
      'id',
      'number',
      'personId',
      'targetPersonId',
      'institutionId',
      'serviceId',
      'status',
      'desiredDateFrom',
      'phone',
      'comment',
      'rejectReason',
      'createdAt',
      'paidAt',
      'version',
    ],
    ['id'],
  ),
  seedTable(
    'catalog_contract_history',
    CATALOG_CONTRACT_HISTORY,
    ['id', 'contractId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  // Payments (payments.ts): measures, assignments with their history, payments, transfers, applications, consents.
  seedTable('payment_msp_types', PAYMENT_MSP_TYPES, ['id', 'caption'], ['id']),
  seedTable(
    'payment_assignments',
    PAYMENT_ASSIGNMENTS,
    [
      'id',
      'personId',
      'mspTypeId',
      'amount',
      'dateFrom',
      'dateTo',
      'status',
      'authority',
      'bankBik',
      'bankName',
      'corrAccount',
      'bankAccount',
      'version',
    ],
    ['id'],
  ),
  seedTable(
    'payment_assignment_history',
    PAYMENT_ASSIGNMENT_HISTORY,
    ['id', 'assignmentId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  seedTable(
    'payment_stop_applications',
    PAYMENT_STOP_APPLICATIONS,
    ['id', 'number', 'personId', 'assignmentId', 'reason', 'createdAt'],
    ['id'],
  ),
  seedTable('payments', PAYMENTS, ['id', 'personId', 'assignmentId', 'period', 'dateReleased', 'amount'], ['id']),
  seedTable(
    'payment_transfers',
    PAYMENT_TRANSFERS,
    ['id', 'personId', 'paymentId', 'transferredOn', 'amount', 'bankName', 'bankAccount', 'status'],
    ['id'],
  ),
  seedTable(
    'payreqs_changes',
    PAYREQS_CHANGES,
    ['id', 'number', 'personId', 'bankBik', 'bankName', 'corrAccount', 'bankAccount', 'assignmentIds', 'createdAt'],
    ['id'],
  ),
  seedTable(
    'payment_consents',
    PAYMENT_CONSENTS,
    ['id', 'number', 'personId', 'status', 'givenAt', 'withdrawnAt', 'version'],
    ['id'],
  ),
  seedTable(
    'payment_consent_history',
    PAYMENT_CONSENT_HISTORY,
    ['id', 'consentId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  // Social navigator (navigator.ts): measures by category, subcategory and tag, services, suppliers.
  seedTable('soc_msp_categories', MSP_CATEGORIES, ['id', 'caption', 'description', 'position'], ['id']),
  seedTable('soc_msp_subcategories', MSP_SUBCATEGORIES, ['id', 'categoryId', 'caption', 'position'], ['id']),
  seedTable('soc_msp_tags', MSP_TAGS, ['id', 'caption'], ['id']),
  seedTable(
    'soc_msp',
    MSP,
    ['id', 'subcategoryId', 'caption', 'summary', 'recipients', 'howToApply', 'documents', 'amount', 'legalBasis'],
    ['id'],
  ),
  seedTable('soc_msp_tag_links', MSP_TAG_LINKS, ['mspId', 'tagId'], ['mspId', 'tagId']),
  seedTable('soc_services', SOC_SERVICES, ['id', 'caption', 'description', 'area', 'position'], ['id']),
  seedTable(
    'soc_suppliers',
    SOC_SUPPLIERS,
    [
      'id',
      'caption',
      'shortCaption',
      'cityId',
      'address',
      'phone',
      'email',
      'site',
      'workHours',
      'latitude',
      'longitude',
    ],
    ['id'],
  ),
  seedTable('soc_msp_suppliers', MSP_SUPPLIERS, ['mspId', 'supplierId'], ['mspId', 'supplierId']),
  seedTable('soc_service_suppliers', SERVICE_SUPPLIERS, ['serviceId', 'supplierId'], ['serviceId', 'supplierId']),
  // The citizens' IPPSU and their recommended organisations (ippsu.ts); the identities (identities.ts).
  seedTable(
    'ippsu',
    IPPSU,
    ['id', 'number', 'personId', 'institutionId', 'actId', 'issuedOn', 'dateFrom', 'dateTo', 'serviceForm', 'services'],
    ['id'],
  ),
  seedTable(
    'ippsu_organisations',
    IPPSU_ORGANISATIONS,
    ['ippsuId', 'institutionId', 'position'],
    ['ippsuId', 'institutionId'],
  ),
  seedTable(
    'identities',
    IDENTITIES,
    ['id', 'kind', 'number', 'personId', 'issuedOn', 'validUntil', 'issuedBy', 'basis', 'revokedOn', 'revokeReason'],
    ['id'],
  ),
  seedTable(
    'identity_members',
    IDENTITY_MEMBERS,
    ['identityId', 'personId', 'relation', 'position'],
    ['identityId', 'personId'],
  ),
  // The citizen's certificates (certificates.ts) with their history, and the contract under one.
  seedTable(
    'certificates',
    CERTIFICATES,
    [
      'id',
      'number',
      'certTypeId',
      'personId',
      'targetPersonId',
      'requestId',
      'institutionId',
      'status',
      'issuedOn',
      'validFrom',
      'validTo',
      'amount',
      'volume',
      'refuseReason',
      'version',
      'createdAt',
    ],
    ['id'],
  ),
  seedTable(
    'certificate_history',
    CERTIFICATE_HISTORY,
    ['id', 'certificateId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  seedTable('service_contracts', CERTIFICATE_CONTRACTS, SERVICE_CONTRACT_COLUMNS, ['id']),
  seedTable(
    'service_contract_services',
    CERTIFICATE_CONTRACT_SERVICES,
    ['contractId', 'serviceId', 'quantity', 'rendered'],
    ['contractId', 'serviceId'],
  ),
  seedTable(
    'service_contract_history',
    CERTIFICATE_CONTRACT_HISTORY,
    ['id', 'contractId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  seedTable('certificate_contracts', CERTIFICATE_CONTRACT_LINKS, ['contractId', 'certificateId'], ['contractId']),
  // A provider's refund (compensation) requests (refunds.ts).
  seedTable(
    'refund_requests',
    REFUND_REQUESTS,
    [
      'id',
      'number',
      'institutionId',
      'requestTypeId',
      'reportingMonth',
      'requestTime',
      'status',
      'comment',
      'returnReason',
      'createdBy',
      'version',
    ],
    ['id'],
  ),
  seedTable(
    'refund_request_services',
    REFUND_REQUEST_SERVICES,
    ['requestId', 'serviceId', 'recipients', 'quantity', 'price', 'amount'],
    ['requestId', 'serviceId'],
  ),
  seedTable(
    'refund_request_documents',
    REFUND_REQUEST_DOCUMENTS,
    ['requestId', 'position', 'kind', 'number', 'issuedOn'],
    ['requestId', 'position'],
  ),
  seedTable(
    'refund_request_history',
    REFUND_REQUEST_HISTORY,
    ['id', 'requestId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  // A provider's applications to subsidy contests (contest-applications.ts).
  seedTable('subsidy_contest_periods', CONTEST_PERIODS, ['newsId', 'applicationsFrom', 'applicationsTo'], ['newsId']),
  seedTable(
    'files',
    CONTEST_APPLICATION_DEMO_FILES,
    ['id', 'originalName', 'storageKey', 'sizeBytes', 'contentType', 'uploadedBy'],
    ['id'],
  ),
  seedTable(
    'contest_applications',
    CONTEST_APPLICATIONS,
    [
      'id',
      'number',
      'contestId',
      'institutionId',
      'employeeId',
      'createdBy',
      'createdAt',
      'fields',
      'status',
      'signatureType',
      'signedBy',
      'signerName',
      'signedAt',
      'rejectReason',
      'version',
    ],
    ['id'],
  ),
  seedTable(
    'contest_application_files',
    CONTEST_APPLICATION_FILES,
    ['applicationId', 'fileId'],
    ['applicationId', 'fileId'],
  ),
  seedTable(
    'contest_application_history',
    CONTEST_APPLICATION_HISTORY,
    ['id', 'applicationId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  // Tour operators' requests for inclusion in the register (tourism.ts).
  seedTable(
    'tourism_provider_requests',
    TOURISM_PROVIDER_REQUESTS,
    [
      'id',
      'number',
      'applicantUserId',
      'applicantPersonId',
      'ogrn',
      'inn',
      'caption',
      'fields',
      'institutionId',
      'status',
      'decisionType',
      'decisionReason',
      'decidedAt',
      'decidedBy',
      'createdAt',
      'version',
    ],
    ['id'],
  ),
  seedTable(
    'tourism_provider_request_history',
    TOURISM_PROVIDER_REQUEST_HISTORY,
    ['id', 'requestId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  // The citizen's and the large family's tourism certificates in every status (tourism-certificates.ts).
  seedTable(
    'tourism_certificates',
    TOURISM_CERTIFICATES,
    [
      'id',
      'number',
      'typeId',
      'personId',
      'status',
      'version',
      'dateFrom',
      'dateToIncluded',
      'validPeriod',
      'nominal',
      'phone',
      'cityId',
      'streetId',
      'house',
      'flat',
      'createdAt',
      'decidedAt',
      'decidedBy',
      'reason',
      'contractId',
    ],
    ['id'],
  ),
  seedTable(
    'tourism_certificate_members',
    TOURISM_CERTIFICATE_MEMBERS,
    ['certificateId', 'personId', 'relationDegreeId'],
    ['certificateId', 'personId'],
  ),
  seedTable(
    'tourism_certificate_history',
    TOURISM_CERTIFICATE_HISTORY,
    ['id', 'certificateId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  // The notices of the decisions on the demo tourism certificates (ids 931..).
  seedTable(
    'user_messages',
    TOURISM_CERTIFICATE_NOTICES,
    ['id', 'userId', 'contactName', 'text', 'createdAt', 'readAt', 'noticeClass'],
    ['id'],
  ),
  // The provider's catalogue cards in every moderation status, the one published by its approval,
  // and the people the provider's institutions serve (service-catalog.ts).
  seedTable(
    'services',
    [APPROVED_DEMO_SERVICE],
    [
      'id',
      'institutionId',
      'providerSourceType',
      'catalogGroup',
      'serviceTypeCode',
      'caption',
      'description',
      'area',
      'rateType',
      'rateUnit',
      'price',
      'isTourism',
      'places',
      'schedule',
    ],
    ['id'],
  ),
  seedTable(
    'service_catalog_entries',
    CATALOG_ENTRIES,
    [
      'id',
      'institutionId',
      'serviceId',
      'status',
      'version',
      'catalogGroup',
      'caption',
      'description',
      'area',
      'rateType',
      'rateUnit',
      'price',
      'places',
      'schedule',
      'moderationComment',
      'authorPersonId',
      'createdAt',
      'updatedAt',
      'submittedAt',
    ],
    ['id'],
  ),
  seedTable(
    'service_catalog_entry_history',
    CATALOG_ENTRY_HISTORY,
    ['id', 'entryId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  seedTable('institution_clients', PROVIDER_CLIENTS, ['institutionId', 'personId'], ['institutionId', 'personId']),
  // Conversations (messages.ts): the citizen, the guardian, the provider's clients; some unread.
  seedTable(
    'message_threads',
    MESSAGE_THREADS,
    ['id', 'kind', 'personId', 'institutionId', 'employeeId', 'createdAt', 'lastMessageAt'],
    ['id'],
  ),
  seedTable(
    'thread_messages',
    THREAD_MESSAGES,
    ['id', 'threadId', 'authorUserId', 'fromPerson', 'body', 'clientKey', 'createdAt', 'readAt'],
    ['id'],
  ),
  // Patronage (patronage.ts): the large family with the Salekhard centre's social worker (the last message unread,
  // the family's feedback) and two more people in his charge.
  seedTable(
    'patronage_records',
    PATRONAGE_RECORDS,
    ['id', 'personId', 'institutionId', 'employeeId', 'since', 'category', 'reason', 'visits'],
    ['id'],
  ),
  seedTable(
    'message_threads',
    PATRONAGE_THREADS,
    ['id', 'kind', 'personId', 'institutionId', 'employeeId', 'createdAt', 'lastMessageAt'],
    ['id'],
  ),
  seedTable(
    'thread_messages',
    PATRONAGE_MESSAGES,
    ['id', 'threadId', 'authorUserId', 'fromPerson', 'body', 'clientKey', 'createdAt', 'readAt'],
    ['id'],
  ),
  seedTable(
    'patronage_feedback',
    PATRONAGE_FEEDBACK,
    ['id', 'recordId', 'authorUserId', 'period', 'rating', 'comment', 'createdAt'],
    ['id'],
  ),
  // The calendar of provisions (schedule.ts): the provider's clients, a month of services, their slots and histories.
  seedTable('institution_clients', SCHEDULE_CLIENTS, ['institutionId', 'personId'], ['institutionId', 'personId']),
  seedTable(
    'service_records',
    SERVICE_RECORDS,
    [
      'id',
      'institutionSourceType',
      'institutionId',
      'institutionServiceId',
      'personId',
      'employeeId',
      'startDate',
      'endDate',
      'payed',
      'comment',
      'status',
      'version',
      'hasStylusSignature',
      'signatureImage',
      'signedAt',
      'deletedTime',
      'registeredByQr',
    ],
    ['id'],
  ),
  seedTable(
    'registration_requests',
    REGISTRATION_REQUESTS,
    [
      'id',
      'number',
      'institutionId',
      'institutionServiceId',
      'personId',
      'status',
      'version',
      'createdAt',
      'wishedDate',
      'phone',
      'comment',
      'decidedAt',
      'reason',
    ],
    ['id'],
  ),
  seedTable(
    'registration_request_history',
    REGISTRATION_HISTORY,
    ['id', 'requestId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  seedTable(
    'service_record_slots',
    SERVICE_RECORD_SLOTS,
    ['personId', 'slotStart', 'recordId'],
    ['personId', 'slotStart'],
  ),
  seedTable(
    'service_record_history',
    SERVICE_RECORD_HISTORY,
    ['id', 'recordId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  // The demo tour operator's tour services with places (tour-services.ts).
  seedTable(
    'tour_services',
    TOUR_SERVICES,
    [
      'id',
      'institutionId',
      'serviceTypeId',
      'name',
      'description',
      'dateFrom',
      'dateTo',
      'placesTotal',
      'placesTaken',
      'doNotShowOnPortalFrom',
      'price',
    ],
    ['id'],
  ),
  // Tour contracts on those tours, one in every status, with their members and history (tour-contracts.ts).
  seedTable(
    'service_contracts',
    PORTAL_TOUR_CONTRACTS,
    [...SERVICE_CONTRACT_COLUMNS, 'tourServiceId', 'places', 'tourismCertificateId'],
    ['id'],
  ),
  seedTable(
    'tour_contract_members',
    PORTAL_TOUR_CONTRACT_MEMBERS,
    ['contractId', 'personId'],
    ['contractId', 'personId'],
  ),
  seedTable(
    'tour_check_ins',
    PORTAL_TOUR_CHECK_INS,
    ['contractId', 'checkedInAt', 'byUserId', 'digest'],
    ['contractId'],
  ),
  seedTable(
    'tour_feedback_answers',
    PORTAL_TOUR_FEEDBACK_ANSWERS,
    ['contractId', 'questionId', 'answer'],
    ['contractId', 'questionId'],
  ),
  seedTable(
    'service_contract_history',
    PORTAL_TOUR_CONTRACT_HISTORY,
    ['id', 'contractId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  // Social contracts (social-contracts.ts): the contracts, their events, the reports with their documents, the histories.
  seedTable(
    'files',
    SOCIAL_CONTRACT_DEMO_FILES,
    ['id', 'originalName', 'storageKey', 'sizeBytes', 'contentType', 'uploadedBy'],
    ['id'],
  ),
  seedTable(
    'social_contracts',
    SOCIAL_CONTRACTS,
    [
      'id',
      'number',
      'personId',
      'institutionId',
      'status',
      'version',
      'purpose',
      'contractDate',
      'dateFrom',
      'dateTo',
      'amount',
      'reason',
      'approvedAt',
    ],
    ['id'],
  ),
  seedTable(
    'social_contract_events',
    SOCIAL_CONTRACT_EVENTS,
    ['id', 'contractId', 'name', 'dueDate', 'executorKind', 'doneOn'],
    ['id'],
  ),
  seedTable(
    'social_contract_reports',
    SOCIAL_CONTRACT_REPORTS,
    ['id', 'number', 'eventId', 'status', 'version', 'text', 'createdAt', 'submittedAt', 'reviewedAt', 'reviewComment'],
    ['id'],
  ),
  seedTable(
    'social_contract_report_files',
    SOCIAL_CONTRACT_REPORT_FILES,
    ['reportId', 'fileId'],
    ['reportId', 'fileId'],
  ),
  seedTable(
    'social_contract_history',
    SOCIAL_CONTRACT_HISTORY,
    ['id', 'contractId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
  seedTable(
    'social_contract_report_history',
    SOCIAL_CONTRACT_REPORT_HISTORY,
    ['id', 'reportId', 'action', 'side', 'actorPersonId', 'actedAt', 'fromStatus', 'toStatus', 'note'],
    ['id'],
  ),
];

/** The tables whose rows carry a number of common/numbering.ts (contracts' numbers come from elsewhere). */
/** The seed tables numbered by common/numbering.ts and their numbered columns (a null one is a document not made yet). */
const NUMBERED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  acts: ['number'],
  catalog_contracts: ['number'],
  registry_change_requests: ['number'],
  person_requests: ['number', 'decision_number'],
  payment_stop_applications: ['number'],
  payreqs_changes: ['number'],
  payment_consents: ['number'],
  ippsu: ['number'],
  identities: ['number'],
  // A certificate's number is given when it is issued: a requested, refused or withdrawn one has none.
  certificates: ['number'],
  refund_requests: ['number'],
  registration_requests: ['number'],
  contest_applications: ['number'],
  tourism_provider_requests: ['number'],
  tourism_certificates: ['number'],
  social_contracts: ['number'],
  social_contract_reports: ['number'],
};
/** Numbered tables whose own number may still be null (a document not made yet). */
const NUMBERED_LATER = new Set(['certificates']);
const NUMBERED_TABLES = new Set(Object.keys(NUMBERED_COLUMNS));

/** Parameters per INSERT statement: far below the protocol limit of 65535. */
const MAX_PARAMS_PER_STATEMENT = 5000;

/**
 * Which seed tables already hold their newest seed row: one query for all of them. Answered per
 * entry, not per table name, since one table may be seeded by several entries (acts).
 */
async function seededTables(db: Queryable, tables: SeedTable[]): Promise<Set<SeedTable>> {
  const params: unknown[] = [];
  const checks = tables.map((table, index) => {
    const where = table.newestKey.columns
      .map((column, i) => {
        params.push(table.newestKey.values[i]);
        return `${column} = $${params.length}`;
      })
      .join(' AND ');
    return `EXISTS (SELECT 1 FROM ${table.table} WHERE ${where}) AS t${index}`;
  });
  const [row] = await db.query<Record<string, boolean>>(`SELECT ${checks.join(', ')}`, params);
  return new Set(tables.filter((_table, index) => row[`t${index}`] === true));
}

async function insertTable(db: Queryable, table: SeedTable): Promise<void> {
  const width = table.columns.length;
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / width));
  for (let start = 0; start < table.values.length; start += rowsPerStatement) {
    const chunk = table.values.slice(start, start + rowsPerStatement);
    const tuples = chunk.map(
      (_row, rowIndex) =>
        `(${table.columns.map((_column, columnIndex) => `$${rowIndex * width + columnIndex + 1}`).join(', ')})`,
    );
    await db.query(
      `INSERT INTO ${table.table} (${table.columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
      chunk.flat(),
    );
  }
}

/** The demo documents' own numbers (the tables numbered by common/numbering.ts): each kind, year and sequence. */
const SEEDED_NUMBERS = SEED_TABLES.filter((table) => NUMBERED_TABLES.has(table.table))
  .flatMap(
    (table) =>
      NUMBERED_COLUMNS[table.table].flatMap((name) => {
        const column = table.columns.indexOf(name);
        return table.values.flatMap((row) => {
          if (row[column] === null && (name !== 'number' || NUMBERED_LATER.has(table.table))) return [];
          const parsed = parseDocumentNumber(String(row[column]));
          if (!parsed)
            throw new Error(`Демо-документ таблицы ${table.table} с номером не по правилу: ${String(row[column])}`);
          return [parsed];
        });
      }),
    // The contracts the portal numbered (under a certificate), among those that come numbered from elsewhere.
  )
  .concat(CERTIFICATE_CONTRACTS.map((contract) => parseDocumentNumber(contract.number)!))
  .concat(PORTAL_TOUR_CONTRACTS.map((contract) => parseDocumentNumber(contract.number)!));

/**
 * Inserts the demo data that is not there yet; never updates or deletes anything but the counters
 * of document numbers, which it raises past the demo documents' own numbers when it inserted any.
 */
export async function seedDemoData(db: Queryable): Promise<void> {
  const done = await seededTables(db, SEED_TABLES);
  const missing = SEED_TABLES.filter((table) => !done.has(table));
  for (const table of missing) await insertTable(db, table);
  if (missing.some((table) => NUMBERED_TABLES.has(table.table) || table.table === 'service_contracts'))
    await raiseDocumentCounters(db, SEEDED_NUMBERS);
  // Catalogue services inserted without a card of the catalogue's moderation get an approved one.
  if (missing.some((table) => table.table === 'services')) await adoptPublishedServices(db);
  // A used tourism certificate names the tour contract that used it, once both are written.
  if (missing.some((table) => table.table === 'tourism_certificates' || table.table === 'service_contracts'))
    await linkUsedCertificatesToContracts(db);
}
