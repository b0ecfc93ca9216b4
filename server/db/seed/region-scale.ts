/**
 * A whole region's worth of public data for the bench's scale mode (`npm run bench -- --scale`)
 * and the index tests: providers of every type, their services, tour operators with tours and
 * dates, suppliers of support measures with coordinates, news. The demo seed stays small for a
 * newcomer; this one is for measuring. Generated from a seed by a small PRNG (the same seed gives
 * the same rows) and written with one INSERT ... SELECT FROM unnest(...) per table and chunk, not
 * row by row. Ids start at SCALE_FIRST_ID, far above the demo seed's and the identities' first
 * values, so it goes into a database that already has the demo data.
 */
import type { Queryable } from '../db.ts';
import { innLegal, innPerson, ogrn, ogrnip } from './checksums.ts';
import { MSP_SUBCATEGORIES } from './navigator.ts';
import { CITIES, HOME_REGION_ID } from './regions.ts';

/** How much a region holds (issue 19, item 7). */
export const REGION_SCALE = {
  /** Providers of social services (all five provider types) and tour operators. */
  institutions: 2000,
  /** Services of those providers, tours included. */
  services: 40_000,
  /** Suppliers of support measures (institutions of source type 3) with a point on the map. */
  suppliers: 10_000,
  news: 2000,
  /** Support measures of the navigator, each with suppliers where it is obtained. */
  measures: 500,
} as const;
export type RegionScale = { [K in keyof typeof REGION_SCALE]: number };

export const SCALE_FIRST_ID = 1_000_000;

/** mulberry32: a tiny 32-bit PRNG, good enough for test data and the same in every Node. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof prng>;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** ЯНАО's cities of the demo seed with their points (degrees). */
const CITY_POINTS: Record<number, [number, number]> = {
  1: [66.53, 66.6],
  2: [63.2, 75.45],
  3: [66.08, 76.68],
  4: [65.53, 72.52],
  5: [63.79, 74.5],
  6: [66.66, 66.39],
  7: [64.43, 76.5],
  8: [64.91, 77.78],
  9: [67.47, 78.7],
  10: [66.86, 70.84],
  11: [66.56, 67.8],
  12: [65.7, 82.47],
};
const HOME_CITIES = CITIES.filter((c) => c.regionId === HOME_REGION_ID);
const STREETS = [
  'ул. Республики',
  'ул. Ленина',
  'ул. Мира',
  'ул. Губкина',
  'пр-т Молодёжный',
  'ул. Матросова',
  'ул. Северная',
  'ул. Геологов',
  'ул. Набережная',
  'ул. Комсомольская',
  'ул. Первомайская',
  'ул. Строителей',
];
const NAMES = [
  'Забота',
  'Доверие',
  'Надежда',
  'Милосердие',
  'Северное сияние',
  'Полярная звезда',
  'Радуга',
  'Тепло',
  'Семья',
  'Истоки',
  'Оберег',
  'Участие',
  'Берегиня',
  'Родник',
  'Ямал',
  'Тундра',
  'Сияние',
  'Добрые руки',
  'Содействие',
  'Мой дом',
  'Поддержка',
  'Очаг',
  'Соседи',
  'Долголетие',
];
const SURNAMES = [
  'Худякова',
  'Ненянг',
  'Окотэтто',
  'Салиндер',
  'Лаптандер',
  'Ямкина',
  'Рочева',
  'Канева',
  'Сядэй',
  'Тибичи',
  'Вануйто',
  'Пырерка',
  'Езынги',
  'Яптик',
  'Хороля',
];
const INITIALS = ['О.П.', 'А.В.', 'Н.С.', 'Е.И.', 'М.Ю.', 'Т.Г.', 'Л.Н.', 'И.А.'];

