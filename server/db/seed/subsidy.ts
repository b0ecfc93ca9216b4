/**
 * Demo figures of the subsidy calculator for ЯНАО. The standard areas are the federal standards
 * of Government Decree No. 541 of 29.08.2005 (33 m² for one person living alone, 42 m² for a
 * family of two, 18 m² per member of a family of three or more); the costs per m² and the
 * subsistence minimums are believable demo values, not the region's published ones.
 */
import { CITY, HOME_REGION_ID } from './regions.ts';

export interface SubsidyRegionSeed {
  regionId: number;
  maxSharePercent: number;
  minimumWorking: number;
  minimumPensioner: number;
  minimumChild: number;
  basis: string;
}

export interface SubsidyCitySeed {
  cityId: number;
  costPerM2: number;
  areaSingle: number;
  areaTwo: number;
  areaPerPerson: number;
}

export const SUBSIDY_REGIONS: SubsidyRegionSeed[] = [
  {
    regionId: HOME_REGION_ID,
    maxSharePercent: 22,
    minimumWorking: 26_040,
    minimumPensioner: 20_540,
    minimumChild: 24_870,
    basis: 'Демонстрационные значения региональных стандартов и прожиточного минимума',
  },
];

const FEDERAL_AREAS = { areaSingle: 33, areaTwo: 42, areaPerPerson: 18 };

export const SUBSIDY_CITIES: SubsidyCitySeed[] = [
  { cityId: CITY.salekhard, costPerM2: 142.6, ...FEDERAL_AREAS },
  { cityId: CITY.noyabrsk, costPerM2: 138.9, ...FEDERAL_AREAS },
  { cityId: CITY.novyUrengoy, costPerM2: 151.3, ...FEDERAL_AREAS },
  { cityId: CITY.nadym, costPerM2: 147.2, ...FEDERAL_AREAS },
  { cityId: CITY.muravlenko, costPerM2: 136.4, ...FEDERAL_AREAS },
  { cityId: CITY.labytnangi, costPerM2: 145.8, ...FEDERAL_AREAS },
  { cityId: CITY.gubkinsky, costPerM2: 133.7, ...FEDERAL_AREAS },
  { cityId: CITY.tarkoSale, costPerM2: 149.5, ...FEDERAL_AREAS },
];
