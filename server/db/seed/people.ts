/** Demo people: addresses, persons, family ties, accounts, employees and institution clients. */
import { innPerson, snils } from './checksums.ts';
import { INSTITUTION } from './institutions.ts';
import { CITY, HOME_REGION_ID, streetId } from './regions.ts';

export interface AddressSeed {
  id: number;
  regionId: number;
  cityId: number;
  streetId: number;
  house: string;
  building: string | null;
  room: string | null;
  customText: string | null;
}

export interface PersonSeed {
  id: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  birthDate: string;
  /** 1 male, 2 female. */
  gender: 1 | 2;
  /** '123-456-789 01'. */
  snils: string;
  inn: string | null;
  /** '7409 123456'. */
  passport: string | null;
  phone: string | null;
  email: string | null;
  regAddressId: number;
  factAddressId: number;
}

export interface PersonRelationSeed {
  personId: number;
  relativeId: number;
  kind: 'child' | 'ward';
}

export interface UserSeed {
  id: number;
  login: string;
  /** Subject of the identity provider: 'demo-' + login. */
  subject: string;
  personId: number;
  isAdmin: boolean;
  /** The moderator right of the service catalogue (users.service_moderator). */
  serviceModerator: boolean;
}

/** System role numbers of institution employees (platform.md section 6). */
export const INSTITUTION_ROLE = { serviceProvider: 2, socialWorker: 3, tourismProvider: 4 } as const;
export type InstitutionRole = (typeof INSTITUTION_ROLE)[keyof typeof INSTITUTION_ROLE];

export interface EmployeeSeed {
  id: number;
  userId: number;
  institutionId: number;
  institutionRole: InstitutionRole;
  position: string;
}

export interface InstitutionClientSeed {
  institutionId: number;
  personId: number;
}

export interface DemoAccount {
  login: string;
  caption: string;
  description: string;
}

export const DEMO_SUBJECT_PREFIX = 'demo-';

// ---------------------------------------------------------------- addresses

function address(id: number, cityId: number, street: string, house: string, room: string | null): AddressSeed {
  return {
    id,
    regionId: HOME_REGION_ID,
    cityId,
    streetId: streetId(cityId, street),
    house,
    building: null,
    room,
    customText: null,
  };
}

const S = CITY.salekhard;

export const ADDRESSES: AddressSeed[] = [
  address(1, S, 'Республики', '45', '12'),
  address(2, CITY.noyabrsk, 'Мира', '56', '31'),
  address(3, S, 'Матросова', '12', '4'),
  address(4, S, 'Свердлова', '39', '57'),
  address(5, S, 'Броднева', '15', '2'),
  address(6, S, 'Губкина', '8', '19'),
  address(7, S, 'Мира', '21', '3'),
  address(8, S, 'Ленина', '14', '7'),
  address(9, S, 'Чубынина', '22', '15'),
  address(10, S, 'Подшибякина', '31', '2'),
  address(11, S, 'Республики', '99', '40'),
  address(12, S, 'Маяковского', '5', '1'),
  address(13, S, 'Матросова', '29', '11'),
  address(14, S, 'Броднева', '46', '8'),
  address(15, S, 'Свердлова', '6', '23'),
  address(16, CITY.novyUrengoy, 'Сибирская', '41', '77'),
  address(17, CITY.novyUrengoy, 'Ленинградский', '3', '15'),
];

// ---------------------------------------------------------------- persons

/** Person ids used by the users, relations and clients below. */
export const PERSON = {
  citizen: 1,
  citizenSon: 2,
  citizenDaughter: 3,
  guardian: 4,
  guardianSon: 5,
  guardianWard: 6,
  worker: 7,
  provider: 8,
  tourism: 9,
  admin: 10,
  moderator: 26,
  newClient: 27,
  largeFamilyFather: 18,
  largeFamilyMother: 19,
  otherClient1: 21,
  otherClient2: 22,
} as const;

interface PersonArgs {
  fio: [lastName: string, firstName: string, middleName: string];
  birthDate: string;
  gender: 1 | 2;
  snilsBody: string;
  innBody?: string;
  passport?: string;
  phone?: string;
  email?: string;
  addressId: number;
}

function person(id: number, args: PersonArgs): PersonSeed {
  const [lastName, firstName, middleName] = args.fio;
  return {
    id,
    lastName,
    firstName,
    middleName,
    birthDate: args.birthDate,
    gender: args.gender,
    snils: snils(args.snilsBody),
    inn: args.innBody ? innPerson(args.innBody) : null,
    passport: args.passport ?? null,
    phone: args.phone ?? null,
    email: args.email ?? null,
    regAddressId: args.addressId,
    factAddressId: args.addressId,
  };
}

