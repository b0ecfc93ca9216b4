import type { CatalogService } from './api';

/** Where a service of the catalogue opens: its catalogue card, or a tour's page in the registry. */
export function serviceCardPath(section: string, service: Pick<CatalogService, 'id' | 'institutionId'>): string {
  return section === 'tourism'
    ? `/registry/tour/${service.institutionId}/services/${service.id}`
    : `/services/catalog/card/${service.institutionId}/services/${service.id}`;
}

/** The catalogue contract of a service (its page belongs to the service contracts). */
export const contractPath = (id: number, serviceId: number) =>
  `/services/catalog/card/${id}/services/${serviceId}/contract`;
