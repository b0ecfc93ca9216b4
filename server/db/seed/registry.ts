/** The registry cards' own demo data: licences, places by form of service, dates of tours. */
import { INSTITUTION } from './institutions.ts';

export type LicenseStatus = 'active' | 'suspended' | 'revoked';
export type SeatForm = 'home' | 'semi-stationary' | 'stationary';

export interface LicenseSeed {
  id: number;
  institutionId: number;
  /** Number in the unified register of licences (ЕРУЛ). */
  number: string;
  activity: string;
  issuedBy: string;
  issuedOn: string;
  /** null: open-ended, as licences issued since 2011 are. */
  validUntil: string | null;
  place: string;
  status: LicenseStatus;
  works: string;
}

export interface SeatSeed {
  institutionId: number;
  form: SeatForm;
  total: number;
  free: number;
}

export interface TourDateSeed {
  id: number;
  serviceId: number;
  startsOn: string;
  endsOn: string;
  placesTotal: number;
  placesLeft: number;
}

const I = INSTITUTION;
const HEALTH = 'Департамент здравоохранения Ямало-Ненецкого автономного округа';
const EDUCATION = 'Департамент образования Ямало-Ненецкого автономного округа';
const MEDICAL = 'Медицинская деятельность';
const EDUCATIONAL = 'Образовательная деятельность';

export const LICENSES: LicenseSeed[] = [
  {
    id: 1,
    institutionId: I.csoSalekhard,
    number: 'Л041-01172-89/00318452',
    activity: MEDICAL,
    issuedBy: HEALTH,
    issuedOn: '2016-04-18',
    validUntil: null,
    place: '629008, ЯНАО, г. Салехард, ул. Республики, д. 72',
    status: 'active',
    works:
      'доврачебная медицинская помощь по сестринскому делу, лечебной физкультуре, медицинскому массажу; первичная медико-санитарная помощь по терапии',
  },
  {
    id: 2,
    institutionId: I.csoSalekhard,
    number: 'Л035-01277-89/00201764',
    activity: EDUCATIONAL,
    issuedBy: EDUCATION,
    issuedOn: '2019-09-02',
    validUntil: null,
    place: '629008, ЯНАО, г. Салехард, ул. Республики, д. 72',
    status: 'active',
    works: 'дополнительное профессиональное образование: школа ухода за маломобильными родственниками',
  },
  {
    id: 3,
    institutionId: I.kcsonNoyabrsk,
    number: 'Л041-01172-89/00320117',
    activity: MEDICAL,
    issuedBy: HEALTH,
    issuedOn: '2017-02-10',
    validUntil: null,
    place: '629810, ЯНАО, г. Ноябрьск, пр-т Мира, д. 48',
    status: 'active',
    works: 'доврачебная медицинская помощь по сестринскому делу, медицинскому массажу',
  },
  {
    id: 4,
    institutionId: I.familyCentreUrengoy,
    number: 'Л035-01277-89/00214390',
    activity: EDUCATIONAL,
    issuedBy: EDUCATION,
    issuedOn: '2018-05-21',
    validUntil: null,
    place: '629300, ЯНАО, г. Новый Уренгой, ул. Интернациональная, д. 12',
    status: 'active',
    works: 'дополнительное образование детей и взрослых',
  },
  {
    id: 5,
    institutionId: I.rehabNadym,
    number: 'Л041-01172-89/00297203',
    activity: MEDICAL,
    issuedBy: HEALTH,
    issuedOn: '2014-11-03',
    validUntil: null,
    place: '629730, ЯНАО, г. Надым, ул. Комсомольская, д. 9',
    status: 'active',
    works: 'первичная медико-санитарная помощь по педиатрии, психиатрии, сестринскому делу в педиатрии',
  },
  {
    id: 6,
    institutionId: I.rehabNadym,
    number: '89Л01 № 0000412',
    activity: EDUCATIONAL,
    issuedBy: EDUCATION,
    issuedOn: '2013-03-14',
    validUntil: '2018-03-14',
    place: '629730, ЯНАО, г. Надым, ул. Комсомольская, д. 9',
    status: 'revoked',
    works: 'дополнительное образование детей (переоформлена в бессрочную лицензию)',
  },
  {
    id: 7,
    institutionId: I.severnayaZabota,
    number: 'Л041-01172-89/00345668',
    activity: MEDICAL,
    issuedBy: HEALTH,
    issuedOn: '2020-07-27',
    validUntil: null,
    place: '629007, ЯНАО, г. Салехард, ул. Матросова, д. 27, офис 3',
    status: 'active',
    works: 'доврачебная медицинская помощь по сестринскому делу',
  },
  {
    id: 8,
    institutionId: I.internatLabytnangi,
    number: 'Л041-01172-89/00301849',
    activity: MEDICAL,
    issuedBy: HEALTH,
    issuedOn: '2015-06-09',
    validUntil: null,
    place: '629400, ЯНАО, г. Лабытнанги, ул. Гагарина, д. 21',
    status: 'active',
    works:
      'первичная медико-санитарная помощь по терапии, неврологии, психиатрии; доврачебная помощь по сестринскому делу, физиотерапии, лечебному массажу',
  },
  {
    id: 9,
    institutionId: I.earlyKrokhaNoyabrsk,
    number: 'Л035-01277-89/00266031',
    activity: EDUCATIONAL,
    issuedBy: EDUCATION,
    issuedOn: '2024-01-15',
    validUntil: null,
    place: '629811, ЯНАО, г. Ноябрьск, ул. Советская, д. 80',
    status: 'suspended',
    works: 'дополнительное образование детей (действие приостановлено до устранения нарушений)',
  },
  {
    id: 10,
    institutionId: I.kcsonTarkoSale,
    number: 'Л041-01172-89/00327540',
    activity: MEDICAL,
    issuedBy: HEALTH,
    issuedOn: '2018-10-01',
    validUntil: null,
    place: '629850, ЯНАО, г. Тарко-Сале, ул. Мезенцева, д. 11',
    status: 'active',
    works: 'доврачебная медицинская помощь по сестринскому делу, лечебной физкультуре',
  },
];

