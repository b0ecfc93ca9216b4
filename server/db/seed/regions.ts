/** Regions, cities, localities and streets: ЯНАО (id 1, our region) and its neighbours. */

export interface RegionSeed {
  id: number;
  caption: string;
  codePfr62: string;
}

export interface CitySeed {
  id: number;
  regionId: number;
  caption: string;
  type: 'г.' | 'пгт' | 'с.';
  /** The city chosen first when the user picks the region. */
  isDefault: boolean;
  /** The municipal district (район or городской округ) the city lies in; null outside ЯНАО. */
  districtId?: number | null;
}

/** A municipal district of a region: a район or a городской округ. */
export interface DistrictSeed {
  id: number;
  regionId: number;
  caption: string;
}

export interface LocalitySeed {
  id: number;
  regionId: number;
  /** The city (district centre) the locality belongs to; null when it is under the district itself. */
  cityId: number | null;
  caption: string;
  type: 'г.' | 'пгт' | 'с.' | 'п.' | 'д.';
  codePfr62: string;
}

export interface StreetSeed {
  id: number;
  cityId: number;
  caption: string;
  type: 'ул.' | 'пр-т' | 'пер.';
}

/** Our own region. */
export const HOME_REGION_ID = 1;

export const REGIONS: RegionSeed[] = [
  { id: 1, caption: 'Ямало-Ненецкий автономный округ', codePfr62: '089' },
  { id: 2, caption: 'Ханты-Мансийский автономный округ — Югра', codePfr62: '086' },
  { id: 3, caption: 'Ненецкий автономный округ', codePfr62: '083' },
  { id: 4, caption: 'Тюменская область', codePfr62: '072' },
  { id: 5, caption: 'Красноярский край', codePfr62: '024' },
  { id: 6, caption: 'Республика Коми', codePfr62: '011' },
  { id: 7, caption: 'Архангельская область', codePfr62: '029' },
];

/** City ids of ЯНАО used by the other seed files. */
export const CITY = {
  salekhard: 1,
  noyabrsk: 2,
  novyUrengoy: 3,
  nadym: 4,
  muravlenko: 5,
  labytnangi: 6,
  gubkinsky: 7,
  tarkoSale: 8,
  tazovsky: 9,
  yarSale: 10,
  aksarka: 11,
  krasnoselkup: 12,
} as const;

/**
 * The municipal districts of ЯНАО (migration 0016 holds the same list for databases seeded
 * before it). District i is the one of city i for the cities 1..12; Шурышкарский район has
 * no city of the seed (its villages are localities of the district).
 */
export const DISTRICTS: DistrictSeed[] = [
  { id: 1, regionId: 1, caption: 'Городской округ Салехард' },
  { id: 2, regionId: 1, caption: 'Городской округ Ноябрьск' },
  { id: 3, regionId: 1, caption: 'Городской округ Новый Уренгой' },
  { id: 4, regionId: 1, caption: 'Надымский район' },
  { id: 5, regionId: 1, caption: 'Городской округ Муравленко' },
  { id: 6, regionId: 1, caption: 'Городской округ Лабытнанги' },
  { id: 7, regionId: 1, caption: 'Городской округ Губкинский' },
  { id: 8, regionId: 1, caption: 'Пуровский район' },
  { id: 9, regionId: 1, caption: 'Тазовский район' },
  { id: 10, regionId: 1, caption: 'Ямальский район' },
  { id: 11, regionId: 1, caption: 'Приуральский район' },
  { id: 12, regionId: 1, caption: 'Красноселькупский район' },
  { id: 13, regionId: 1, caption: 'Шурышкарский район' },
];

export const CITIES: CitySeed[] = [
  { id: 1, regionId: 1, caption: 'Салехард', type: 'г.', isDefault: true, districtId: 1 },
  { id: 2, regionId: 1, caption: 'Ноябрьск', type: 'г.', isDefault: false, districtId: 2 },
  { id: 3, regionId: 1, caption: 'Новый Уренгой', type: 'г.', isDefault: false, districtId: 3 },
  { id: 4, regionId: 1, caption: 'Надым', type: 'г.', isDefault: false, districtId: 4 },
  { id: 5, regionId: 1, caption: 'Муравленко', type: 'г.', isDefault: false, districtId: 5 },
  { id: 6, regionId: 1, caption: 'Лабытнанги', type: 'г.', isDefault: false, districtId: 6 },
  { id: 7, regionId: 1, caption: 'Губкинский', type: 'г.', isDefault: false, districtId: 7 },
  { id: 8, regionId: 1, caption: 'Тарко-Сале', type: 'г.', isDefault: false, districtId: 8 },
  { id: 9, regionId: 1, caption: 'Тазовский', type: 'пгт', isDefault: false, districtId: 9 },
  { id: 10, regionId: 1, caption: 'Яр-Сале', type: 'с.', isDefault: false, districtId: 10 },
  { id: 11, regionId: 1, caption: 'Аксарка', type: 'с.', isDefault: false, districtId: 11 },
  { id: 12, regionId: 1, caption: 'Красноселькуп', type: 'с.', isDefault: false, districtId: 12 },
  // Neighbours: the administrative centre of each region is its default city.
  { id: 201, regionId: 2, caption: 'Ханты-Мансийск', type: 'г.', isDefault: true },
  { id: 202, regionId: 2, caption: 'Сургут', type: 'г.', isDefault: false },
  { id: 301, regionId: 3, caption: 'Нарьян-Мар', type: 'г.', isDefault: true },
  { id: 401, regionId: 4, caption: 'Тюмень', type: 'г.', isDefault: true },
  { id: 501, regionId: 5, caption: 'Красноярск', type: 'г.', isDefault: true },
  { id: 502, regionId: 5, caption: 'Норильск', type: 'г.', isDefault: false },
  { id: 601, regionId: 6, caption: 'Сыктывкар', type: 'г.', isDefault: true },
  { id: 602, regionId: 6, caption: 'Воркута', type: 'г.', isDefault: false },
  { id: 701, regionId: 7, caption: 'Архангельск', type: 'г.', isDefault: true },
];

