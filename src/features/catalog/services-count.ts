import { countText } from '@/components/paged-list/count-text';

/** '12 услуг' with the right Russian plural. */
export const servicesCount = (n: number): string => countText(n, ['услуга', 'услуги', 'услуг']);
