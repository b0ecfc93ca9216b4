/**
 * Every screen of the for-parents section in one module: the route table loads it once for the
 * section's routes. The rich-text editor of the administrator's form is loaded on its own when shown.
 */
export { default as ForParentsPage } from './for-parents-page';
export { default as EveryMotherListPage } from './every-mother-list-page';
export { default as EveryMotherCardPage } from './every-mother-card-page';