export const PERSONS: PersonSeed[] = [
  // Гражданка с двумя детьми
  person(1, {
    fio: ['Иванова', 'Мария', 'Петровна'],
    birthDate: '1988-04-12',
    gender: 2,
    snilsBody: '127456381',
    innBody: '8901215473',
    passport: '7409 123456',
    phone: '+79220511234',
    email: 'm.ivanova@mail.ru',
    addressId: 1,
  }),
  person(2, {
    fio: ['Иванов', 'Артём', 'Андреевич'],
    birthDate: '2014-09-03',
    gender: 1,
    snilsBody: '186204573',
    innBody: '8901302291',
    addressId: 1,
  }),
  person(3, {
    fio: ['Иванова', 'Софья', 'Андреевна'],
    birthDate: '2019-02-21',
    gender: 2,
    snilsBody: '193527804',
    addressId: 1,
  }),
  // Опекун: сын и подопечная
  person(4, {
    fio: ['Кузнецова', 'Ольга', 'Николаевна'],
    birthDate: '1975-11-30',
    gender: 2,
    snilsBody: '054318726',
    innBody: '8905118340',
    passport: '7403 587214',
    phone: '+79044567812',
    email: 'o.kuznetsova75@yandex.ru',
    addressId: 2,
  }),
  person(5, {
    fio: ['Кузнецов', 'Даниил', 'Сергеевич'],
    birthDate: '2012-06-15',
    gender: 1,
    snilsBody: '163825047',
    innBody: '8905274615',
    passport: '7426 904318',
    addressId: 2,
  }),
  person(6, {
    fio: ['Салиндер', 'Алина', 'Олеговна'],
    birthDate: '2015-08-09',
    gender: 2,
    snilsBody: '171093586',
    addressId: 2,
  }),
  // Сотрудники
  person(7, {
    fio: ['Петров', 'Сергей', 'Викторович'],
    birthDate: '1983-03-17',
    gender: 1,
    snilsBody: '098471623',
    innBody: '8901087214',
    passport: '7405 331907',
    phone: '+79028143356',
    email: 's.petrov@cso-salekhard.ru',
    addressId: 3,
  }),
  person(8, {
    fio: ['Смирнова', 'Екатерина', 'Александровна'],
    birthDate: '1990-07-25',
    gender: 2,
    snilsBody: '141860357',
    innBody: '8901163928',
    passport: '7410 275583',
    phone: '+79519873041',
    email: 'e.smirnova@sev-zabota.ru',
    addressId: 4,
  }),
  person(9, {
    fio: ['Лаптандер', 'Игорь', 'Николаевич'],
    birthDate: '1979-12-02',
    gender: 1,
    snilsBody: '076254918',
    innBody: '8901041756',
    passport: '7402 619840',
    phone: '+79323004518',
    email: 'laptander@yamal-tour.ru',
    addressId: 5,
  }),
  person(10, {
    fio: ['Васильев', 'Дмитрий', 'Игоревич'],
    birthDate: '1985-05-14',
    gender: 1,
    snilsBody: '112983467',
    innBody: '8901097351',
    passport: '7407 448126',
    phone: '+79220007788',
    email: 'd.vasiliev@dszn.yanao.ru',
    addressId: 6,
  }),
  // Клиенты ЦСО г. Салехард
  person(11, {
    fio: ['Морозова', 'Валентина', 'Ивановна'],
    birthDate: '1941-01-19',
    gender: 2,
    snilsBody: '018325749',
    innBody: '8901004528',
    passport: '7401 102938',
    phone: '+79220143307',
    addressId: 7,
  }),
  person(12, {
    fio: ['Соколов', 'Николай', 'Петрович'],
    birthDate: '1938-10-04',
    gender: 1,
    snilsBody: '013847256',
    passport: '7401 117465',
    phone: '+79028110925',
    addressId: 8,
  }),
  person(13, {
    fio: ['Фёдорова', 'Галина', 'Степановна'],
    birthDate: '1946-06-28',
    gender: 2,
    snilsBody: '025736481',
    innBody: '8901006195',
    passport: '7401 230517',
    phone: '+79519812246',
    addressId: 9,
  }),
  person(14, {
    fio: ['Попов', 'Виктор', 'Алексеевич'],
    birthDate: '1952-02-11',
    gender: 1,
    snilsBody: '032619574',
    innBody: '8901012847',
    passport: '7402 364981',
    phone: '+79088571402',
    email: 'popov.va52@mail.ru',
    addressId: 10,
  }),
  person(15, {
    fio: ['Лебедева', 'Нина', 'Васильевна'],
    birthDate: '1944-09-07',
    gender: 2,
    snilsBody: '021958364',
    passport: '7401 195628',
    phone: '+79220276615',
    addressId: 11,
  }),
  person(16, {
    fio: ['Семёнов', 'Анатолий', 'Григорьевич'],
    birthDate: '1949-12-23',
    gender: 1,
    snilsBody: '029374158',
    innBody: '8901009632',
    passport: '7401 278340',
    phone: '+79044418093',
    addressId: 12,
  }),
  person(17, {
    fio: ['Ненянг', 'Мария', 'Ивановна'],
    birthDate: '1950-04-30',
    gender: 2,
    snilsBody: '036582917',
    passport: '7402 311274',
    phone: '+79323187520',
    addressId: 13,
  }),
  person(18, {
    fio: ['Григорьев', 'Алексей', 'Викторович'],
    birthDate: '1987-08-16',
    gender: 1,
    snilsBody: '134720965',
    innBody: '8901198265',
    passport: '7408 512793',
    phone: '+79028360147',
    email: 'grigoriev.av@yandex.ru',
    addressId: 14,
  }),
  person(19, {
    fio: ['Григорьева', 'Анна', 'Сергеевна'],
    birthDate: '1989-11-03',
    gender: 2,
    snilsBody: '138615274',
    innBody: '8901204417',
    passport: '7409 640285',
    phone: '+79028360148',
    email: 'grigorieva.as@yandex.ru',
    addressId: 14,
  }),
  person(20, {
    fio: ['Козлова', 'Зинаида', 'Фёдоровна'],
    birthDate: '1936-03-08',
    gender: 2,
    snilsBody: '011294736',
    passport: '7400 084517',
    phone: '+79220319954',
    addressId: 15,
  }),
  // Клиенты ЦСПСиД «Радуга» г. Новый Уренгой (не клиенты демо-соцработника)
  person(21, {
    fio: ['Новикова', 'Людмила', 'Андреевна'],
    birthDate: '1958-05-22',
    gender: 2,
    snilsBody: '047183295',
    innBody: '8904031876',
    passport: '7403 219764',
    phone: '+79088452236',
    addressId: 16,
  }),
  person(22, {
    fio: ['Яптунай', 'Пётр', 'Семёнович'],
    birthDate: '1947-07-12',
    gender: 1,
    snilsBody: '028461937',
    passport: '7401 305816',
    phone: '+79323419087',
    addressId: 17,
  }),
  // Дети многодетной семьи Григорьевых
  person(23, {
    fio: ['Григорьев', 'Максим', 'Алексеевич'],
    birthDate: '2011-12-05',
    gender: 1,
    snilsBody: '158203746',
    innBody: '8901287530',
    passport: '7425 813062',
    addressId: 14,
  }),
  person(24, {
    fio: ['Григорьева', 'Дарья', 'Алексеевна'],
    birthDate: '2015-04-18',
    gender: 2,
    snilsBody: '174638205',
    addressId: 14,
  }),
  person(25, {
    fio: ['Григорьев', 'Тимофей', 'Алексеевич'],
    birthDate: '2020-10-27',
    gender: 1,
    snilsBody: '197352608',
    addressId: 14,
  }),
  // Модератор каталога услуг департамента (не администратор)
  person(26, {
    fio: ['Хабарова', 'Наталья', 'Юрьевна'],
    birthDate: '1990-02-19',
    gender: 2,
    snilsBody: '164839275',
    phone: '+79220007791',
    email: 'n.khabarova@dszn.yanao.ru',
    addressId: 6,
  }),
  // Новый клиент «Северной заботы»: посещения ещё не запланированы (его записывают по QR-коду)
  person(27, {
    fio: ['Тэседо', 'Анна', 'Константиновна'],
    birthDate: '1957-08-14',
    gender: 2,
    snilsBody: '039517264',
    passport: '7402 518307',
    phone: '+79026153948',
    addressId: 10,
  }),
];

