/**
 * The registry service (platform.md section 10): providers, their services, tours, licences,
 * ratings and districts, the provider's own platform (requisites, employees, change requests).
 * Reads with their cache tags; the queries are the repositories'.
 */
import type { Db } from '../db/db.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import { insertRegistryChangeRequest } from '../repositories/institution-platform.ts';

export {
  findContactInfo,
  findInstitution,
  findLicense,
  institutionReferences,
  listRating,
  listRegistry,
  type RegistryFilter,
} from '../repositories/institutions.ts';
export {
  findInstitutionService,
  findTourService,
  listAvailableTours,
  listInstitutionServices,
  listTourServices,
  type ServiceKind,
} from '../repositories/institution-services.ts';
export { districtReferences, listDistricts } from '../repositories/districts.ts';
export { listPublishedPhotos, publishedDetails } from '../repositories/service-catalog-entries.ts';
export {
  findTourismRequisites,
  listEmployeesLookup,
  listInstitutionsLookup,
  listRegistryChangeRequests,
  saveTourismRequisites,
} from '../repositories/institution-platform.ts';

/**
 * Sends a provider's application to change its entry in the register: its number
 * ('ЗИР-2026/0001', common/numbering.ts) and its row with the files, in one transaction.
 */
export function sendRegistryChangeRequest(
  db: Db,
  application: { institutionId: number; employeeId: number; fileIds: string[] },
): Promise<{ id: number; number: string }> {
  return db.transaction(async (tx) =>
    insertRegistryChangeRequest(tx, {
      ...application,
      number: await assignDocumentNumber(tx, 'registry-change-application'),
    }),
  );
}
