/**
 * Demo guardian reports and social passports (table acts, ids 50..80; the survey acts use 1..20).
 *
 * Guardian reports: the demo guardian's reports on her ward, one in each workflow status
 * (workflows.md section 4) plus a draft. The act's person is the ward, the institution is the
 * state institution overseeing the guardian (the social worker's), the author the guardian.
 * Social passports: three families among the social worker's clients, one of them signed.
 * Every stored block is valid against its block schema, every complete act against the whole
 * schema, and computed totals are applied with the same code as the server's (src/forms/computed).
 */
import { applyComputed } from '../../../common/acts/computed.ts';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import type { GuardianReport } from '../../../common/acts/generated/types/guardian-report.ts';
import type { FamilyRelative, SocialPassport } from '../../../common/acts/generated/types/social-passport.ts';
import { contentHash } from '../../repositories/act-content-hash.ts';
import { withoutConsents } from '../../../common/acts/consents.ts';
import { actDocumentKind } from '../../../common/numbering.ts';
import { snils } from './checksums.ts';
import { numbersInOrder } from './document-numbers.ts';
import {
  ADDRESSES,
  EMPLOYEES,
  PERSON,
  PERSON_RELATIONS,
  PERSONS,
  USERS,
  type AddressSeed,
  type PersonSeed,
} from './people.ts';

/** One row of the acts table (server/db/migrations/0003_acts.sql). */
export interface ActSeed {
  id: number;
  /** The act's own number (document-numbers.ts). */
  number: string;
  actType: string;
  personId: number;
  institutionId: number | null;
  createdBy: number;
  schemaVersion: number;
  data: Record<string, unknown>;
  /** Block number -> 'saved'. */
  blocks: Record<string, 'saved'>;
  version: number;
  /** Guardian report: 1 DirectedByPerson, 2 Checked, 3 ReturnedToPerson, 4 FormedByUszn; null for a draft. */
  status: number | null;
  statusNote: string | null;
  signedAt: string | null;
  signedBy: number | null;
  signatureKind: 'graphic' | 'electronic' | null;
  signatureImage: string | null;
  contentHash: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The columns of {@link ActSeed} in the order SEED_TABLES inserts them. */
export const ACT_SEED_COLUMNS = [
  'id',
  'number',
  'actType',
  'personId',
  'institutionId',
  'createdBy',
  'schemaVersion',
  'data',
  'blocks',
  'version',
  'status',
  'statusNote',
  'signedAt',
  'signedBy',
  'signatureKind',
  'signatureImage',
  'contentHash',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ActSeed)[];

/** Guardian report statuses (workflows.md section 4). */
export const GUARDIAN_REPORT_STATUS = {
  DirectedByPerson: 1,
  Checked: 2,
  ReturnedToPerson: 3,
  FormedByUszn: 4,
} as const;
const S = GUARDIAN_REPORT_STATUS;

/** A drawn signature as the signaturePad widget stores it (a small PNG). */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAYAAAA16j4lAAAA70lEQVR42u3YwRHCMAxE0RRBEZRI93BnmECcyLLE+zO55CTvrmzZ2wYAAAAAAABgh9v98Xz/qNLcYCY3NHfvH5qY+6mjKdXMYF3czOCRAMyYAQQsqHtnbtXfzF3F6HKh+7XYmQaPmp8ZvNLmRps8ErJIsY/sJm0NjhIz84Gm3fk/UvzVSV4hLC2Husi0Z275R+toO61fvaARoWac6dm3gxbmnhV39nVm+a49W1SmuDM7p+wE/F7ckeKzXqUyaig7GY/e02Yv0NNj4FCzirjMTQ5CRg1VdSv7ovWvQY/4KF3ILIYxDM47bAwDAAAAsM8Lgsf3rEBXZZwAAAAASUVORK5CYII=';

const byId = <T extends { id: number }>(rows: readonly T[], id: number, what: string): T => {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`Демо-данные: ${what} ${id} не найден`);
  return row;
};

