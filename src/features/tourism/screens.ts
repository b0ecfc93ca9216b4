/** The tour operators' requests' screens, loaded together by the route table. */
export { TourismProviderApplicationPage, TourismRequestAdminCardPage, TourismRequestsAdminPage } from './pages';
