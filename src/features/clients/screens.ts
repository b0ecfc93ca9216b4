/** The clients' screens, loaded together by the route table. */
export { ClientCardPage, ClientListPage } from './pages';
