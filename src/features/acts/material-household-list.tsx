import { act } from '@common/acts/generated/schemas/material-household-act';
import { actListPage } from './act-list-page';

/** /user/material-household-act: find a person, create an act, the list of acts. */
export default actListPage(act);
