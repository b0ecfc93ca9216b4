/** The contest applications' screens, loaded together by the route table. */
export { ContestApplicationPage, ContestApplicationsPage } from './pages';
