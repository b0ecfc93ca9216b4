import { card as act } from '@common/acts/generated/schemas/social-passport.card';
import { actCardPage } from './act-card-page';
import { passportCardPath } from './card-paths';

/** /user/soc-passport/{id}: the passport's blocks. */
export default actCardPage(act, { card: passportCardPath });
