import { act } from '@/forms/generated/schemas/social-passport';
import { actCardPage } from './act-card-page';
import { actListPage } from './act-list-page';

const cardPath = (id: number) => `/user/soc-passport/${id}`;

/** Screens of the social passport: /user/socPassport and /user/soc-passport/{id}. */
export const list = actListPage(act, { card: cardPath });
export const card = actCardPage(act, { card: cardPath });