const userIdOf = (login: string): number => {
  const user = USERS.find((candidate) => candidate.login === login);
  if (!user) throw new Error(`Демо-данные: пользователь ${login} не найден`);
  return user.id;
};

/** An address row as the address widget stores it (empty parts are left out). */
function addressValue(row: AddressSeed) {
  return {
    regionId: row.regionId,
    cityId: row.cityId,
    streetId: row.streetId,
    house: row.house,
    ...(row.building ? { building: row.building } : {}),
    ...(row.room ? { room: row.room } : {}),
  };
}

const nameOf = (person: PersonSeed) => ({
  lastName: person.lastName,
  firstName: person.firstName,
  ...(person.middleName ? { middleName: person.middleName } : {}),
  birthDate: person.birthDate,
});

/** A moment of a demo day in the region's local time (Салехард, Ноябрьск: UTC+5). */
const at = (date: string, time: string): string => `${date}T${time}:00+05:00`;

const savedBlocks = (count: number): Record<string, 'saved'> =>
  Object.fromEntries(Array.from({ length: count }, (_unused, index) => [String(index + 1), 'saved' as const]));

/** Keeps only the fields of the given blocks, as a draft saved block by block holds them. */
function onlyBlocks(actType: 'guardian-report' | 'social-passport', data: Record<string, unknown>, count: number) {
  const fields = ACTS[actType].definition.blocks.slice(0, count).flatMap((block) => block.fields);
  return Object.fromEntries(Object.entries(data).filter(([field]) => fields.includes(field)));
}

/** A row with its content hash when signed: the server's own hash (server/acts/engine.ts), so the demo verifies like a real signature. */
function withHash(row: Omit<ActSeed, 'contentHash' | 'number'>): Omit<ActSeed, 'number'> {
  const hash = row.signedAt
    ? contentHash({ actType: row.actType, personId: row.personId, data: row.data, schemaVersion: row.schemaVersion })
    : null;
  return { ...row, contentHash: hash };
}

// ---------------------------------------------------------------- guardian reports

const GUARDIAN_USER = userIdOf('guardian');
const WORKER_USER = userIdOf('worker');
const workerEmployee = EMPLOYEES.find((employee) => employee.userId === WORKER_USER);
if (!workerEmployee) throw new Error('Демо-данные: соцработник не найден');
/** The state institution that oversees the guardian and serves the families: the social worker's. */
const OVERSEEING_INSTITUTION = workerEmployee.institutionId;

const guardian = byId(PERSONS, PERSON.guardian, 'опекун');
const wardRelation = PERSON_RELATIONS.find((relation) => relation.personId === guardian.id && relation.kind === 'ward');
if (!wardRelation) throw new Error('Демо-данные: у опекуна нет подопечного');
const ward = byId(PERSONS, wardRelation.relativeId, 'подопечный');
if (!guardian.passport) throw new Error('Демо-данные: у опекуна нет паспорта');
const [passportSeries, passportNumber] = guardian.passport.split(' ');

/** Block 1 of every report: the guardian and the ward. */
function reportHeader(year: number, dateReport: string): GuardianReport {
  return {
    reportTypeId: 1,
    periodFrom: `${year}-01-01`,
    periodTo: `${year}-12-31`,
    dateReport,
    regionId: byId(ADDRESSES, guardian.regAddressId, 'адрес').regionId,
    guardianshipOrganization:
      'Отдел опеки и попечительства Управления социальной защиты населения Администрации города Ноябрьска',
    guardianshipOrganizationActDate: '2019-03-14',
    guardianshipOrganizationActNumber: '412-о',
    limitationTypeId: 1,
    guardian: nameOf(guardian),
    placeBirth: 'г. Ноябрьск Тюменской области',
    address: addressValue(byId(ADDRESSES, guardian.factAddressId, 'адрес')),
    docType: 21,
    docSeries: passportSeries,
    docNum: passportNumber,
    docWhom: 'УМВД России по Ямало-Ненецкому автономному округу',
    docWhen: '2020-12-15',
    homePhone: '+73496412345',
    workPhone: '+73496423344',
    placeWork: 'МБОУ «Средняя общеобразовательная школа № 6» г. Ноябрьска',
    post: 'учитель начальных классов',
    wardId: ward.id,
    ward: nameOf(ward),
    wardAddress: addressValue(byId(ADDRESSES, ward.factAddressId, 'адрес')),
  };
}

