/**
 * Demo survey acts of the social worker's institution (ЦСО г. Салехард): needs assessment,
 * material household and living-conditions acts, some in progress and some signed.
 * The data is what the server stores: only the saved blocks' fields plus the computed totals
 * (the server recomputes them on every block save, so they exist from the first save on).
 * tests/server/db/seed-acts.test.ts checks every act against its schema and its totals.
 */
import { crc32, deflateSync } from 'node:zlib';
import {
  ACTS,
  type ActId,
  type IndividualNeedsAssessmentAct,
  type LivingConditionsAct,
  type MaterialHouseholdAct,
} from '../../../common/acts/generated/acts.ts';
import { withActNumber } from '../../../common/acts/act-definition.ts';
import { actDocumentKind } from '../../../common/numbering.ts';
import { contentHash } from '../../repositories/act-content-hash.ts';
import { numbersInOrder } from './document-numbers.ts';
import { drawnSignature } from '../../../common/acts/signing.ts';
import { INSTITUTION } from './institutions.ts';
import { ADDRESSES, EMPLOYEES, PERSON, PERSONS } from './people.ts';

/** One row of the acts table (server/db/migrations/0003_acts.sql) for a survey act. */
export interface SurveyActSeed {
  id: number;
  /** The act's own number (document-numbers.ts), also in its «Номер акта» field. */
  number: string;
  actType: ActId;
  personId: number;
  institutionId: number;
  createdBy: number;
  schemaVersion: number;
  data: object;
  /** Block number -> 'saved'. */
  blocks: Record<string, 'saved'>;
  version: number;
  signedAt: string | null;
  signedBy: number | null;
  signatureKind: 'graphic' | 'electronic' | null;
  /** The drawing signed with: the worker's own line of the act (act.json `signing.line`). */
  signatureImage: string | null;
  contentHash: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The columns of {@link SurveyActSeed} in the order SEED_TABLES inserts them. */
export const SURVEY_ACT_COLUMNS = [
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
  'signedAt',
  'signedBy',
  'signatureKind',
  'signatureImage',
  'contentHash',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof SurveyActSeed)[];

// ---------------------------------------------------------------- helpers

const worker = EMPLOYEES.find((employee) => employee.institutionId === INSTITUTION.csoSalekhard);
if (!worker) throw new Error('В демо-данных нет сотрудника ЦСО г. Салехард');
/** The demo social worker (user 'worker'): author of every act and signer of the signed ones. */
const WORKER_USER_ID = worker.userId;

/** The person block as the server prefills it from the person's card. */
export function personOf(id: number) {
  const p = PERSONS.find((person) => person.id === id);
  if (!p) throw new Error(`Нет демо-гражданина ${id}`);
  return {
    lastName: p.lastName,
    firstName: p.firstName,
    ...(p.middleName ? { middleName: p.middleName } : {}),
    birthDate: p.birthDate,
    gender: p.gender,
    snils: p.snils,
  };
}

/** Names and birth date of a demo person, as a family list row holds them. */
function namesOf(id: number) {
  const { lastName, firstName, middleName, birthDate } = personOf(id);
  return { lastName, firstName, ...(middleName ? { middleName } : {}), birthDate };
}

/** A demo address as the address widget stores it (empty parts left out). */
function addressOf(personId: number) {
  const person = PERSONS.find((p) => p.id === personId);
  const a = ADDRESSES.find((address) => address.id === person?.factAddressId);
  if (!a) throw new Error(`Нет адреса демо-гражданина ${personId}`);
  return {
    regionId: a.regionId,
    cityId: a.cityId,
    streetId: a.streetId,
    house: a.house,
    ...(a.building ? { building: a.building } : {}),
    ...(a.room ? { room: a.room } : {}),
  };
}

/** A small PNG (grey ink on transparent) with a wavy stroke, as the signature pad stores it. */
function signaturePng(variant: number): string {
  const width = 160;
  const height = 48;
  const row = 1 + width * 2;
  const pixels = Buffer.alloc(row * height);
  for (let x = 8; x < width - 8; x += 1) {
    const t = x / width;
    const y = height / 2 + Math.sin(x / (5 + variant)) * 12 * (1 - t) + Math.cos(x / 11) * 4 - 6 * t;
    for (let dy = -1; dy <= 1; dy += 1) {
      const offset = Math.round(y + dy) * row + 1 + x * 2;
      pixels[offset] = 0x22;
      pixels[offset + 1] = 0xff;
    }
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 4; // grey + alpha
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const workerCard = personOf(PERSON.worker);
export const WORKER_FIO = [workerCard.lastName, workerCard.firstName, workerCard.middleName].join(' ');
const WORKER_POSITION = `ГБУ ЯНАО «ЦСО г. Салехард», ${worker.position}`;

export const signature = (signer: string, signedAt: string, variant: number) => ({
  image: signaturePng(variant),
  signer,
  signedAt,
});

/** The `blocks` column: each given block number marked 'saved'. */
const savedBlocks = (...numbers: number[]): Record<string, 'saved'> =>
  Object.fromEntries(numbers.map((n) => [String(n), 'saved' as const]));

export interface ActArgs {
  id: number;
  actType: ActId;
  personId: number;
  data: object;
  saved: number[];
  /** Local time of Салехард (UTC+5), 'YYYY-MM-DD HH:MM': created, last block saved, signed. */
  created: string;
  updated: string;
  /** Set for a signed act: signed once by the social worker, with the drawing on her line of the act. */
  signed?: string;
  /** The version of the act's form it was written and signed under, when not the current one. */
  schemaVersion?: number;
}

/** '2026-10-12 10:05' (Салехард) -> '2026-10-12T10:05:00+05:00'. */
export const localTime = (time: string): string => `${time.replace(' ', 'T')}:00+05:00`;

/** An act's data as the demo writes it: the server puts the act's number in «Номер акта» (act.json numberField). */
type WithoutNumber<T> = Omit<T, 'actNumber'>;

/** The row of an act with its number, which the server also writes in the act's number field. */
export function act(args: ActArgs, number: string): SurveyActSeed {
  const signed = args.signed !== undefined;
  const { definition } = ACTS[args.actType];
  const schemaVersion = args.schemaVersion ?? definition.schemaVersion;
  const data = withActNumber(definition, args.data as Record<string, unknown>, number);
  // As the portal signs: the worker's drawing where the act has it, else a simple electronic signature.
  const drawing = signed ? drawnSignature(definition, args.data as Record<string, unknown>) : undefined;
  return {
    id: args.id,
    number,
    actType: args.actType,
    personId: args.personId,
    institutionId: INSTITUTION.csoSalekhard,
    createdBy: WORKER_USER_ID,
    schemaVersion,
    data,
    blocks: savedBlocks(...args.saved),
    // One version per block save, one more for the signature.
    version: 1 + args.saved.length + (signed ? 1 : 0),
    signedAt: args.signed ? localTime(args.signed) : null,
    signedBy: signed ? WORKER_USER_ID : null,
    signatureKind: signed ? (drawing ? 'graphic' : 'electronic') : null,
    signatureImage: drawing ?? null,
    // The SHA-256 the server itself records at signing, so the demo signature checks out.
    contentHash: signed
      ? contentHash({
          actType: args.actType,
          personId: args.personId,
          schemaVersion,
          data,
        })
      : null,
    createdAt: localTime(args.created),
    // Signing is the last change of a signed act.
    updatedAt: localTime(args.signed ?? args.updated),
  };
}

// ---------------------------------------------------------------- needs assessment

const NEEDS = 'individual-needs-assessment-act';

/** Морозова В. И., 85 лет: signed, both scales filled, home care decided. */
const needsMorozova: WithoutNumber<IndividualNeedsAssessmentAct> = {
  person: personOf(11),
  address: addressOf(11),
  noAddress: false,
  contactDetails: { phone: '+79220143307', contactPerson: 'Дочь — Морозова Ирина Сергеевна, +79220148812' },
  categories: [1, 3, 8, 11],
  levelEducationId: 5,
  workExperienceId: 5,
  presenceDisease: true,
  presenceDiseaseNote: 'Гипертоническая болезнь II стадии, остеоартроз коленных суставов, катаракта левого глаза.',
  registeredD: true,
  registeredDNote: 'Диспансерный учёт у терапевта, ГБУЗ ЯНАО «Салехардская окружная клиническая больница».',
  isIpra: true,
  ipraNumber: '1245.23.89/2025',
  ipraDate: '2025-03-17',
  ipraWhom: 'Бюро № 1 ФКУ «ГБ МСЭ по ЯНАО» Минтруда России',
  isBadHabits: false,
  outsideCareNeed: true,
  outsideCareNeedNote: 'Нужна помощь при купании, уборке, стирке и покупке продуктов; дочь навещает по выходным.',
  fillBartel: true,
  bartel: {
    eating: 10,
    personalCare: 5,
    dressing: 5,
    bathing: 0,
    urination: 5,
    getUp: 10,
    goingToilet: 10,
    fromBedToChair: 10,
    abilityWalk: 10,
    climbingStairs: 5,
    totalPoints: 70,
  },
  fillLauton: true,
  lauton: {
    usingPhone: 3,
    moveFar: 2,
    shoppingStore: 1,
    cookingFood: 2,
    housekeeping: 1,
    needlework: 2,
    wash: 1,
    takingMedications: 2,
    usingPersonalFinance: 3,
    totalPoints: 17,
  },
  householdActivities: 2,
  canLiveAlone: true,
  independence: 2,
  integrateIntoSociety: 2,
  socialAdaptation: 1,
  compensationDisabilityWant: true,
  degreeActivity: 2,
  outsideHelpNeedCustom: 'Покупка и доставка продуктов и лекарств, уборка, стирка, сопровождение в поликлинику.',
  socialServicesHome: true,
  semiStationaryServices: false,
  stationaryServices: false,
  socServicesDateFrom: '2026-11-01',
  socServicesDateTo: '2027-10-31',
  needSocialSupport: true,
  socialSupportMeasures: 'Компенсация расходов на оплату жилищно-коммунальных услуг.',
  services: [
    { serviceTypeId: 1006, standardMinutes: 40, amount: 2, periodicityAmountId: 2 },
    { serviceTypeId: 1013, standardMinutes: 45, amount: 4, periodicityAmountId: 3 },
    { serviceTypeId: 1009, standardMinutes: 30, amount: 1, periodicityAmountId: 3 },
    { serviceTypeId: 2008, standardMinutes: 60, amount: 2, periodicityAmountId: 3 },
    { serviceTypeId: 6001, standardMinutes: 60, amount: 1, periodicityAmountId: 6 },
  ],
  decision: {
    number: '1874',
    date: '2026-10-15',
    decisionDate: '2026-10-14',
    serviceForm: 2,
    serviceNeedReason: 1,
    dateFrom: '2026-11-01',
    dateTo: '2027-10-31',
  },
  otherData: 'Проживает одна в благоустроенной квартире на 2 этаже, лифта нет.',
  actDate: '2026-10-12',
  signatures: {
    employee: signature(WORKER_FIO, '2026-10-12', 1),
    person: signature('Морозова Валентина Ивановна', '2026-10-12', 3),
  },
};

/** Соколов Н. П., 88 лет: blocks 1–3 saved (both scales filled). */
const needsSokolov: Partial<IndividualNeedsAssessmentAct> = {
  person: personOf(12),
  address: addressOf(12),
  contactDetails: { phone: '+79028110925' },
  categories: [1, 6, 11],
  levelEducationId: 4,
  workExperienceId: 5,
  presenceDisease: true,
  presenceDiseaseNote: 'Ишемическая болезнь сердца, последствия перелома шейки бедра (2024).',
  registeredD: true,
  registeredDNote: 'Кардиолог, ГБУЗ ЯНАО «Салехардская окружная клиническая больница».',
  isIpra: false,
  isBadHabits: false,
  outsideCareNeed: true,
  outsideCareNeedNote: 'Передвигается с ходунками, нужна помощь при купании и одевании.',
  fillBartel: true,
  bartel: {
    eating: 10,
    personalCare: 5,
    dressing: 5,
    bathing: 0,
    urination: 10,
    getUp: 10,
    goingToilet: 5,
    fromBedToChair: 10,
    abilityWalk: 10,
    climbingStairs: 0,
    totalPoints: 65,
  },
  fillLauton: true,
  lauton: {
    usingPhone: 3,
    moveFar: 1,
    shoppingStore: 1,
    cookingFood: 2,
    housekeeping: 1,
    needlework: 1,
    wash: 2,
    takingMedications: 3,
    usingPersonalFinance: 3,
    totalPoints: 17,
  },
};

/** Козлова З. Ф., 90 лет, лежачая: blocks 1–4 saved, only the Barthel scale filled. */
const needsKozlova: Partial<IndividualNeedsAssessmentAct> = {
  person: personOf(20),
  address: addressOf(20),
  contactDetails: { phone: '+79220319954', contactPerson: 'Внучка — Козлова Елена Петровна, +79220317745' },
  categories: [1, 2, 7],
  levelEducationId: 3,
  workExperienceId: 5,
  presenceDisease: true,
  presenceDiseaseNote: 'Последствия инсульта (2025), правосторонний гемипарез.',
  registeredD: true,
  registeredDNote: 'Невролог, ГБУЗ ЯНАО «Салехардская окружная клиническая больница».',
  isIpra: true,
  ipraNumber: '0311.23.89/2025',
  ipraDate: '2025-09-02',
  ipraWhom: 'Бюро № 1 ФКУ «ГБ МСЭ по ЯНАО» Минтруда России',
  outsideCareNeed: true,
  outsideCareNeedNote: 'Нуждается в постоянном уходе; днём ухаживает внучка.',
  fillBartel: true,
  bartel: {
    eating: 5,
    personalCare: 0,
    dressing: 0,
    bathing: 0,
    urination: 5,
    getUp: 5,
    goingToilet: 0,
    fromBedToChair: 5,
    abilityWalk: 0,
    climbingStairs: 0,
    totalPoints: 20,
  },
  fillLauton: false,
  lauton: { totalPoints: 0 },
  householdActivities: 3,
  canLiveAlone: false,
  independence: 3,
  integrateIntoSociety: 3,
  socialAdaptation: 2,
  compensationDisabilityWant: true,
  degreeActivity: 3,
  outsideHelpNeedCustom: 'Кормление, гигиенические процедуры, смена белья, профилактика пролежней.',
  socialServicesHome: true,
  semiStationaryServices: false,
  stationaryServices: false,
  socServicesDateFrom: '2026-12-01',
  socServicesDateTo: '2027-11-30',
  needSocialSupport: false,
  services: [
    { serviceTypeId: 1014, standardMinutes: 30, amount: 5, periodicityAmountId: 2 },
    { serviceTypeId: 1008, standardMinutes: 30, amount: 1, periodicityAmountId: 1 },
    { serviceTypeId: 2001, standardMinutes: 15, amount: 3, periodicityAmountId: 2 },
    { serviceTypeId: 4001, standardMinutes: 45, amount: 1, periodicityAmountId: 3 },
  ],
};

/** Фёдорова Г. С.: only block 1 saved. */
const needsFedorova: Partial<IndividualNeedsAssessmentAct> = {
  person: personOf(13),
  address: addressOf(13),
  contactDetails: { phone: '+79519812246' },
  categories: [1, 8],
  levelEducationId: 5,
  workExperienceId: 5,
  bartel: { totalPoints: 0 },
  lauton: { totalPoints: 0 },
};

// ---------------------------------------------------------------- material household

const HOUSEHOLD = 'material-household-act';

/** Попов В. А. с супругой: signed. */
const householdPopov: WithoutNumber<MaterialHouseholdAct> = {
  person: personOf(14),
  regAddress: addressOf(14),
  factAddress: addressOf(14),
  noAddress: false,
  phone: '+79088571402',
  placeOfWork: 'Не работает, пенсионер',
  reasonDismissal: 'Выход на пенсию по старости (2012).',
  livesCitySince: 1979,
  categories: [1, 8],
  typeOwnership: 1,
  housingTypeId: 1,
  yearConstruction: 1986,
  countRooms: 2,
  totalArea: 48.6,
  improvementTypes: [1, 3, 4, 5, 7, 8, 9],
  sanitaryCondition: 2,
  availabilityProperty: 'Гараж в ГСК «Полярник», земельного участка нет.',
  availabilityFurniture: 'Мебель старая, холодильник требует замены, стиральная машина есть.',
  vehicle: true,
  vehicleNote: 'Автомобиль в собственности, используется для поездок в больницу.',
  vehicleBrand: 'Лада Гранта',
  vehiclePower: 87,
  vehicleYearIssue: 2014,
  debts: true,
  debtsNote: 'Задолженность за отопление за 3 месяца — 14 820,40 руб.',
  familyMembers: [
    {
      lastName: 'Попова',
      firstName: 'Людмила',
      middleName: 'Ивановна',
      birthDate: '1955-07-30',
      relationDegree: 1,
      typeActivity: 'Пенсионер',
      categories: [1, 4],
    },
  ],
  pension: { value: 32450.2, note: 'Страховая пенсия по старости, Попов В. А.' },
  additionalPension: { value: 2300, note: 'Региональная доплата' },
  edv: { value: 1840.76, note: 'ЕДВ как инвалиду III группы, Попова Л. И.' },
  otherIncome: { value: 21980, note: 'Пенсия Поповой Л. И.' },
  incomeSum: 58570.96,
  rent: { value: 7850.3, period: 1, note: 'В среднем за отопительный сезон' },
  nutrition: { value: 24000, period: 1 },
  medicines: { value: 6200, period: 1, note: 'Гипотензивные препараты, инсулин' },
  publicTransport: { value: 0, period: 1, note: 'Бесплатный проезд' },
  clothes: { value: 15000, period: 3 },
  householdChemicals: { value: 1500, period: 1 },
  expensesSum: 54550.3,
  socialMedicalServices: true,
  socialMedicalServicesNote: 'Контроль давления и уровня сахара у супруги.',
  technicalRehabilitationDevices: true,
  technicalRehabilitationDevicesNote: 'Глюкометр и тест-полоски (Попова Л. И.).',
  lossLivingQuarters: false,
  needPaymentTravelMedicalCare: true,
  needPaymentTravelMedicalCareNote: 'Поездки в г. Тюмень на обследование 1–2 раза в год.',
  treatment: true,
  treatmentNote: 'Санаторно-курортное лечение по профилю «сердечно-сосудистые заболевания».',
  needHomeRenovation: false,
  needEssentials: true,
  needEssentialsNote: 'Холодильник.',
  needDebtRepaymentZkh: true,
  needDebtRepaymentZkhNote: '14 820,40 руб. за август–октябрь 2026 г.',
  stateSocialCare: true,
  otherEvents: 'Оформление компенсации расходов на оплату жилищно-коммунальных услуг.',
  additionalInformation:
    'Семья из двух пенсионеров, доход ниже двух прожиточных минимумов. Рекомендовано оказать единовременную материальную помощь на погашение задолженности за отопление.',
  cohabitationCheck: 1,
  commissionMeetingDate: '2026-09-30',
  commissionMeetingTime: '10:30',
  commissionMeetingAddress: 'г. Салехард, ул. Республики, д. 72, каб. 14',
  actDate: '2026-09-24',
  thirdPersons: [
    {
      fio: 'Тимофеева Наталья Викторовна',
      positionWork: 'ГБУ ЯНАО «ЦСО г. Салехард», директор',
      signature: signature('Тимофеева Наталья Викторовна', '2026-09-24', 2),
    },
    {
      fio: 'Хороля Анна Петровна',
      positionWork: 'Управление социальной защиты населения г. Салехард, главный специалист',
    },
  ],
  personSignature: signature('Попов Виктор Алексеевич', '2026-09-24', 4),
  employeeSignature: signature(WORKER_FIO, '2026-09-24', 1),
};

/** Григорьевы (многодетная семья): blocks 1–5 saved. */
const householdGrigoriev: Partial<MaterialHouseholdAct> = {
  person: personOf(PERSON.largeFamilyFather),
  regAddress: addressOf(PERSON.largeFamilyFather),
  factAddress: addressOf(PERSON.largeFamilyFather),
  phone: '+79028360147',
  placeOfWork: 'ООО «Ямалтрансстрой», водитель',
  livesCitySince: 2010,
  categories: [12],
  typeOwnership: 3,
  housingTypeId: 1,
  yearConstruction: 1978,
  countRooms: 3,
  totalArea: 61.2,
  improvementTypes: [1, 3, 4, 5, 7, 8, 9, 10],
  sanitaryCondition: 1,
  availabilityFurniture: 'Квартира обставлена, у каждого ребёнка своё спальное место.',
  vehicle: false,
  debts: false,
  familyMembers: [
    {
      ...namesOf(PERSON.largeFamilyMother),
      relationDegree: 1,
      typeActivity: 'ГБДОУ «Детский сад „Сказка“», воспитатель (отпуск по уходу за ребёнком)',
      categories: [12],
    },
    { ...namesOf(23), relationDegree: 2, typeActivity: 'Ученик 9 класса МБОУ СОШ № 2', categories: [12] },
    { ...namesOf(24), relationDegree: 3, typeActivity: 'Ученица 5 класса МБОУ СОШ № 2', categories: [12] },
    { ...namesOf(25), relationDegree: 2, typeActivity: 'Воспитанник детского сада', categories: [12] },
  ],
  wage: { value: 78500, note: 'Григорьев А. В.' },
  childBenefit: { value: 41236, note: 'Единое пособие на троих детей' },
  otherIncome: { value: 3500.5, note: 'Региональная выплата многодетным семьям' },
  incomeSum: 123236.5,
  rent: { value: 9870.45, period: 1 },
  nutrition: { value: 62000, period: 1 },
  medicines: { value: 3000, period: 1 },
  publicTransport: { value: 2400, period: 1 },
  clothes: { value: 45000, period: 2, note: 'Сезонная одежда детям' },
  hairdressingSalons: { value: 1800, period: 1 },
  householdChemicals: { value: 3500, period: 1 },
  otherExpenses: { value: 12000, period: 1, note: 'Кружки и секции детей' },
  expensesSum: 139570.45,
};

/** Семёнов А. Г.: blocks 1–2 saved. */
const householdSemenov: Partial<MaterialHouseholdAct> = {
  person: personOf(16),
  regAddress: addressOf(16),
  factAddress: addressOf(16),
  phone: '+79044418093',
  placeOfWork: 'Не работает, пенсионер',
  livesCitySince: 1972,
  categories: [1, 11],
  typeOwnership: 1,
  housingTypeId: 4,
  yearConstruction: 1965,
  countRooms: 2,
  totalArea: 39.8,
  improvementTypes: [2, 3, 7],
  sanitaryCondition: 3,
  availabilityProperty: 'Земельный участок при доме, 6 соток.',
  availabilityFurniture: 'Мебели мало, нет стиральной машины.',
  vehicle: false,
  debts: false,
  incomeSum: 0,
  expensesSum: 0,
};

// ---------------------------------------------------------------- living conditions

const LIVING = 'living-conditions-act';

type LegalRepresentative = NonNullable<LivingConditionsAct['legalRepresentatives']>[number];
type Resident = NonNullable<LivingConditionsAct['otherResidents']>[number];

const grigorievParents: LegalRepresentative[] = [
  {
    ...namesOf(PERSON.largeFamilyMother),
    relationDegree: 5,
    livesWithChild: true,
    employment: 'ГБДОУ «Детский сад „Сказка“», воспитатель (отпуск по уходу за ребёнком)',
    phone: '+79028360148',
    monthlyIncome: 0,
    participation: 'Занимается воспитанием детей, посещает родительские собрания.',
  },
  {
    ...namesOf(PERSON.largeFamilyFather),
    relationDegree: 4,
    livesWithChild: true,
    employment: 'ООО «Ямалтрансстрой», водитель',
    phone: '+79028360147',
    monthlyIncome: 78500,
    participation: 'Обеспечивает семью, в свободное время занимается с детьми спортом.',
  },
];

/** The Григорьевы children other than `except`, as people living with that child. */
const grigorievChildren = (except: number): Resident[] =>
  [23, 24, 25]
    .filter((id) => id !== except)
    .map((id) => ({
      ...namesOf(id),
      relationDegree: personOf(id).gender === 1 ? 6 : 7,
      occupation: id === 25 ? 'Воспитанник детского сада' : 'Учится в МБОУ СОШ № 2 г. Салехарда',
    }));

/** Григорьева Дарья, 11 лет: signed, no threat found. */
const livingDaria: WithoutNumber<LivingConditionsAct> = {
  person: personOf(24),
  childDocument: {
    docKind: 1,
    series: 'I-ПК',
    number: '584213',
    issuedBy: 'Отдел ЗАГС г. Салехарда',
    issuedAt: '2015-04-27',
  },
  regAddress: addressOf(24),
  factAddress: addressOf(24),
  legalRepresentatives: grigorievParents,
  otherResidents: grigorievChildren(24),
  housingType: 1,
  ownership: 3,
  totalArea: 61.2,
  livingArea: 42.5,
  roomsCount: 3,
  floor: 4,
  amenities: {
    centralHeating: true,
    coldWater: true,
    hotWater: true,
    sewerage: true,
    electricity: true,
    bathOrShower: true,
    indoorToilet: true,
  },
  sanitaryCondition: 1,
  sanitaryConditionNote: 'Чисто, проветрено, продукты питания в достаточном количестве.',
  childOwnRoom: false,
  childSleepingPlace: true,
  childStudyPlace: true,
  childPlayPlace: true,
  childPlaceNote: 'Комната на двоих с младшим братом; у Дарьи своя кровать, письменный стол с лампой, шкаф для вещей.',
  clothesProvision: 1,
  foodProvision: 1,
  toysProvision: 1,
  booksProvision: 1,
  familyRelations: 1,
  familyRelationsNote: 'Родители внимательны к детям; с бабушкой и дедушкой видятся по выходным.',
  childHealth: 'Физическое развитие соответствует возрасту. Хронических заболеваний нет, прививки по возрасту.',
  childDisabled: false,
  childAppearance: 'Опрятна, одета по сезону.',
  educationOrganization: 'МБОУ СОШ № 2 г. Салехарда, 5 «Б» класс',
  childEducation: 'Учится на «хорошо» и «отлично», пропусков без уважительной причины нет.',
  leisure: 'Художественная школа, секция плавания.',
  socialAdaptation: 'Общительна, есть друзья в классе.',
  emotionalNeeds: 'Потребности в любви, внимании и общении удовлетворяются.',
  otherIncome: 44736.5,
  incomeNote: 'Единое пособие на детей, региональная выплата многодетным семьям.',
  familyIncomeTotal: 123236.5,
  surveyDate: '2026-11-06',
  actDate: '2026-11-09',
  childRightsThreatened: false,
  findings: 'Условия жизни ребёнка удовлетворительные; угрозы жизни и здоровью ребёнка не выявлено.',
  recommendations:
    'Мер защиты прав ребёнка не требуется. Рекомендовано содействие в получении путёвки в летний лагерь.',
  inspector: { fio: WORKER_FIO, positionWork: WORKER_POSITION, signature: signature(WORKER_FIO, '2026-11-09', 1) },
  commissionMembers: [
    { fio: 'Салиндер Ирина Олеговна', positionWork: 'МБОУ СОШ № 2 г. Салехарда, социальный педагог' },
  ],
  representativeSignature: signature('Григорьева Анна Сергеевна', '2026-11-09', 5),
};

/** Григорьев Тимофей, 6 лет: block 1 saved. */
const livingTimofey: Partial<LivingConditionsAct> = {
  person: personOf(25),
  childDocument: {
    docKind: 1,
    series: 'I-ПК',
    number: '731052',
    issuedBy: 'Отдел ЗАГС г. Салехарда',
    issuedAt: '2020-11-05',
  },
  regAddress: addressOf(25),
  factAddress: addressOf(25),
  legalRepresentatives: grigorievParents,
  otherResidents: grigorievChildren(25),
  familyIncomeTotal: 78500,
};

// ---------------------------------------------------------------- the acts

/**
 * Survey acts of the demo social worker, ids 11..19 of the range 1..20 kept for them (guardian reports and social
 * passports: reports.ts, 50..80). Id 1 stays free: the access-matrix test calls every `:id` route with 1 and takes
 * a 403 for another institution's act for a refused role.
 */
const SURVEY_ACT_ARGS: ActArgs[] = [
  {
    id: 11,
    actType: NEEDS,
    personId: 11,
    data: needsMorozova,
    saved: [1, 2, 3, 4, 5],
    created: '2026-10-12 10:05',
    updated: '2026-10-14 16:20',
    signed: '2026-10-14 16:40',
  },
  {
    id: 12,
    actType: NEEDS,
    personId: 12,
    data: needsSokolov,
    saved: [1, 2, 3],
    created: '2026-11-16 11:00',
    updated: '2026-11-16 12:15',
  },
  {
    id: 13,
    actType: NEEDS,
    personId: 20,
    data: needsKozlova,
    saved: [1, 2, 3, 4],
    created: '2026-11-18 09:40',
    updated: '2026-11-19 15:05',
  },
  {
    id: 14,
    actType: NEEDS,
    personId: 13,
    data: needsFedorova,
    saved: [1],
    created: '2026-11-20 14:30',
    updated: '2026-11-20 14:50',
  },
  {
    id: 15,
    actType: HOUSEHOLD,
    personId: 14,
    data: householdPopov,
    saved: [1, 2, 3, 4, 5, 6, 7],
    created: '2026-09-24 10:00',
    updated: '2026-09-24 13:10',
    signed: '2026-09-30 11:30',
  },
  {
    id: 16,
    actType: HOUSEHOLD,
    personId: PERSON.largeFamilyFather,
    data: householdGrigoriev,
    saved: [1, 2, 3, 4, 5],
    created: '2026-11-11 15:00',
    updated: '2026-11-12 10:45',
  },
  {
    id: 17,
    actType: HOUSEHOLD,
    personId: 16,
    data: householdSemenov,
    saved: [1, 2],
    created: '2026-11-19 10:20',
    updated: '2026-11-19 11:05',
  },
  {
    id: 18,
    actType: LIVING,
    personId: 24,
    data: livingDaria,
    saved: [1, 2, 3],
    created: '2026-11-06 16:00',
    updated: '2026-11-09 12:00',
    signed: '2026-11-09 12:20',
  },
  {
    id: 19,
    actType: LIVING,
    personId: 25,
    data: livingTimofey,
    saved: [1],
    created: '2026-11-21 10:00',
    updated: '2026-11-21 10:40',
  },
];

// ---------------------------------------------------------------- the test act, signed under its version 1

/**
 * Фёдорова Г. С.: the test act (schemas/acts/test-act, served with ENABLE_TEST_ACTS=true) signed in
 * the spring under version 1 of its form, before version 2 moved the phone out of «Контакты», renamed
 * the scale's «selfService» and dropped «Примечание». Signed acts are never migrated: the card and the
 * print show it as signed, under version 1; a copy of it is migrated to the current form.
 */
const testActFedorovaV1 = {
  person: personOf(13),
  contacts: { phone: '+79220537712' },
  scale: { mobility: 2, selfService: 1, communication: 2, totalPoints: 5 },
  items: [
    { name: 'Пенсия по старости', amount: 28450.6 },
    { name: 'Ежемесячная денежная выплата ветерану труда', amount: 1250 },
  ],
  itemsTotal: 29700.6,
  signature: signature('Фёдорова Галина Степановна', '2026-04-14', 3),
  remark: 'Живёт одна, соседка помогает с покупками; от надомного обслуживания пока отказывается.',
};

SURVEY_ACT_ARGS.push({
  id: 20,
  actType: 'test-act',
  personId: 13,
  data: testActFedorovaV1,
  saved: [1, 2, 3],
  created: '2026-04-14 10:10',
  updated: '2026-04-14 10:55',
  signed: '2026-04-14 11:05',
  schemaVersion: 1,
});

/**
 * Попов В. А.: a test act begun under version 1 and not signed (blocks 1 and 2 saved, the remark
 * written). It opens under version 2: the phone in its new field, the scale's item under its new name,
 * the remark kept in the act's archive part; the next save stores it under version 2.
 */
const testActPopovV1 = {
  person: personOf(14),
  contacts: { phone: '+79220584406' },
  scale: { mobility: 1, selfService: 2, communication: 2, totalPoints: 5 },
  remark: 'Просит приходить после обеда: утром процедуры в поликлинике.',
};

SURVEY_ACT_ARGS.push({
  id: 10,
  actType: 'test-act',
  personId: 14,
  data: testActPopovV1,
  saved: [1, 2],
  created: '2026-04-20 14:30',
  updated: '2026-04-20 15:10',
  schemaVersion: 1,
});

const SURVEY_NUMBERS = numbersInOrder(
  SURVEY_ACT_ARGS,
  (args) => actDocumentKind(args.actType),
  (args) => localTime(args.created),
);

/** The survey acts numbered in this order: «ОИП-2026/0001» for the first needs assessment of 2026. */
export const SURVEY_ACTS: SurveyActSeed[] = SURVEY_ACT_ARGS.map((args, i) => act(args, SURVEY_NUMBERS[i]));