export const SEATS: SeatSeed[] = [
  { institutionId: I.csoSalekhard, form: 'home', total: 420, free: 18 },
  { institutionId: I.csoSalekhard, form: 'semi-stationary', total: 60, free: 7 },
  { institutionId: I.kcsonNoyabrsk, form: 'home', total: 380, free: 25 },
  { institutionId: I.kcsonNoyabrsk, form: 'semi-stationary', total: 45, free: 0 },
  { institutionId: I.familyCentreUrengoy, form: 'semi-stationary', total: 80, free: 12 },
  { institutionId: I.familyCentreUrengoy, form: 'stationary', total: 20, free: 3 },
  { institutionId: I.rehabNadym, form: 'stationary', total: 36, free: 5 },
  { institutionId: I.rehabNadym, form: 'semi-stationary', total: 40, free: 11 },
  { institutionId: I.severnayaZabota, form: 'home', total: 90, free: 14 },
  { institutionId: I.dobryeRuki, form: 'semi-stationary', total: 30, free: 6 },
  { institutionId: I.ipVanuito, form: 'home', total: 6, free: 1 },
  { institutionId: I.ipSafronov, form: 'home', total: 10, free: 4 },
  { institutionId: I.oporaMuravlenko, form: 'home', total: 50, free: 9 },
  { institutionId: I.zabotaGubkinsky, form: 'home', total: 40, free: 2 },
  { institutionId: I.earlyStepsSalekhard, form: 'semi-stationary', total: 25, free: 4 },
  { institutionId: I.earlySolnyshkoUrengoy, form: 'semi-stationary', total: 20, free: 0 },
  { institutionId: I.internatLabytnangi, form: 'stationary', total: 150, free: 8 },
  { institutionId: I.kcsonTarkoSale, form: 'home', total: 260, free: 31 },
  { institutionId: I.kcsonTarkoSale, form: 'semi-stationary', total: 35, free: 10 },
  { institutionId: I.ipKhudyakova, form: 'home', total: 5, free: 2 },
  { institutionId: I.nadezhdaMuravlenko, form: 'stationary', total: 24, free: 6 },
  { institutionId: I.earlyKrokhaNoyabrsk, form: 'semi-stationary', total: 18, free: 3 },
];

/**
 * A date this many days from the day the demo data is seeded ('YYYY-MM-DD'): a fresh start always
 * has coming tours, one that has passed and one sold out.
 */
export const seedDay = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Tours 26..29 and 40..41 of services.ts: past, near and sold-out dates. */
export const TOUR_DATES: TourDateSeed[] = [
  { id: 1, serviceId: 26, startsOn: seedDay(10), endsOn: seedDay(12), placesTotal: 12, placesLeft: 5 },
  { id: 2, serviceId: 26, startsOn: seedDay(87), endsOn: seedDay(89), placesTotal: 12, placesLeft: 12 },
  { id: 3, serviceId: 26, startsOn: seedDay(-256), endsOn: seedDay(-254), placesTotal: 12, placesLeft: 0 },
  { id: 4, serviceId: 27, startsOn: seedDay(17), endsOn: seedDay(17), placesTotal: 25, placesLeft: 9 },
  { id: 5, serviceId: 27, startsOn: seedDay(24), endsOn: seedDay(24), placesTotal: 25, placesLeft: 0 },
  { id: 6, serviceId: 28, startsOn: seedDay(227), endsOn: seedDay(231), placesTotal: 10, placesLeft: 7 },
  { id: 7, serviceId: 29, startsOn: seedDay(59), endsOn: seedDay(60), placesTotal: 8, placesLeft: 2 },
  { id: 8, serviceId: 29, startsOn: seedDay(101), endsOn: seedDay(102), placesTotal: 8, placesLeft: 8 },
  { id: 9, serviceId: 40, startsOn: seedDay(206), endsOn: seedDay(206), placesTotal: 14, placesLeft: 14 },
  { id: 10, serviceId: 41, startsOn: seedDay(220), endsOn: seedDay(221), placesTotal: 6, placesLeft: 1 },
];
