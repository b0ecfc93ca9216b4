/**
 * The demo tour operator's tour services (migration 0035): ООО «Ямал-Тур» publishes eight tours,
 * their days counted from the region's today when the demo is seeded, so the demo reads the same
 * whatever the date — two already over, one going on today, the others coming; one with every
 * place taken («Мест нет») and one the operator has taken off the portal.
 */
import { INSTITUTION } from './institutions.ts';
import { seedDay } from './contest-periods.ts';

/** Kinds of service (rows of tour_service_types, migration 0035). */
const TYPE = { excursion: 1, health: 2, ethno: 3, fishing: 4, active: 5, children: 6 } as const;

export interface TourServiceSeed {
  id: number;
  institutionId: number;
  serviceTypeId: number;
  name: string;
  description: string;
  dateFrom: string;
  dateTo: string;
  placesTotal: number;
  placesTaken: number;
  doNotShowOnPortalFrom: string | null;
  price: number | null;
}

/** Demo tour ids: the tests name them. */
export const TOUR_SERVICE = {
  polarUral: 1,
  reindeerCamp: 2,
  obFishing: 3,
  salekhardTour: 4,
  northernLights: 5,
  childrenCamp: 6,
  gornoknyazevsk: 7,
  newYearHolidays: 8,
} as const;

const tour = (
  id: number,
  serviceTypeId: number,
  name: string,
  description: string,
  [from, to]: [number, number],
  placesTotal: number,
  placesTaken: number,
  price: number | null,
  hiddenFrom: number | null = null,
): TourServiceSeed => ({
  id,
  institutionId: INSTITUTION.yamalTour,
  serviceTypeId,
  name,
  description,
  dateFrom: seedDay(from),
  dateTo: seedDay(to),
  placesTotal,
  placesTaken,
  doNotShowOnPortalFrom: hiddenFrom === null ? null : seedDay(hiddenFrom),
  price,
});

export const TOUR_SERVICES: TourServiceSeed[] = [
  tour(
    TOUR_SERVICE.polarUral,
    TYPE.active,
    'Салехард — Полярный Урал: 3 дня в горах',
    'Переезд из Салехарда на станцию Собь, пешие маршруты к озеру Большое Щучье и водопадам, ночёвки в гостевом доме. Снаряжение выдаёт туроператор.',
    [7, 9],
    12,
    9,
    38_500,
  ),
  tour(
    TOUR_SERVICE.reindeerCamp,
    TYPE.ethno,
    'Этнотур в стойбище оленеводов',
    'Два дня в стойбище ненецкой семьи: чум, езда на оленьих упряжках, национальная кухня и рассказы о кочевой жизни тундры.',
    [12, 13],
    10,
    10,
    27_000,
  ),
  tour(
    TOUR_SERVICE.obFishing,
    TYPE.fishing,
    'Рыбалка на Оби',
    'Рыбалка на Оби и протоках Полуя с опытными проводниками: сиг, щука, налим. Проживание на рыболовной базе, уха на берегу.',
    [-120, -117],
    8,
    6,
    31_000,
  ),
  tour(
    TOUR_SERVICE.salekhardTour,
    TYPE.excursion,
    'Обзорная экскурсия по Салехарду: стела «Полярный круг» и музейно-выставочный комплекс',
    'Экскурсия на один день: стела «Полярный круг», музейно-выставочный комплекс имени И. С. Шемановского, набережная Полуя.',
    [0, 0],
    25,
    11,
    3_500,
  ),
  tour(
    TOUR_SERVICE.northernLights,
    TYPE.excursion,
    'Северное сияние над тундрой',
    'Вечерний выезд на снегоходах за город, наблюдение северного сияния, горячий чай в чуме. Тёплую одежду выдаёт туроператор.',
    [3, 4],
    15,
    2,
    9_800,
  ),
  tour(
    TOUR_SERVICE.childrenCamp,
    TYPE.children,
    'Детская зимняя смена «Юный полярник»',
    'Смена для школьников 10–14 лет: лыжные походы, мастер-классы по национальным ремёслам, занятия по безопасности в тундре.',
    [14, 20],
    30,
    0,
    null,
    -2,
  ),
  tour(
    TOUR_SERVICE.gornoknyazevsk,
    TYPE.health,
    'Оздоровительный отдых в этнопарке «Горнокнязевск»',
    'Пять дней на берегу Оби: баня, прогулки на свежем воздухе, северная кухня и фиточаи, консультации инструктора по лечебной физкультуре.',
    [-40, -36],
    20,
    14,
    42_000,
  ),
  tour(
    TOUR_SERVICE.newYearHolidays,
    TYPE.children,
    'Зимние каникулы в Лабытнанги: горнолыжная база и этнокомплекс',
    'Три дня для семей с детьми: катание на горнолыжной базе «Октябрьская», этнокомплекс «Харп», мастер-класс по резьбе по кости. Проезд по железной дороге из Салехарда.',
    [20, 22],
    20,
    0,
    12_000,
  ),
];
