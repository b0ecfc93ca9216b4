/**
 * Every screen of the social navigator in one module: the route table loads it once for all the
 * navigator's routes. The map (Leaflet) is not in it: it loads with the first map shown.
 */
export { default as NavigatorLandingPage } from './landing-page';
export { default as MspCategoriesPage } from './msp-categories-page';
export { default as MspListPage } from './msp-list-page';
export { default as MspItemPage } from './msp-item-page';
export { default as ServicesPage } from './services-page';
export { default as SuppliersPage } from './suppliers-page';
export { default as SupplierCardPage } from './supplier-card-page';