export const PERSON_RELATIONS: PersonRelationSeed[] = [
  { personId: PERSON.citizen, relativeId: PERSON.citizenSon, kind: 'child' },
  { personId: PERSON.citizen, relativeId: PERSON.citizenDaughter, kind: 'child' },
  { personId: PERSON.guardian, relativeId: PERSON.guardianSon, kind: 'child' },
  { personId: PERSON.guardian, relativeId: PERSON.guardianWard, kind: 'ward' },
  { personId: PERSON.largeFamilyFather, relativeId: 23, kind: 'child' },
  { personId: PERSON.largeFamilyFather, relativeId: 24, kind: 'child' },
  { personId: PERSON.largeFamilyFather, relativeId: 25, kind: 'child' },
  { personId: PERSON.largeFamilyMother, relativeId: 23, kind: 'child' },
  { personId: PERSON.largeFamilyMother, relativeId: 24, kind: 'child' },
  { personId: PERSON.largeFamilyMother, relativeId: 25, kind: 'child' },
];

// ---------------------------------------------------------------- accounts

function user(id: number, login: string, personId: number, isAdmin = false, serviceModerator = false): UserSeed {
  return { id, login, subject: DEMO_SUBJECT_PREFIX + login, personId, isAdmin, serviceModerator };
}

