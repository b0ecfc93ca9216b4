/**
 * The acts' records service: the acts of a person and the person's card, addresses and relatives
 * that an act's screens show, the files a user uploaded, the scope of persons a user may open.
 * Rules of an act (blocks, signatures, versions) live in `engine.ts` and `rules.ts`.
 */
export {
  filesUploadedBy,
  findActOfTypes,
  listActs,
  listActsOfTypes,
  signAct,
  updateActData,
  type ActRow,
} from '../repositories/acts.ts';
export {
  findPersonAddresses,
  findPersonCard,
  isClientOf,
  listRelatives,
  searchPersons,
} from '../repositories/persons.ts';
export { findScopePersons, listScopePersons, type PersonScope } from '../repositories/person-access.ts';
export {
  findServiceNorm,
  institutionRegion,
  organisationsProviding,
  otherOrganisationsServing,
  serviceNorms,
} from '../repositories/service-norms.ts';