/** Provider types with their legal forms and kinds of institutions (platform.md section 9). */
const KINDS: Record<number, { legal: string; short: string; kinds: string[] }> = {
  0: {
    legal: 'Государственное бюджетное учреждение Ямало-Ненецкого автономного округа',
    short: 'ГБУ ЯНАО',
    kinds: [
      'Центр социального обслуживания населения',
      'Дом-интернат для престарелых и инвалидов',
      'Реабилитационный центр для детей и подростков',
      'Центр социальной помощи семье и детям',
      'Социально-реабилитационный центр',
    ],
  },
  1: {
    legal: 'Автономная некоммерческая организация',
    short: 'АНО',
    kinds: [
      'Центр социальных услуг',
      'Служба помощи пожилым',
      'Центр сопровождения семей',
      'Патронажная служба',
      'Центр адаптивного спорта',
    ],
  },
  2: { legal: 'Индивидуальный предприниматель', short: 'ИП', kinds: [] },
  10: {
    legal: 'Общество с ограниченной ответственностью',
    short: 'ООО',
    kinds: ['Социальная служба', 'Служба сиделок', 'Агентство нянь', 'Социальное такси'],
  },
  11: {
    legal: 'Автономная некоммерческая организация',
    short: 'АНО',
    kinds: ['Служба ранней помощи', 'Центр ранней помощи детям', 'Лекотека'],
  },
};
/** How the institutions are shared among the types: state, non-state, individual, by certificate, early help, tour operators. */
const TYPE_SHARES: Array<{ type: number; source: 1 | 2; share: number }> = [
  { type: 0, source: 1, share: 0.25 },
  { type: 1, source: 1, share: 0.3 },
  { type: 2, source: 1, share: 0.2 },
  { type: 10, source: 1, share: 0.12 },
  { type: 11, source: 1, share: 0.08 },
  { type: 1, source: 2, share: 0.05 },
];

/** Services: caption, area, catalogue group (null: only in the registry), rate unit. */
const SERVICE_KINDS: Array<[string, string, number | null, string | null]> = [
  ['Социальное такси', 'social', 1, 'km'],
  ['Перевозка маломобильных граждан', 'social', 1, 'hour'],
  ['Услуги сиделки', 'medical', 2, 'hour'],
  ['Уход за лежачим больным', 'medical', 2, 'day'],
  ['Присмотр за ребёнком (бэбиситтинг)', 'education', 3, 'hour'],
  ['Подготовка граждан, желающих принять ребёнка в семью', 'education', 4, 'piece'],
  ['Услуги переводчика русского жестового языка', 'social', 5, 'hour'],
  ['Занятия адаптивной физкультурой', 'sport', 6, 'piece'],
  ['Скандинавская ходьба', 'sport', 6, 'piece'],
  ['Посещение театра с сопровождением', 'culture', 7, 'piece'],
  ['Кружок декоративно-прикладного творчества', 'culture', 7, 'month'],
  ['Услуги няни', 'education', 8, 'hour'],
  ['Помощь в уборке жилого помещения', 'social', null, 'hour'],
  ['Доставка продуктов питания на дом', 'social', null, 'piece'],
  ['Социально-психологическое консультирование', 'social', null, 'hour'],
  ['Социально-педагогическая коррекция', 'education', null, 'hour'],
  ['Содействие в трудоустройстве', 'work', null, 'piece'],
  ['Обучение компьютерной грамотности', 'education', null, 'hour'],
  ['Лечебная физкультура', 'medical', null, 'piece'],
  ['Массаж', 'medical', null, 'piece'],
  ['Стирка и глажение белья', 'social', null, 'piece'],
  ['Горячее питание', 'social', null, 'day'],
  ['Предоставление койко-места', 'social', null, 'fullDay'],
  ['Социально-правовое консультирование', 'social', null, 'hour'],
];
const SERVICE_FOR = [
  'для граждан пожилого возраста',
  'для инвалидов',
  'для семей с детьми',
  'на дому',
  'в полустационарной форме',
  'для ветеранов',
  'для детей-инвалидов',
  'в стационарной форме',
];
const TOURS = [
  'Тур «Полярный Урал»',
  'Экскурсия на оленеводческое стойбище',
  'Тур «Северное сияние»',
  'Рыбалка на Оби',
  'Этнотур «Ямальские кочевья»',
  'Экскурсия по Салехарду',
  'Тур к Полярному кругу',
  'Сплав по реке Собь',
];
const MEASURE_KINDS = [
  'Ежемесячная денежная выплата',
  'Единовременное пособие',
  'Компенсация расходов на оплату жилья',
  'Региональный материнский капитал',
  'Социальная доплата к пенсии',
  'Бесплатный проезд',
  'Набор социальных услуг',
  'Путёвка на санаторно-курортное лечение',
];
const MEASURE_FOR = [
  'многодетным семьям',
  'ветеранам труда',
  'инвалидам',
  'пенсионерам',
  'семьям с детьми',
  'малоимущим гражданам',
  'коренным малочисленным народам Севера',
];
const RATE_TYPES = ['free', 'fixed', 'contract', 'certificate', 'rate'] as const;
const NEWS_TOPICS = [
  'Выплаты семьям с детьми',
  'Социальное такси',
  'Активное долголетие',
  'Соцконтракт',
  'Приём граждан',
  'Ремонт жилья ветеранам',
  'Летний отдых детей',
  'Компенсация за проезд',
  'Школа ухода',
  'Серебряные волонтёры',
];