export const USERS: UserSeed[] = [
  user(1, 'citizen', PERSON.citizen),
  user(2, 'guardian', PERSON.guardian),
  user(3, 'worker', PERSON.worker),
  user(4, 'provider', PERSON.provider),
  user(5, 'tourism', PERSON.tourism),
  user(6, 'admin', PERSON.admin, true),
  user(7, 'family', PERSON.largeFamilyFather),
  user(8, 'moderator', PERSON.moderator, false, true),
];

export const EMPLOYEES: EmployeeSeed[] = [
  {
    id: 1,
    userId: 3,
    institutionId: INSTITUTION.csoSalekhard,
    institutionRole: INSTITUTION_ROLE.socialWorker,
    position: 'специалист по социальной работе',
  },
  {
    id: 2,
    userId: 4,
    institutionId: INSTITUTION.severnayaZabota,
    institutionRole: INSTITUTION_ROLE.serviceProvider,
    position: 'руководитель службы сиделок',
  },
  {
    id: 3,
    userId: 4,
    institutionId: INSTITUTION.kcsonNoyabrsk,
    institutionRole: INSTITUTION_ROLE.serviceProvider,
    position: 'заведующий отделением социального обслуживания на дому',
  },
  {
    id: 4,
    userId: 5,
    institutionId: INSTITUTION.yamalTour,
    institutionRole: INSTITUTION_ROLE.tourismProvider,
    position: 'менеджер по туризму',
  },
];

export const INSTITUTION_CLIENTS: InstitutionClientSeed[] = [
  ...[11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((personId) => ({
    institutionId: INSTITUTION.csoSalekhard,
    personId,
  })),
  { institutionId: INSTITUTION.familyCentreUrengoy, personId: PERSON.otherClient1 },
  { institutionId: INSTITUTION.familyCentreUrengoy, personId: PERSON.otherClient2 },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { login: 'citizen', caption: 'Гражданин', description: 'Иванова Мария Петровна, Салехард, двое детей' },
  {
    login: 'guardian',
    caption: 'Опекун',
    description: 'Кузнецова Ольга Николаевна, Ноябрьск: сын и подопечная Салиндер Алина',
  },
  {
    login: 'worker',
    caption: 'Социальный работник',
    description: 'Петров Сергей Викторович, специалист по социальной работе ЦСО г. Салехард, 10 клиентов',
  },
  {
    login: 'provider',
    caption: 'Поставщик услуг',
    description:
      'Смирнова Екатерина Александровна: АНО «Северная забота» и КЦСОН «Участие» (выбор учреждения при входе)',
  },
  { login: 'tourism', caption: 'Туроператор', description: 'Лаптандер Игорь Николаевич, менеджер ООО «Ямал-Тур»' },
  {
    login: 'admin',
    caption: 'Администратор',
    description: 'Васильев Дмитрий Игоревич: все права, вход от имени других пользователей',
  },
  {
    login: 'family',
    caption: 'Многодетный родитель',
    description: 'Григорьев Алексей Викторович, Салехард, трое детей: удостоверение многодетной семьи',
  },
  {
    login: 'moderator',
    caption: 'Модератор каталога услуг',
    description:
      'Хабарова Наталья Юрьевна, департамент: проверяет и публикует услуги поставщиков, без прав администратора',
  },
  {
    login: 'applicant',
    caption: 'Заявитель-туроператор',
    description:
      'Салиндер Виктор Романович, директор ООО «Северный маршрут»: заявление на включение в реестр туроператоров на рассмотрении',
  },
];
