/**
 * The reference books' service (platform.md sections 6 and 9): regions, cities and streets of an
 * address, banks and the calculator's cities. Route plugins read them here; the queries are the
 * repositories' (`reference.ts`, `metadata.ts`), the cache tags travel with them.
 */
export { addressReferences, listCities, listRegions, listStreets } from '../repositories/reference.ts';
export { listBanks, listCalculatorCities } from '../repositories/metadata.ts';
