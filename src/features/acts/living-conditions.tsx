import { act } from '@/forms/generated/schemas/living-conditions-act';
import { actCardPage } from './act-card-page';
import { actListPage } from './act-list-page';
import { RelativeActButton } from './relative-act-dialog';

/** Screens of the living-conditions act (/user/living-conditions-act and its card); a found client offers an act about their child. */
export const list = actListPage(act, { personAction: (person, card) => <RelativeActButton definition={act.definition} person={person} card={card} /> });
export const card = actCardPage(act);
