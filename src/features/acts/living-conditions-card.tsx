import { card as act } from '@common/acts/generated/schemas/living-conditions-act.card';
import { actCardPage } from './act-card-page';

/** /user/living-conditions-act-card/{id}: the act's blocks. */
export default actCardPage(act);
