import type { DetailsRow } from './details-list';
import { formatPrice, RATE_TYPES, RATE_UNITS } from './service-labels';

/** What a service's tariff needs: its type, unit and price. */
export type Tariff = Parameters<typeof formatPrice>[0];

/** A service's tariff as rows of a details list: «Тип тарифа», «Единица» and the price in bold. */
export function tariffRows(service: Tariff): DetailsRow[] {
  return [
    ['Тип тарифа', RATE_TYPES[service.rateType]],
    ['Единица', service.rateUnit && RATE_UNITS[service.rateUnit]],
    ['Стоимость', <strong key="price">{formatPrice(service)}</strong>],
  ];
}