export const LOCALITIES: LocalitySeed[] = [
  // Приуральский район (центр — Аксарка)
  { id: 1, regionId: 1, cityId: 11, caption: 'Харп', type: 'пгт', codePfr62: '089051' },
  { id: 2, regionId: 1, cityId: 11, caption: 'Белоярск', type: 'с.', codePfr62: '089052' },
  { id: 3, regionId: 1, cityId: 11, caption: 'Катравож', type: 'с.', codePfr62: '089053' },
  { id: 4, regionId: 1, cityId: 11, caption: 'Горнокнязевск', type: 'с.', codePfr62: '089054' },
  // Ямальский район (центр — Яр-Сале)
  { id: 5, regionId: 1, cityId: 10, caption: 'Салемал', type: 'с.', codePfr62: '089061' },
  { id: 6, regionId: 1, cityId: 10, caption: 'Панаевск', type: 'с.', codePfr62: '089062' },
  { id: 7, regionId: 1, cityId: 10, caption: 'Мыс Каменный', type: 'с.', codePfr62: '089063' },
  { id: 8, regionId: 1, cityId: 10, caption: 'Новый Порт', type: 'с.', codePfr62: '089064' },
  { id: 9, regionId: 1, cityId: 10, caption: 'Сеяха', type: 'с.', codePfr62: '089065' },
  // Шурышкарский район: населённые пункты подчинены району
  { id: 10, regionId: 1, cityId: null, caption: 'Мужи', type: 'с.', codePfr62: '089071' },
  { id: 11, regionId: 1, cityId: null, caption: 'Горки', type: 'с.', codePfr62: '089072' },
  { id: 12, regionId: 1, cityId: null, caption: 'Шурышкары', type: 'с.', codePfr62: '089073' },
  { id: 13, regionId: 1, cityId: null, caption: 'Овгорт', type: 'с.', codePfr62: '089074' },
  // Красноселькупский район
  { id: 14, regionId: 1, cityId: 12, caption: 'Толька', type: 'с.', codePfr62: '089081' },
  { id: 15, regionId: 1, cityId: 12, caption: 'Ратта', type: 'с.', codePfr62: '089082' },
  // Пуровский район (центр — Тарко-Сале)
  { id: 16, regionId: 1, cityId: 8, caption: 'Уренгой', type: 'пгт', codePfr62: '089091' },
  { id: 17, regionId: 1, cityId: 8, caption: 'Пурпе', type: 'п.', codePfr62: '089092' },
  { id: 18, regionId: 1, cityId: 8, caption: 'Ханымей', type: 'п.', codePfr62: '089093' },
  { id: 19, regionId: 1, cityId: 8, caption: 'Самбург', type: 'с.', codePfr62: '089094' },
  // Надымский район
  { id: 20, regionId: 1, cityId: 4, caption: 'Пангоды', type: 'пгт', codePfr62: '089101' },
  { id: 21, regionId: 1, cityId: 4, caption: 'Ягельный', type: 'п.', codePfr62: '089102' },
  { id: 22, regionId: 1, cityId: 4, caption: 'Кутопьюган', type: 'с.', codePfr62: '089103' },
  { id: 23, regionId: 1, cityId: 4, caption: 'Ныда', type: 'с.', codePfr62: '089104' },
  // Тазовский район
  { id: 24, regionId: 1, cityId: 9, caption: 'Антипаюта', type: 'с.', codePfr62: '089111' },
  { id: 25, regionId: 1, cityId: 9, caption: 'Гыда', type: 'с.', codePfr62: '089112' },
  { id: 26, regionId: 1, cityId: 9, caption: 'Газ-Сале', type: 'с.', codePfr62: '089113' },
  // Соседи
  { id: 201, regionId: 2, cityId: 202, caption: 'Барсово', type: 'пгт', codePfr62: '086021' },
  { id: 301, regionId: 3, cityId: 301, caption: 'Искателей', type: 'пгт', codePfr62: '083011' },
  { id: 601, regionId: 6, cityId: 602, caption: 'Воргашор', type: 'пгт', codePfr62: '011031' },
];

