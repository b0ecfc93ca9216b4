/**
 * Every screen of the registry in one module: the route table loads it once for all the
 * registry's routes (one lazy chunk, one entry in the home page's preload map).
 */
export { default as RegistryPage } from './registry-page';
export { default as CatalogListPage } from './catalog-list-page';
export { default as EarlyHelpPage } from './early-help-page';
export { default as TourOperatorPage } from './tour-operator-page';
export { default as ProviderCardPage } from './provider-card-page';
export { default as CatalogCardPage } from './catalog-card-page';
export { default as EarlyHelpCardPage } from './early-help-card-page';
export { default as TourCardPage } from './tour-card-page';
export { default as TourServicePage } from './tour-service-page';
export { default as LicensePage } from './license-page';