export interface ScaleInstitution {
  id: number;
  caption: string;
  shortCaption: string;
  institutionTypeId: number;
  sourceType: 1 | 2 | 3;
  ogrn: string;
  inn: string;
  cityId: number;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  rating: number | null;
}
export interface ScaleService {
  id: number;
  institutionId: number;
  catalogGroup: number | null;
  caption: string;
  area: string;
  rateType: string;
  rateUnit: string | null;
  price: number | null;
  isTourism: boolean;
}
export interface ScaleTourDate {
  id: number;
  serviceId: number;
  /** Days from the day of seeding. */
  startsIn: number;
  days: number;
  placesTotal: number;
  placesLeft: number;
}
export interface ScaleNews {
  id: number;
  kind: 'news' | 'every-mother' | 'subsidy-contest';
  title: string;
  content: string;
  /** Minutes before the moment of seeding. */
  minutesAgo: number;
}
export interface ScaleMeasure {
  id: number;
  subcategoryId: number;
  caption: string;
  /** The suppliers (ids of institutions of source type 3) where it is obtained. */
  supplierIds: number[];
}
export interface RegionData {
  measures: ScaleMeasure[];
  institutions: ScaleInstitution[];
  services: ScaleService[];
  tourDates: ScaleTourDate[];
  news: ScaleNews[];
}

