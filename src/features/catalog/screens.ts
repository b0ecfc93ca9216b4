/**
 * Every screen of the service catalogue in one module: the route table loads it once for all the
 * catalogue's routes (one lazy chunk, no form widgets).
 */
export { default as CatalogSectionPage } from './catalog-section-page';
export { default as ServiceCardPage } from './service-card-page';
export { default as ContestListPage } from './contest-list-page';
export { default as ContestCardPage } from './contest-card-page';