const FLAT_ADDRESS = 'ЯНАО, г. Ноябрьск, ул. Советская, д. 73, кв. 14';
const BANK = 'Западно-Сибирское отделение № 8647 ПАО Сбербанк, ЯНАО, г. Ноябрьск, пр-т Мира, д. 52';
const NOMINAL_ACCOUNT = '40817810767000045128';
const DEPOSIT_ACCOUNT = '42306810967000017354';

const REALTY: GuardianReport['realty'] = [
  {
    type: 2,
    caption: '1/2 доли в праве собственности на двухкомнатную квартиру',
    reason: 4,
    docDate: '2019-06-18',
    docNumber: '89АА 1047852',
    address: FLAT_ADDRESS,
    area: 54.3,
    gosRegistration: 'Запись в ЕГРН № 89:12:110603:1245-89/053/2019-3 от 25.06.2019',
  },
  {
    type: 5,
    caption: 'Земельный участок',
    landPlotType: 3,
    reason: 4,
    docDate: '2019-06-18',
    docNumber: '89АА 1047853',
    address: 'ЯНАО, г. Ноябрьск, СНТ «Строитель», участок 112',
    area: 600,
    gosRegistration: 'Запись в ЕГРН № 89:12:020105:112-89/053/2019-1 от 27.06.2019',
  },
];

const CAR: NonNullable<GuardianReport['cars']>[number] = {
  carType: 1,
  carsText: 'ВАЗ 21140 LADA Samara, 2008 г. в.',
  reason: 4,
  docDate: '2019-06-18',
  docNumber: '89АА 1047854',
  registrationPlace: 'РЭО ГИБДД ОМВД России по г. Ноябрьску',
};

const SHARE: NonNullable<GuardianReport['shares']>[number] = {
  title: 'ООО «Северная торговая компания»',
  organizationalForm: 1,
  address: 'ЯНАО, г. Ноябрьск, ул. Магистральная, д. 9',
  authorizedCapital: 100000,
  equityParticipation: '10 %',
  docType: 'Свидетельство о праве на наследство по закону',
  docDate: '2019-06-18',
  docNumber: '89АА 1047855',
};

const SAVINGS_CERTIFICATE = {
  type: 3,
  legalEntity: 'ПАО Сбербанк',
  securityPrice: 50000,
  numberSecurities: 2,
  totalPrice: 100000,
} as const;
const FEDERAL_BONDS = {
  type: 1,
  legalEntity: 'Министерство финансов Российской Федерации (ОФЗ-н)',
  securityPrice: 1000,
  numberSecurities: 50,
  totalPrice: 50000,
} as const;

function accounts(nominal: number, deposit: number, rate: number): GuardianReport['moneyInBank'] {
  return [
    {
      organizationTitle: BANK,
      accountType: 4,
      currency: 1,
      openingDate: '2019-04-02',
      number: NOMINAL_ACCOUNT,
      balance: nominal,
      interestRate: 0,
    },
    {
      organizationTitle: BANK,
      accountType: 1,
      currency: 1,
      openingDate: '2021-03-15',
      number: DEPOSIT_ACCOUNT,
      balance: deposit,
      interestRate: rate,
    },
  ];
}

function incomes(
  year: number,
  pension: number,
  allowance: number,
  deposit: number,
  rent: number,
): GuardianReport['income'] {
  return [
    { type: 1, amountIncome: pension },
    { type: 2, typeCustom: 'Ежемесячная выплата на содержание подопечного', amountIncome: allowance },
    { type: 4, amountIncome: deposit },
    { type: 6, amountIncome: rent },
    ...(year === 2023
      ? [{ type: 7 as const, typeCustom: 'Продажа автомобиля по разрешению органа опеки', amountIncome: 150000 }]
      : []),
    ...(year >= 2025 ? [{ type: 5 as const, amountIncome: 4512.35 }] : []),
  ];
}