/** One institution of a type: names, requisites, a city with an address and a point near it. */
function institution(random: Random, id: number, n: number, type: number, source: 1 | 2 | 3): ScaleInstitution {
  const city = pick(random, HOME_CITIES);
  const [lat, lon] = CITY_POINTS[city.id] ?? CITY_POINTS[1];
  const name = pick(random, NAMES);
  let caption: string;
  let shortCaption: string;
  const person = `${pick(random, SURNAMES)} ${pick(random, INITIALS)}`;
  if (type === 2) {
    caption = `Индивидуальный предприниматель ${person}`;
    shortCaption = `ИП ${person}`;
  } else {
    const form =
      source === 2
        ? {
            legal: 'Общество с ограниченной ответственностью',
            short: 'ООО',
            kinds: ['Туристическое агентство', 'Туроператор'],
          }
        : source === 3
          ? {
              legal: 'Муниципальное казённое учреждение',
              short: 'МКУ',
              kinds: ['Центр поддержки населения', 'Управление социальной защиты', 'Центр занятости'],
            }
          : KINDS[type];
    const kind = pick(random, form.kinds);
    caption = `${form.legal} «${kind} „${name}“ № ${n}» в ${city.type} ${city.caption}`;
    shortCaption = `${form.short} «${kind} „${name}“ № ${n}»`;
  }
  const individual = type === 2;
  const serial = pad(id - SCALE_FIRST_ID, 7);
  return {
    id,
    caption,
    shortCaption,
    institutionTypeId: type,
    sourceType: source,
    // Registered in 2001 and 2004 (the year in the OGRN), which no demo provider was: never the demo's numbers.
    ogrn: individual ? ogrnip(`3048900${serial}`) : ogrn(`10189${serial}`),
    inn: individual ? innPerson(`890${serial}`) : innLegal(`89${serial}`),
    cityId: city.id,
    address: `629${pad(between(random, 0, 999), 3)}, ЯНАО, ${city.type} ${city.caption}, ${pick(random, STREETS)}, д. ${between(random, 1, 120)}`,
    phone: `+7 (3492${between(random, 2, 9)}) ${between(random, 2, 9)}-${pad(between(random, 0, 99), 2)}-${pad(between(random, 0, 99), 2)}`,
    latitude: Math.round((lat + (random() - 0.5) * 0.6) * 1e6) / 1e6,
    longitude: Math.round((lon + (random() - 0.5) * 1.2) * 1e6) / 1e6,
    rating: source === 1 && random() < 0.4 ? Math.round((3 + random() * 2) * 100) / 100 : null,
  };
}

/** The region's data for a seed: the same seed gives the same rows, in the same order. */
export function generateRegion(seed: number, scale: RegionScale = REGION_SCALE): RegionData {
  const random = prng(seed);
  let nextId = SCALE_FIRST_ID;
  const institutions: ScaleInstitution[] = [];
  TYPE_SHARES.forEach(({ type, source, share }, index) => {
    const count =
      index === TYPE_SHARES.length - 1
        ? scale.institutions - institutions.length
        : Math.round(scale.institutions * share);
    for (let n = 1; n <= count; n += 1) institutions.push(institution(random, nextId++, n, type, source));
  });
  const providers = institutions.filter((i) => i.sourceType === 1);
  const operators = institutions.filter((i) => i.sourceType === 2);
  for (let n = 1; n <= scale.suppliers; n += 1)
    institutions.push(institution(random, nextId++, n, pick(random, [0, 1]), 3));

  const services: ScaleService[] = [];
  const tourDates: ScaleTourDate[] = [];
  // A twentieth of the services are tours, shared by the tour operators.
  const tours = operators.length ? Math.round(scale.services / 20) : 0;
  for (let n = 0; n < scale.services; n += 1) {
    const id = nextId++;
    if (n < tours) {
      services.push({
        id,
        institutionId: operators[n % operators.length].id,
        catalogGroup: null,
        caption: `${pick(random, TOURS)} (${between(random, 2, 10)} дн.)`,
        area: pick(random, ['culture', 'sport']),
        rateType: 'fixed',
        rateUnit: 'piece',
        price: between(random, 80, 900) * 100,
        isTourism: true,
      });
      for (let d = 0; d < 3; d += 1) {
        const placesTotal = between(random, 6, 30);
        tourDates.push({
          id: nextId++,
          serviceId: id,
          startsIn: between(random, -30, 240),
          days: between(random, 1, 10),
          placesTotal,
          placesLeft: between(random, 0, placesTotal),
        });
      }
      continue;
    }
    const [caption, area, group, unit] = pick(random, SERVICE_KINDS);
    const rateType = pick(random, RATE_TYPES);
    services.push({
      id,
      institutionId: providers[n % providers.length].id,
      catalogGroup: group,
      caption: `${caption} ${pick(random, SERVICE_FOR)}`,
      area,
      rateType,
      rateUnit: rateType === 'free' ? null : unit,
      price: rateType === 'free' || rateType === 'certificate' ? null : between(random, 150, 4500),
      isTourism: false,
    });
  }

  const news: ScaleNews[] = [];
  for (let n = 0; n < scale.news; n += 1) {
    const kind = n % 20 === 0 ? 'subsidy-contest' : n % 10 === 1 ? 'every-mother' : 'news';
    const topic = pick(random, NEWS_TOPICS);
    const city = pick(random, HOME_CITIES);
    news.push({
      id: nextId++,
      kind,
      title:
        kind === 'subsidy-contest'
          ? `Объявлен конкурс на предоставление субсидий: ${topic.toLowerCase()} (№ ${n + 1})`
          : `${topic}: ${city.type} ${city.caption} (№ ${n + 1})`,
      content: `${topic}. Департамент социальной защиты населения ЯНАО сообщает о порядке обращения: ${city.type} ${city.caption}.\nПодробности — в центрах социального обслуживания и по телефону горячей линии.`,
      minutesAgo: n * 180 + between(random, 0, 120),
    });
  }
  const suppliers = institutions.filter((i) => i.sourceType === 3);
  const measures: ScaleMeasure[] = [];
  for (let n = 1; n <= scale.measures; n += 1) {
    const picked = new Set<number>();
    for (let k = between(random, 5, 40); k > 0; k -= 1) picked.add(pick(random, suppliers).id);
    measures.push({
      id: nextId++,
      subcategoryId: pick(random, MSP_SUBCATEGORIES).id,
      caption: `${pick(random, MEASURE_KINDS)} ${pick(random, MEASURE_FOR)} (№ ${n})`,
      supplierIds: [...picked],
    });
  }
  return { institutions, services, tourDates, news, measures };
}

