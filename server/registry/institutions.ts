/**
 * The registry service (platform.md section 10): providers, their services, tours, licences,
 * ratings and districts, the provider's own platform (requisites, employees, change requests).
 * Reads with their cache tags; the queries are the repositories'.
 */
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
export {
  findTourismRequisites,
  insertRegistryChangeRequest,
  listEmployeesLookup,
  listInstitutionsLookup,
  listRegistryChangeRequests,
  saveTourismRequisites,
} from '../repositories/institution-platform.ts';
