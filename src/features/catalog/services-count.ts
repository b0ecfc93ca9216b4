import { countRu } from '@common/text/plural';

/** '12 услуг' with the right Russian plural. */
export const servicesCount = (n: number): string => countRu(n, ['услуга', 'услуги', 'услуг']);
