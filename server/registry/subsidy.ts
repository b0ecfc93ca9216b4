/**
 * The subsidy calculator's standards (workflows.md, subsidies): the region's and the cities'
 * standards, read with their cache tag and changed by the ministry.
 */
export {
  findStandards,
  saveCityStandards,
  subsidyReferences,
  updateRegionStandards,
} from '../repositories/subsidy-standards.ts';