function propertyIncomes(year: number, rent: number, deposit: number): GuardianReport['incomeProperty'] {
  const bank = {
    creditInstitutionTitle: 'Западно-Сибирское отделение № 8647 ПАО Сбербанк',
    creditInstitutionAddress: 'ЯНАО, г. Ноябрьск, пр-т Мира, д. 52',
  };
  return [
    {
      type: 1,
      address: FLAT_ADDRESS,
      amountIncome: rent,
      currentAccount: NOMINAL_ACCOUNT,
      ...bank,
      actInfo: `Договор найма жилого помещения от 01.02.${year} б/н; разрешение органа опеки и попечительства от 20.01.${year} № 37-р`,
    },
    {
      type: 2,
      amountIncome: deposit,
      currentAccount: DEPOSIT_ACCOUNT,
      actInfo: 'Договор срочного вклада от 15.03.2021 № 8647/112',
      ...bank,
    },
  ];
}

function expenses(year: number, scale: number): GuardianReport['expenses'] {
  const amount = (base: number) => Math.round(base * scale * 100) / 100;
  return [
    { type: 1, amount: amount(96000), title: 'Кассовые чеки магазинов, ежемесячно', dateExpenses: `${year}-12-31` },
    {
      type: 2,
      amount: amount(38450.5),
      title: 'Кассовые чеки ООО «Детский мир» от 28.08 и 14.11',
      dateExpenses: `${year}-11-14`,
    },
    { type: 3, amount: amount(7820.4), title: 'Кассовые чеки аптеки «Живика»', dateExpenses: `${year}-10-05` },
    {
      type: 4,
      amount: amount(28800),
      title: `Договор с ДШИ № 2 от 01.09.${year - 1} № 118, квитанции об оплате`,
      dateExpenses: `${year}-05-31`,
    },
    {
      type: 5,
      amount: amount(34500),
      title: `Путёвка в детский лагерь «Ямал» от 10.06.${year} № 2231`,
      dateReceipt: `${year}-05-20`,
      dateExpenses: `${year}-06-10`,
    },
    {
      type: 6,
      amount: amount(41230.76),
      title: 'Квитанции об оплате жилого помещения и коммунальных услуг',
      dateExpenses: `${year}-12-20`,
    },
  ];
}

function taxes(year: number): GuardianReport['taxes'] {
  return [
    {
      taxType: 1,
      taxPaymentDate: `${year}-11-21`,
      taxDocTitle: 'Платёжное поручение',
      taxDocNumber: `${year}1121`,
      taxDocDate: `${year}-11-21`,
    },
    {
      taxType: 2,
      taxPaymentDate: `${year}-11-21`,
      taxDocTitle: 'Платёжное поручение',
      taxDocNumber: `${year}1122`,
      taxDocDate: `${year}-11-21`,
    },
    {
      taxType: 4,
      taxPaymentDate: `${year}-07-10`,
      taxDocTitle: 'Чек-ордер ПАО Сбербанк',
      taxDocNumber: `4471${year}`,
      taxDocDate: `${year}-07-10`,
    },
  ];
}

interface ReportYear {
  year: number;
  dateReport: string;
  nominal: number;
  deposit: number;
  rate: number;
  pension: number;
  allowance: number;
  depositIncome: number;
  rent: number;
}

