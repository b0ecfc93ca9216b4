/**
 * How the registry shows its codes (platform.md section 9): provider types, service areas, rate
 * types and units, forms of social service, licence states; money and dates as people read them.
 */
import { formatMoney } from '@/components/format-money';

/** Empty values in read-only views (platform.md section 9). */
export const EMPTY = 'отсутствует';

export const PROVIDER_TYPES: Record<number, string> = {
  0: 'Государственный поставщик',
  1: 'Негосударственный поставщик',
  2: 'Индивидуальный предприниматель',
  10: 'Поставщик по социальному сертификату',
  11: 'Служба ранней помощи',
};

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

/** The unit a price is given for, as read after the amount ('350,00 р. за час'). */
export const RATE_UNITS_PER = {
  hour: 'за час',
  day: 'за день',
  month: 'за месяц',
  minute: 'за минуту',
  week: 'за неделю',
  fullDay: 'за сутки',
  piece: 'за единицу',
  km: 'за км',
} as const;

export const RATE_UNITS = {
  hour: 'Час',
  day: 'День',
  month: 'Месяц',
  minute: 'Минута',
  week: 'Неделя',
  fullDay: 'Сутки',
  piece: 'Единица (шт.)',
  km: 'Километр',
} as const;

export const SEAT_FORMS = {
  home: 'Социальное обслуживание на дому',
  'semi-stationary': 'Полустационарная форма',
  stationary: 'Стационарная форма',
} as const;

export const LICENSE_STATUS = {
  active: { label: 'Действует', color: 'success' },
  suspended: { label: 'Приостановлена', color: 'warning' },
  revoked: { label: 'Прекращена', color: 'default' },
} as const;

/** A service's price as the card shows it: 'Бесплатно', '350,00 р. за час', or the rate type when no price is set. */
export function formatPrice(service: { rateType: keyof typeof RATE_TYPES; rateUnit: keyof typeof RATE_UNITS_PER | null; price: number | null }): string {
  if (service.rateType === 'free') return RATE_TYPES.free;
  if (service.price === null) return RATE_TYPES[service.rateType];
  return service.rateUnit ? `${formatMoney(service.price)} ${RATE_UNITS_PER[service.rateUnit]}` : formatMoney(service.price);
}

/** '2015-01-12' -> '12.01.2015'; empty -> 'отсутствует'. */
export function formatDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : EMPTY;
}

/** A value or 'отсутствует'. */
export const orEmpty = (value: string | null | undefined): string => (value && value.trim() ? value : EMPTY);
