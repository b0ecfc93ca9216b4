import { act } from '@/forms/generated/schemas/individual-needs-assessment-act';
import { actCardPage } from './act-card-page';
import { actListPage } from './act-list-page';
import { IppsuButton } from './ippsu-dialog';

/** Screens of the needs assessment (/user/individual-needs-assessment-act and its card); the card offers the IPPSU project. */
export const list = actListPage(act);
export const card = actCardPage(act, { actions: (view) => <IppsuButton definition={act.definition} view={view} /> });