/** The whole report of a year: the federal form's sections one after another. */
function fullReport(y: ReportYear): GuardianReport {
  const securities =
    y.year >= 2024 ? [SAVINGS_CERTIFICATE, FEDERAL_BONDS] : y.year >= 2023 ? [SAVINGS_CERTIFICATE] : [];
  const changes: GuardianReport['propertyChanges'] = [
    ...(y.year === 2023
      ? [
          {
            propertyType: 2 as const,
            changeCompositionProperty:
              'Продан автомобиль ВАЗ 21140 по разрешению органа опеки и попечительства от 02.03.2023 № 58-р, 150 000 р. зачислены на номинальный счёт',
          },
          {
            propertyType: 5 as const,
            changeCompositionProperty:
              'Приобретены 2 сберегательных сертификата ПАО Сбербанк на 100 000 р. по разрешению от 11.04.2023 № 71-р',
          },
        ]
      : []),
    ...(y.year === 2024
      ? [
          {
            propertyType: 5 as const,
            changeCompositionProperty:
              'Приобретены 50 облигаций федерального займа ОФЗ-н на 50 000 р. по разрешению от 16.05.2024 № 93-р',
            note: 'Купонный доход зачисляется на номинальный счёт',
          },
        ]
      : []),
  ];
  const report: GuardianReport = {
    ...reportHeader(y.year, y.dateReport),
    ...(y.year >= 2025 ? { wardAgree: true } : {}),
    realty: REALTY,
    cars: y.year < 2023 ? [CAR] : [],
    moneyInBank: accounts(y.nominal, y.deposit, y.rate),
    shares: [SHARE],
    securities: [...securities],
    propertyChanges: changes,
    income: incomes(y.year, y.pension, y.allowance, y.depositIncome, y.rent),
    incomeProperty: propertyIncomes(y.year, y.rent, y.depositIncome),
    expenses: expenses(y.year, 1 + (y.year - 2022) * 0.07),
    taxes: taxes(y.year),
    numberOfSheets: 12 + (y.year - 2022) * 2,
  };
  return applyComputed(report, ACTS['guardian-report'].definition.computed);
}

const REPORT_YEARS: ReportYear[] = [
  {
    year: 2022,
    dateReport: '2023-01-20',
    nominal: 412350.18,
    deposit: 315600,
    rate: 5.2,
    pension: 158400,
    allowance: 246000,
    depositIncome: 16410,
    rent: 180000,
  },
  {
    year: 2023,
    dateReport: '2024-01-19',
    nominal: 598640.55,
    deposit: 332011.2,
    rate: 5.2,
    pension: 171240.36,
    allowance: 261600,
    depositIncome: 16411.2,
    rent: 180000,
  },
  {
    year: 2024,
    dateReport: '2025-01-24',
    nominal: 771905.4,
    deposit: 390000,
    rate: 17.5,
    pension: 184912.8,
    allowance: 276000,
    depositIncome: 57988.8,
    rent: 198000,
  },
  {
    year: 2025,
    dateReport: '2026-01-23',
    nominal: 948212.07,
    deposit: 464100,
    rate: 19,
    pension: 203418.6,
    allowance: 294000,
    depositIncome: 74100,
    rent: 216000,
  },
];

const ALL_BLOCKS = ACTS['guardian-report'].definition.blocks.length;

interface ReportState {
  status: number;
  /** When the guardian signed and sent it, and how; null for a report returned to the guardian. */
  sent: { at: string; kind: 'graphic' | 'electronic' } | null;
  /** The last change: the institution's check, forming or return, or the sending itself. */
  updatedAt: string;
  note?: string;
}

function guardianReport(
  id: number,
  y: ReportYear,
  { status, sent, updatedAt, note }: ReportState,
): Omit<ActSeed, 'number'> {
  const base = fullReport(y);
  const signature =
    sent?.kind === 'graphic'
      ? { personSignatureGraphic: SIGNATURE_PNG }
      : sent
        ? { personSignatureElectronic: true }
        : {};
  return withHash({
    id,
    actType: 'guardian-report',
    personId: ward.id,
    institutionId: OVERSEEING_INSTITUTION,
    createdBy: GUARDIAN_USER,
    schemaVersion: ACTS['guardian-report'].definition.schemaVersion,
    data: { ...base, ...signature },
    blocks: savedBlocks(ALL_BLOCKS),
    version: ALL_BLOCKS + (sent ? 2 : 1),
    status,
    statusNote: note ?? null,
    signedAt: sent?.at ?? null,
    signedBy: sent ? GUARDIAN_USER : null,
    signatureKind: sent?.kind ?? null,
    signatureImage: sent?.kind === 'graphic' ? SIGNATURE_PNG : null,
    createdAt: at(y.dateReport, '09:30'),
    updatedAt,
  });
}