type StreetRow = [caption: string, type: StreetSeed['type']];

/** Streets of each ЯНАО city; ids are cityId * 100 + position. */
const STREETS_BY_CITY: Record<number, StreetRow[]> = {
  [CITY.salekhard]: [
    ['Республики', 'ул.'],
    ['Матросова', 'ул.'],
    ['Мира', 'ул.'],
    ['Ленина', 'ул.'],
    ['Чубынина', 'ул.'],
    ['Свердлова', 'ул.'],
    ['Губкина', 'ул.'],
    ['Броднева', 'ул.'],
    ['Подшибякина', 'ул.'],
    ['Маяковского', 'пер.'],
  ],
  [CITY.noyabrsk]: [
    ['Мира', 'пр-т'],
    ['Ленина', 'ул.'],
    ['Советская', 'ул.'],
    ['60 лет СССР', 'ул.'],
    ['Изыскателей', 'ул.'],
    ['Шоссейная', 'ул.'],
    ['Высоцкого', 'ул.'],
    ['Магистральная', 'ул.'],
    ['Школьный', 'пер.'],
  ],
  [CITY.novyUrengoy]: [
    ['Ленинградский', 'пр-т'],
    ['Губкина', 'пр-т'],
    ['Интернациональная', 'ул.'],
    ['Сибирская', 'ул.'],
    ['Юбилейная', 'ул.'],
    ['Таёжная', 'ул.'],
    ['26 съезда КПСС', 'ул.'],
    ['Молодёжный', 'пер.'],
  ],
  [CITY.nadym]: [
    ['Ленинградский', 'пр-т'],
    ['Комсомольская', 'ул.'],
    ['Зверева', 'ул.'],
    ['Набережная им. Оруджева', 'ул.'],
    ['Строителей', 'ул.'],
    ['Полярная', 'ул.'],
    ['Советский', 'пер.'],
  ],
  [CITY.muravlenko]: [
    ['Ленина', 'ул.'],
    ['Губкина', 'ул.'],
    ['Нефтяников', 'ул.'],
    ['Школьная', 'ул.'],
    ['Дружбы Народов', 'ул.'],
    ['Муравленко', 'ул.'],
  ],
  [CITY.labytnangi]: [
    ['Гагарина', 'ул.'],
    ['Первомайская', 'ул.'],
    ['Дзержинского', 'ул.'],
    ['Школьная', 'ул.'],
    ['Обская', 'ул.'],
    ['Бована', 'ул.'],
    ['Северный', 'пер.'],
  ],
  [CITY.gubkinsky]: [
    ['Первопроходцев', 'ул.'],
    ['Транспортная', 'ул.'],
    ['Железнодорожная', 'ул.'],
    ['Газовиков', 'ул.'],
    ['Нефтяников', 'пр-т'],
  ],
  [CITY.tarkoSale]: [
    ['Мира', 'ул.'],
    ['Геологов', 'ул.'],
    ['Победы', 'ул.'],
    ['Анны Пантелеевой', 'ул.'],
    ['Е. Колесниковой', 'ул.'],
    ['Труда', 'ул.'],
    ['Береговой', 'пер.'],
  ],
  [CITY.tazovsky]: [
    ['Калинина', 'ул.'],
    ['Пушкина', 'ул.'],
    ['Геофизиков', 'ул.'],
    ['Северная', 'ул.'],
    ['Заполярная', 'ул.'],
  ],
  [CITY.yarSale]: [
    ['Худи Сэроко', 'ул.'],
    ['Мира', 'ул.'],
    ['Советская', 'ул.'],
    ['Подгорная', 'ул.'],
    ['Ямальская', 'ул.'],
  ],
  [CITY.aksarka]: [
    ['Первомайская', 'ул.'],
    ['Советская', 'ул.'],
    ['Набережная', 'ул.'],
    ['Комсомольская', 'ул.'],
    ['Речной', 'пер.'],
  ],
  [CITY.krasnoselkup]: [
    ['Советская', 'ул.'],
    ['Нагорная', 'ул.'],
    ['Полярная', 'ул.'],
    ['Строителей', 'ул.'],
    ['Кеть-Кылинская', 'ул.'],
  ],
};

export const STREETS: StreetSeed[] = Object.entries(STREETS_BY_CITY).flatMap(([cityId, streets]) =>
  streets.map(([caption, type], index) => ({
    id: Number(cityId) * 100 + index + 1,
    cityId: Number(cityId),
    caption,
    type,
  })),
);

/** Street id by city and caption, for addresses in the other seed files. */
export function streetId(cityId: number, caption: string): number {
  const street = STREETS.find((row) => row.cityId === cityId && row.caption === caption);
  if (!street) throw new Error(`Улица '${caption}' города ${cityId} не найдена в демо-данных`);
  return street.id;
}
