import { act } from '@/forms/generated/schemas/material-household-act';
import { actCardPage } from './act-card-page';
import { actListPage } from './act-list-page';

/** Screens of the material-household act (/user/material-household-act and its card). */
export const list = actListPage(act);
export const card = actCardPage(act);