const DRAFT_YEAR: ReportYear = { ...REPORT_YEARS[3], year: 2026, dateReport: '2026-11-20' };
const DRAFT_BLOCKS = 3;

/**
 * One report in each status: sent ones (1, 2, 4) carry the guardian's signature; a report
 * returned to the person (3) has its signature removed so the guardian can correct and send it again.
 */
const GUARDIAN_REPORTS: Array<Omit<ActSeed, 'number'>> = [
  guardianReport(50, REPORT_YEARS[0], {
    status: S.FormedByUszn,
    sent: { at: at('2023-01-20', '11:05'), kind: 'electronic' },
    updatedAt: at('2023-02-14', '10:40'),
  }),
  guardianReport(51, REPORT_YEARS[1], {
    status: S.Checked,
    sent: { at: at('2024-01-19', '18:42'), kind: 'graphic' },
    updatedAt: at('2024-02-06', '15:25'),
  }),
  guardianReport(52, REPORT_YEARS[2], {
    status: S.ReturnedToPerson,
    sent: null,
    updatedAt: at('2025-02-04', '12:10'),
    note: 'Не приложены документы о расходах',
  }),
  guardianReport(53, REPORT_YEARS[3], {
    status: S.DirectedByPerson,
    sent: { at: at('2026-01-23', '20:17'), kind: 'graphic' },
    updatedAt: at('2026-01-23', '20:17'),
  }),
  withHash({
    id: 54,
    actType: 'guardian-report',
    personId: ward.id,
    institutionId: OVERSEEING_INSTITUTION,
    createdBy: GUARDIAN_USER,
    schemaVersion: ACTS['guardian-report'].definition.schemaVersion,
    // A draft of the current year: blocks 1-3 saved; the server adds computed totals on every save.
    // The ward has not yet read this year's report, so their consent is not given (never in advance).
    data: applyComputed(
      withoutConsents(
        ACTS['guardian-report'].definition,
        onlyBlocks('guardian-report', fullReport(DRAFT_YEAR) as unknown as Record<string, unknown>, DRAFT_BLOCKS),
      ),
      ACTS['guardian-report'].definition.computed,
    ),
    blocks: savedBlocks(DRAFT_BLOCKS),
    version: DRAFT_BLOCKS + 1,
    status: null,
    statusNote: null,
    signedAt: null,
    signedBy: null,
    signatureKind: null,
    signatureImage: null,
    createdAt: at(DRAFT_YEAR.dateReport, '09:30'),
    updatedAt: at('2026-11-21', '21:10'),
  }),
];

// ---------------------------------------------------------------- social passports

const worker = byId(PERSONS, PERSON.worker, 'сотрудник');
const EMPLOYEE = {
  fio: [worker.lastName, worker.firstName, worker.middleName].filter(Boolean).join(' '),
  position: workerEmployee.position,
};
/** Clients of the social worker's institution (people.ts) who head the other two families. */
const POPOV = 14;
const SEMYONOV = 16;

/** A family member who is a person of the demo data. */
function member(index: number, personId: number, relationDegree: FamilyRelative['relationDegree']): FamilyRelative {
  const person = byId(PERSONS, personId, 'член семьи');
  return {
    index,
    ...nameOf(person),
    address: addressValue(byId(ADDRESSES, person.factAddressId, 'адрес')),
    snils: person.snils,
    relationDegree,
  };
}

