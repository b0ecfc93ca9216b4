/**
 * The service catalogue (platform.md section 11): the catalogue's services in a scope and the
 * subsidy contest a catalogue group points at.
 */
export { listCatalogServices, type CatalogScope } from '../repositories/service-catalog.ts';
export { findContest } from '../repositories/subsidy-contests.ts';
