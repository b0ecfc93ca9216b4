/** The programme's screens, loaded together by the route table. */
export { InstitutionPage } from './institution-page';
export { ProgrammePage } from './programme-page';