/** A family member known only to the passport (no person record). */
function relative(
  index: number,
  fio: [string, string, string],
  birthDate: string,
  snilsBody: string,
  relationDegree: FamilyRelative['relationDegree'],
  addressId: number,
): FamilyRelative {
  const [lastName, firstName, middleName] = fio;
  return {
    index,
    lastName,
    firstName,
    middleName,
    birthDate,
    address: addressValue(byId(ADDRESSES, addressId, 'адрес')),
    snils: snils(snilsBody),
    relationDegree,
  };
}

function passportHeader(personId: number, creationDate: string, socialAreaNumber: string) {
  const head = byId(PERSONS, personId, 'гражданин');
  return {
    creationDate,
    socialAreaNumber,
    regAddress: addressValue(byId(ADDRESSES, head.regAddressId, 'адрес')),
    factAddress: addressValue(byId(ADDRESSES, head.factAddressId, 'адрес')),
    ...(head.phone ? { phone: head.phone } : {}),
  };
}

const LIVING_IN_FLAT: SocialPassport['livingConditions'] = {
  centralHeating: true,
  waterSupply: true,
  hotWater: true,
  sewerage: true,
  gasSupply: false,
  gasSupplyNote: 'Электроплита',
  sanitaryState: true,
  childrenPlace: true,
  furniture: true,
  appliances: true,
};

const LARGE_FAMILY: SocialPassport = {
  ...passportHeader(PERSON.largeFamilyFather, '2026-03-12', '3'),
  familyCategories: [
    { familyCategoryId: 1, isBasic: true },
    { familyCategoryId: 7, isBasic: false },
  ],
  familySituation: {
    svoParticipant: true,
    svoParticipantNote: 'Григорьев А. В. проходит военную службу по контракту с 2025 года',
  },
  relatives: [member(1, PERSON.largeFamilyMother, 1), member(2, 23, 2), member(3, 24, 3), member(4, 25, 2)],
  income: {
    wage: true,
    wageSum: 68500,
    wageNote: 'Денежное довольствие военнослужащего',
    childBenefit: true,
    childBenefitSum: 45360,
    childBenefitNote: 'Единое пособие на троих детей',
    socialSupport: true,
    socialSupportSum: 4200,
    socialSupportNote: 'Компенсация расходов на ЖКУ многодетной семье',
  },
  incomeLevelId: 2,
  housing: {
    ownHousing: true,
    ownHousingNote: 'Трёхкомнатная квартира 74 кв. м в общей собственности супругов',
    housingQueue: false,
  },
  livingConditions: LIVING_IN_FLAT,
  assistance: {
    materialAid: true,
    materialAidSum: 15000,
    materialAidNote: 'Единовременная помощь к началу учебного года',
    psychologicalAid: true,
    psychologicalAidNote: 'Консультации психолога ЦСО для супруги и детей',
    childrenRecreation: true,
    childrenRecreationNote: 'Путёвки в детский оздоровительный лагерь на двоих детей, июль 2026',
  },
  employee: EMPLOYEE,
  signature: { image: SIGNATURE_PNG, signer: 'Григорьева Анна Сергеевна', signedAt: '2026-03-12' },
};

const GUARDIAN_FAMILY: SocialPassport = {
  ...passportHeader(POPOV, '2026-09-08', '5'),
  familyCategories: [
    { familyCategoryId: 5, isBasic: true },
    { familyCategoryId: 11, isBasic: false },
  ],
  familySituation: { unemployedAdult: false },
  relatives: [
    relative(1, ['Попова', 'Людмила', 'Ивановна'], '1955-03-02', '032758196', 1, 10),
    relative(2, ['Попов', 'Кирилл', 'Андреевич'], '2012-05-17', '162470385', 8, 10),
  ],
  income: {
    pension: true,
    pensionSum: 38400,
    pensionNote: 'Страховые пенсии по старости супругов',
    socialSupport: true,
    socialSupportSum: 6100,
    socialSupportNote: 'ЕДВ ветерану труда',
    otherIncome: true,
    otherIncomeSum: 24500,
    otherIncomeNote: 'Выплата на содержание внука, находящегося под опекой',
  },
  incomeLevelId: 2,
  housing: { ownHousing: true, ownHousingNote: 'Двухкомнатная квартира в собственности', housingDebt: false },
  livingConditions: LIVING_IN_FLAT,
  assistance: {
    socialServices: true,
    socialServicesNote: 'Социальное обслуживание на дому супруги: покупка продуктов, уборка',
    legalAid: true,
    legalAidNote: 'Консультация по выплатам на подопечного',
    diagnostics: true,
    diagnosticsTypeId: 2,
    diagnosticsNote: 'Социально-педагогическая диагностика подопечного, сентябрь 2026',
  },
  employee: EMPLOYEE,
};

