/** The requests' screens, loaded together by the route table. */
export { CitizenRequestsPage, InstitutionRequestsPage } from './list-pages';
export { CitizenRequestCardPage, InstitutionRequestCardPage } from './card-page';
export { default as NewRequestPage } from './new-request-page';