/** Rows per INSERT: every column travels as one array parameter, so this bounds only a statement's size. */
const CHUNK = 10_000;

type Column<Row> = [name: string, type: string, value: (row: Row) => unknown];

/**
 * Inserts rows as arrays: one `INSERT ... SELECT ... FROM unnest($1::t1[], $2::t2[], ...)` per
 * chunk. `computed` adds table columns computed in SQL from the unnested ones (dates from offsets).
 */
async function insertColumns<Row>(
  db: Queryable,
  table: string,
  rows: Row[],
  columns: Column<Row>[],
  computed: Record<string, string> = {},
  skip: string[] = [],
): Promise<void> {
  const names = columns.map(([name]) => name);
  const stored = names.filter((name) => !skip.includes(name));
  const into = [...stored, ...Object.keys(computed)].join(', ');
  const select = [...stored, ...Object.values(computed)].join(', ');
  const unnest = `unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS r(${names.join(', ')})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db.query(
      `INSERT INTO ${table} (${into}) SELECT ${select} FROM ${unnest}`,
      columns.map(([, , value]) => chunk.map(value)),
    );
  }
}

/**
 * Writes a region into a migrated database (the demo seed may be there too): institutions with
 * their services, tour dates and news, then VACUUM ANALYZE, as autovacuum would after such a load.
 */
export async function seedRegion(db: Queryable, data: RegionData): Promise<void> {
  await insertColumns(
    db,
    'institutions',
    data.institutions,
    [
      ['id', 'int', (r) => r.id],
      ['caption', 'text', (r) => r.caption],
      ['short_caption', 'text', (r) => r.shortCaption],
      ['institution_type_id', 'int', (r) => r.institutionTypeId],
      ['source_type', 'int', (r) => r.sourceType],
      ['ogrn', 'text', (r) => r.ogrn],
      ['inn', 'text', (r) => r.inn],
      ['city_id', 'int', (r) => r.cityId],
      ['address', 'text', (r) => r.address],
      ['phone', 'text', (r) => r.phone],
      ['latitude', 'float8', (r) => r.latitude],
      ['longitude', 'float8', (r) => r.longitude],
      ['rating', 'numeric', (r) => r.rating],
    ],
    { region_id: String(HOME_REGION_ID), date_included: "DATE '2015-01-01' + (id % 3650)" },
  );
  // Statistics of the institutions before their services come: the services' triggers update the
  // institutions they name (migration 0017), and planned over a table the planner believes empty
  // that update read all 12 000 institutions for each of them (minutes on PGlite, not seconds).
  await db.query('ANALYZE institutions');
  await insertColumns(db, 'services', data.services, [
    ['id', 'int', (r) => r.id],
    ['institution_id', 'int', (r) => r.institutionId],
    ['provider_source_type', 'int', (r) => (r.isTourism ? 2 : 1)],
    ['catalog_group', 'int', (r) => r.catalogGroup],
    ['caption', 'text', (r) => r.caption],
    ['area', 'text', (r) => r.area],
    ['rate_type', 'text', (r) => r.rateType],
    ['rate_unit', 'text', (r) => r.rateUnit],
    ['price', 'numeric', (r) => r.price],
    ['is_tourism', 'bool', (r) => r.isTourism],
  ]);
  await insertColumns(
    db,
    'tour_dates',
    data.tourDates,
    [
      ['id', 'int', (r) => r.id],
      ['service_id', 'int', (r) => r.serviceId],
      ['starts_in', 'int', (r) => r.startsIn],
      ['days', 'int', (r) => r.days],
      ['places_total', 'int', (r) => r.placesTotal],
      ['places_left', 'int', (r) => r.placesLeft],
    ],
    { starts_on: 'CURRENT_DATE + starts_in', ends_on: 'CURRENT_DATE + starts_in + days - 1' },
    ['starts_in', 'days'],
  );
  await insertColumns(
    db,
    'news',
    data.news,
    [
      ['id', 'int', (r) => r.id],
      ['kind', 'text', (r) => r.kind],
      ['title', 'text', (r) => r.title],
      ['content', 'text', (r) => r.content],
      ['minutes_ago', 'int', (r) => r.minutesAgo],
    ],
    { published_at: 'now() - make_interval(mins => minutes_ago)' },
    ['minutes_ago'],
  );
  // The navigator's suppliers are the suppliers above (their institution), its measures link to them.
  const suppliers = data.institutions.filter((i) => i.sourceType === 3);
  await insertColumns(
    db,
    'soc_suppliers',
    suppliers,
    [
      ['id', 'int', (r) => r.id],
      ['caption', 'text', (r) => r.caption],
      ['short_caption', 'text', (r) => r.shortCaption],
      ['city_id', 'int', (r) => r.cityId],
      ['address', 'text', (r) => r.address],
      ['phone', 'text', (r) => r.phone],
      ['latitude', 'float8', (r) => r.latitude],
      ['longitude', 'float8', (r) => r.longitude],
    ],
    { institution_id: 'id' },
  );
  await insertColumns(
    db,
    'soc_msp',
    data.measures,
    [
      ['id', 'int', (r) => r.id],
      ['subcategory_id', 'int', (r) => r.subcategoryId],
      ['caption', 'text', (r) => r.caption],
    ],
    {
      summary: "caption || ': кто может получить, куда обращаться и какие нужны документы.'",
      recipients: "'Жители Ямало-Ненецкого автономного округа, отвечающие условиям меры'",
      how_to_apply: "'Заявление через портал, в МФЦ или в управлении социальной защиты населения по месту жительства'",
      legal_basis: "'Закон Ямало-Ненецкого автономного округа от 03.11.2006 № 62-ЗАО'",
    },
  );
  const links = data.measures.flatMap((m) => m.supplierIds.map((supplierId) => ({ mspId: m.id, supplierId })));
  await insertColumns(db, 'soc_msp_suppliers', links, [
    ['msp_id', 'int', (r) => r.mspId],
    ['supplier_id', 'int', (r) => r.supplierId],
  ]);
  // The planner's statistics, and the visibility map that lets a count read an index alone.
  for (const table of [
    'institutions',
    'services',
    'tour_dates',
    'news',
    'cities',
    'soc_suppliers',
    'soc_msp',
    'soc_msp_suppliers',
  ])
    await db.query(`VACUUM ANALYZE ${table}`);
}
