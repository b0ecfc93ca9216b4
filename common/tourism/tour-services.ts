/**
 * The tour operator's tour services (workflows.md sections 3, 7, 8): the rules of one service the
 * browser and the server check alike, the default period of the public list and how the places
 * left read. The server stores them (migration 0035); the tour contracts take places from them.
 */

/** The institution source type of a tour operator (platform.md section 6: Services 1, Tourism 2, Msp 3). */
export const TOURISM_SOURCE_TYPE = 2;

export const TOUR_SERVICE_LIMITS = {
  name: 300,
  description: 4000,
  maxPlaces: 10_000,
  maxPrice: 10_000_000,
  /** Services in one operator's list. */
  maxServices: 200,
} as const;

/** One service as its operator writes it; `id` and `version` name an existing one. */
export interface TourServiceInput {
  id?: number;
  version?: number;
  serviceTypeId: number;
  name: string;
  description: string;
  dateFrom: string;
  dateTo: string;
  placesTotal: number;
  doNotShowOnPortalFrom: string | null;
  price: number | null;
}

export type TourServiceField = 'name' | 'dateFrom' | 'dateTo' | 'placesTotal' | 'doNotShowOnPortalFrom' | 'price';

export interface TourServiceError {
  field: TourServiceField;
  message: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** How the places taken by contracts limit a change: a service cannot have fewer places. */
export const placesBelowTaken = (name: string, taken: number) =>
  `В услуге «${name}» уже занято мест по договорам: ${taken}. Число мест не может быть меньше.`;

/**
 * What is wrong with one service, each with its field (empty when it may be stored); `taken` is
 * the places its contracts already hold.
 */
export function tourServiceErrors(input: TourServiceInput, taken = 0): TourServiceError[] {
  const errors: TourServiceError[] = [];
  const name = input.name.trim();
  if (!name) errors.push({ field: 'name', message: 'Укажите название услуги' });
  else if (name.length > TOUR_SERVICE_LIMITS.name)
    errors.push({ field: 'name', message: `Название услуги — не длиннее ${TOUR_SERVICE_LIMITS.name} символов` });
  if (!isDate(input.dateFrom)) errors.push({ field: 'dateFrom', message: 'Укажите дату начала тура' });
  if (!isDate(input.dateTo)) errors.push({ field: 'dateTo', message: 'Укажите дату окончания тура' });
  else if (isDate(input.dateFrom) && input.dateTo < input.dateFrom)
    errors.push({ field: 'dateTo', message: 'Дата окончания тура не может быть раньше даты начала' });
  if (!Number.isInteger(input.placesTotal) || input.placesTotal < 1)
    errors.push({ field: 'placesTotal', message: 'Число мест — целое число не меньше 1' });
  else if (input.placesTotal > TOUR_SERVICE_LIMITS.maxPlaces)
    errors.push({ field: 'placesTotal', message: `Число мест — не больше ${TOUR_SERVICE_LIMITS.maxPlaces}` });
  else if (input.placesTotal < taken)
    errors.push({ field: 'placesTotal', message: placesBelowTaken(name || 'без названия', taken) });
  if (input.doNotShowOnPortalFrom !== null && !isDate(input.doNotShowOnPortalFrom))
    errors.push({
      field: 'doNotShowOnPortalFrom',
      message: 'Дата, с которой тур не показывается на портале, указана неверно',
    });
  if (
    input.price !== null &&
    (!Number.isFinite(input.price) || input.price < 0 || input.price > TOUR_SERVICE_LIMITS.maxPrice)
  )
    errors.push({ field: 'price', message: 'Стоимость — число от 0 до 10 000 000 рублей' });
  return errors;
}

/** The default period of the public list: 1 January to 31 December of the year of `today` (an ISO date). */
export function defaultTourPeriod(today: string): { dateFrom: string; dateTo: string } {
  const year = today.slice(0, 4);
  return { dateFrom: `${year}-01-01`, dateTo: `${year}-12-31` };
}

/** How the places left of a tour read in the catalogue. */
export function placesLeftText(left: number): string {
  return left > 0 ? `Осталось мест: ${left}` : 'Мест нет';
}

export const TOUR_SERVICE_MSG = {
  saved: 'Туристические услуги сохранены',
  operatorsOnly:
    'Туристические услуги ведёт сотрудник туроператора: выберите организацию в роли поставщика туристических услуг',
  notYours: 'Нет доступа',
  unknownService: 'Услуга не найдена: обновите список и внесите изменения повторно',
  unknownType: 'Выберите вид туристической услуги из списка',
  removeTaken: (name: string, taken: number) =>
    `Услугу «${name}» нельзя удалить: по договорам уже занято мест — ${taken}.`,
  duplicate: 'Одна и та же услуга указана в списке дважды: обновите список',
  versionMissing: 'Для изменения услуги нужна версия, с которой её прочитали: обновите список',
  periodOrder: 'Дата окончания периода не может быть раньше даты начала',
} as const;
