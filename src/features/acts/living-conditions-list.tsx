import { act } from '@common/acts/generated/schemas/living-conditions-act';
import { actListPage } from './act-list-page';
import { RelativeActButton } from './relative-act-dialog';

/** /user/living-conditions-act: find a person, create an act (or one about a client's child), the list of acts. */
export default actListPage(act, {
  personAction: (person, card) => <RelativeActButton definition={act.definition} person={person} card={card} />,
});
