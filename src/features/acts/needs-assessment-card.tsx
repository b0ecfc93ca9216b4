import { act } from '@/forms/generated/schemas/individual-needs-assessment-act';
import { actCardPage } from './act-card-page';
import { IppsuButton } from './ippsu-dialog';

/** /user/individual-needs-assessment-act-card/{id}: the act's blocks; the card offers the IPPSU project. */
export default actCardPage(act, { actions: (view) => <IppsuButton definition={act.definition} view={view} /> });