const DISABLED_SON_FAMILY: SocialPassport = {
  ...passportHeader(SEMYONOV, '2026-11-16', '5'),
  familyCategories: [
    { familyCategoryId: 10, isBasic: true },
    { familyCategoryId: 2, isBasic: false },
  ],
  familySituation: { disabledMember: true, disabledMemberNote: 'Сын — инвалид II группы с детства' },
  relatives: [
    relative(1, ['Семёнова', 'Раиса', 'Павловна'], '1951-07-14', '029837461', 1, 12),
    relative(2, ['Семёнов', 'Олег', 'Анатольевич'], '1979-02-03', '087214639', 2, 12),
  ],
  income: {
    pension: true,
    pensionSum: 42800,
    pensionNote: 'Пенсии супругов и социальная пенсия сына по инвалидности',
    socialSupport: true,
    socialSupportSum: 3900,
    socialSupportNote: 'Субсидия на оплату ЖКУ',
  },
  incomeLevelId: 1,
  employee: EMPLOYEE,
};

const PASSPORT_BLOCKS = ACTS['social-passport'].definition.blocks.length;

function passport(
  id: number,
  personId: number,
  data: SocialPassport,
  blocks: number,
  signedAt: string | null,
): Omit<ActSeed, 'number'> {
  return withHash({
    id,
    actType: 'social-passport',
    personId,
    institutionId: OVERSEEING_INSTITUTION,
    createdBy: WORKER_USER,
    schemaVersion: ACTS['social-passport'].definition.schemaVersion,
    data: blocks === PASSPORT_BLOCKS ? { ...data } : onlyBlocks('social-passport', { ...data }, blocks),
    blocks: savedBlocks(blocks),
    version: blocks + (signedAt ? 2 : 1),
    status: null,
    statusNote: null,
    signedAt,
    signedBy: signedAt ? WORKER_USER : null,
    signatureKind: signedAt ? 'graphic' : null,
    signatureImage: signedAt ? SIGNATURE_PNG : null,
    createdAt: at(data.creationDate, '10:00'),
    updatedAt: signedAt ?? at(data.creationDate, '16:20'),
  });
}

/** Three families of the social worker's clients: a signed passport, a complete one and a draft (blocks 1-3). */
const SOCIAL_PASSPORTS: Array<Omit<ActSeed, 'number'>> = [
  passport(60, PERSON.largeFamilyFather, LARGE_FAMILY, PASSPORT_BLOCKS, at('2026-03-12', '15:30')),
  passport(61, POPOV, GUARDIAN_FAMILY, PASSPORT_BLOCKS, null),
  passport(62, SEMYONOV, DISABLED_SON_FAMILY, 3, null),
];

const REPORTS_AND_PASSPORTS = [...GUARDIAN_REPORTS, ...SOCIAL_PASSPORTS];
const REPORT_NUMBERS = numbersInOrder(
  REPORTS_AND_PASSPORTS,
  (row) => actDocumentKind(row.actType),
  (row) => row.createdAt,
);

/**
 * Every demo report and passport, ids ascending (the seed's newest-row check takes the greatest id),
 * numbered in this order: «ООП-2023/0001» for the first report of 2023.
 */
export const REPORT_ACTS: ActSeed[] = REPORTS_AND_PASSPORTS.map((row, i) => ({ ...row, number: REPORT_NUMBERS[i] }));
