/**
 * How services are labelled on the public pages (platform.md section 9): service areas, rate
 * types and units, and a price in the spec's currency format. Shared by the registry and the
 * service catalogue.
 */
import { RATE_UNIT_WORDS, type RateUnit } from '@common/rate-units';
import { formatMoney } from './format-money';

export const SERVICE_AREAS = {
  social: 'Социальное обслуживание',
  education: 'Образование',
  sport: 'Физическая культура и спорт',
  medical: 'Здравоохранение',
  work: 'Занятость',
  culture: 'Культура',
} as const;
export type ServiceArea = keyof typeof SERVICE_AREAS;

export const RATE_TYPES = {
  free: 'Бесплатно',
  fixed: 'Фиксированный тариф',
  contract: 'По договору',
  certificate: 'По социальному сертификату',
  rate: 'Установленный тариф',
} as const;

/**
 * The unit a price is given for, as read after the amount ('350,00 р. за час', '400,00 р. за
 * услугу'): the kernel's words, the same the documents print.
 */
export const RATE_UNITS_PER = Object.fromEntries(
  Object.entries(RATE_UNIT_WORDS).map(([unit, words]) => [unit, words.per]),
) as Record<RateUnit, string>;

export const RATE_UNITS = {
  hour: 'Час',
  day: 'День',
  month: 'Месяц',
  minute: 'Минута',
  week: 'Неделя',
  fullDay: 'Сутки',
  piece: 'Услуга',
  km: 'Километр',
} as const;

/** A service's price as the card shows it: 'Бесплатно', '350,00 р. за час', or the rate type when no price is set. */
export function formatPrice(service: {
  rateType: keyof typeof RATE_TYPES;
  rateUnit: keyof typeof RATE_UNITS_PER | null;
  price: number | null;
}): string {
  if (service.rateType === 'free') return RATE_TYPES.free;
  if (service.price === null) return RATE_TYPES[service.rateType];
  return service.rateUnit
    ? `${formatMoney(service.price)} ${RATE_UNITS_PER[service.rateUnit]}`
    : formatMoney(service.price);
}
