/** The refund requests' screens, loaded together by the route table. */
export { RefundCardPage, RefundsPage } from './pages';
