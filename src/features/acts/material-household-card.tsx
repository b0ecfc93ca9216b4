import { card as act } from '@common/acts/generated/schemas/material-household-act.card';
import { actCardPage } from './act-card-page';

/** /user/material-household-act-card/{id}: the act's blocks. */
export default actCardPage(act);
