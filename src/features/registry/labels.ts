/**
 * How the registry shows its codes (platform.md section 9): provider types, service areas, rate
 * types and units, forms of social service, licence states; money as people read it (dates and
 * times: common/region-time.ts).
 */
import { countRu } from '@common/text/plural';
import { EMPTY_VALUE } from '@/components/details-list';

export {
  SERVICE_AREAS,
  RATE_TYPES,
  RATE_UNITS_PER,
  RATE_UNITS,
  formatPrice,
  type ServiceArea,
} from '@/components/service-labels';

/** Empty values in read-only views (platform.md section 9). */
export const EMPTY = EMPTY_VALUE;

export const PROVIDER_TYPES: Record<number, string> = {
  0: 'Государственный поставщик',
  1: 'Негосударственный поставщик',
  2: 'Индивидуальный предприниматель',
  10: 'Поставщик по социальному сертификату',
  11: 'Служба ранней помощи',
};

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

/** A value or 'отсутствует'. */
export const orEmpty = (value: string | null | undefined): string => (value && value.trim() ? value : EMPTY);

/** A provider's rating as people read it: '4,6 из 5 (12 оценок)', or that there are none yet. */
export function ratingCaption(rating: number | null, count: number): string {
  if (rating === null || count === 0) return 'оценок пока нет';
  return `${rating.toFixed(1).replace('.', ',')} из 5 (${countRu(count, ['оценка', 'оценки', 'оценок'])})`;
}
