import { act } from '@common/acts/generated/schemas/individual-needs-assessment-act';
import { actListPage } from './act-list-page';

/** /user/individual-needs-assessment-act: find a person, create an act, the list of acts. */
export default actListPage(act);
