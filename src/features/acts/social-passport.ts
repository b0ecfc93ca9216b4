import { actCardPage } from './act-card-page';
import { actListPage } from './act-list-page';

const card = (id: number) => `/user/soc-passport/${id}`;

/** Screens of the social passport: /user/socPassport and /user/soc-passport/{id}. */
export const socialPassportList = actListPage('social-passport', { card });
export const socialPassportCard = actCardPage('social-passport', { card });
